import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { importResume } from './import-resume';
import { readPdfLines } from './read-pdf-lines';

// A PDF laid out the way many word processors do it: dates pushed to the right margin on the title
// line, and a bullet that wraps onto an indented second line.
async function buildPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const write = (text: string, x: number, y: number, size = 10, face = font) => page.drawText(text, { x, y, size, font: face });
  write('Priya Raman', 50, 790, 20, bold);
  write('priya@example.com | 020 7946 0123', 50, 770);
  write('EXPERIENCE', 50, 740, 12, bold);
  write('Staff Nurse, St Thomas Hospital', 50, 722, 10, bold);
  const dates = 'Feb 2019 – Present';
  write(dates, 545 - font.widthOfTextAtSize(dates, 10), 722);
  write('•', 55, 708);
  write('Coordinated discharge planning for a 28-bed surgical ward with social services,', 65, 708);
  write('cutting average stay by a day', 65, 696);
  write('•', 55, 684);
  write('Mentored newly qualified nurses', 65, 684);
  return pdf.save();
}

describe('readPdfLines', () => {
  it('keeps a right-aligned date on its title line, apart from the title', async () => {
    const { lines } = await readPdfLines(await buildPdf());
    expect(lines.map((line) => line.text)).toContain('Staff Nurse, St Thomas Hospital\tFeb 2019 – Present');
  });

  it('joins a wrapped bullet and reads the item', async () => {
    const { resume } = await importResume({ name: 'cv.pdf', bytes: await buildPdf() });
    expect(resume.basics).toMatchObject({ name: 'Priya Raman', email: 'priya@example.com', phone: '020 7946 0123' });
    expect(resume.work).toEqual([
      {
        position: 'Staff Nurse',
        name: 'St Thomas Hospital',
        startDate: '2019-02',
        highlights: ['Coordinated discharge planning for a 28-bed surgical ward with social services, cutting average stay by a day', 'Mentored newly qualified nurses'],
      },
    ]);
  });
});
