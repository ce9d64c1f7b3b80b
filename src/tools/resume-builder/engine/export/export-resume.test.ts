import { strFromU8, unzipSync } from 'fflate';
import mammoth from 'mammoth';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { TEMPLATE_IDS, type Resume } from '../../contract';
import { ToolInputError } from '../../../../platform/engine';
import { exportResume } from './export-resume';
import { importResume } from '../import/import-resume';
import { readPdfLines } from '../import/read-pdf-lines';

const resume: Resume = {
  basics: {
    name: 'Zoë Ångström',
    label: 'Data Analyst',
    email: 'zoe@example.com',
    phone: '+44 20 7946 0000',
    location: { city: 'Leeds', countryCode: 'GB' },
    summary: 'Analyst who turns messy data into decisions.',
  },
  work: [
    {
      name: 'Acme Ltd',
      position: 'Senior Analyst',
      startDate: '2020-03-01',
      highlights: ['Cut reporting time by 40% with automated SQL pipelines', 'Mentored four junior analysts'],
    },
  ],
  education: [{ institution: 'University of Leeds', studyType: 'BSc', area: 'Statistics', startDate: '2014', endDate: '2017' }],
  skills: [{ name: 'Analysis', keywords: ['SQL', 'Python', 'Tableau'] }],
  languages: [{ language: 'Русский', fluency: 'Свободно' }, { language: 'Ελληνικά', fluency: 'Καλά' }],
};

async function pdfText(bytes: Uint8Array): Promise<{ text: string; totalPages: number }> {
  const { text, totalPages } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return { text: text.replace(/\s+/g, ' '), totalPages };
}

function inOrder(text: string, parts: string[]): boolean {
  let cursor = 0;
  return parts.every((part) => {
    const at = text.indexOf(part, cursor);
    cursor = at + part.length;
    return at >= 0;
  });
}

describe('exportResume as PDF', () => {
  it('has real, selectable text in reading order, Cyrillic and Greek included, in every template', async () => {
    for (const template of TEMPLATE_IDS) {
      const file = await exportResume(resume, { template, paper: 'a4', format: 'pdf' });
      expect(file).toMatchObject({ name: 'zoe-angstrom-resume.pdf', mimeType: 'application/pdf' });
      const { text } = await pdfText(file.bytes);
      const heading = (name: string): string => (template === 'classic' ? name : name.toUpperCase());
      const job = template === 'professional' ? ['Acme Ltd', 'Mar 2020 – Present', 'Senior Analyst'] : ['Acme Ltd', 'Senior Analyst', 'Mar 2020 – Present'];
      expect(inOrder(text, ['Zoë Ångström', 'zoe@example.com', '+44 20 7946 0000', heading('Experience'), ...job])).toBe(true);
      expect(inOrder(text, [heading('Education'), 'University of Leeds', heading('Skills'), 'Analysis: SQL, Python, Tableau', 'Русский: Свободно', 'Ελληνικά: Καλά'])).toBe(true);
    }
  });

  it('embeds its font and uses the chosen paper size', async () => {
    for (const [paper, size] of [['a4', [595.28, 841.89]], ['letter', [612, 792]]] as const) {
      const file = await exportResume(resume, { template: 'classic', paper, format: 'pdf' });
      const document = await PDFDocument.load(file.bytes);
      const page = document.getPage(0);
      expect([page.getWidth(), page.getHeight()]).toEqual(size);
      const embeddedFonts = document.context
        .enumerateIndirectObjects()
        .filter(([, object]) => object instanceof PDFDict && object.get(PDFName.of('FontFile2')) !== undefined);
      expect(embeddedFonts.length).toBeGreaterThan(0);
    }
  });

  it('makes the e-mail and web addresses clickable', async () => {
    const file = await exportResume({ ...resume, basics: { ...resume.basics, url: 'https://zoe.example.com' } }, { template: 'modern', paper: 'a4', format: 'pdf' });
    const page = await (await getDocumentProxy(new Uint8Array(file.bytes))).getPage(1);
    const urls = ((await page.getAnnotations()) as { url?: string }[]).map((annotation) => annotation.url);
    expect(urls).toEqual(['mailto:zoe@example.com', 'https://zoe.example.com/']);
  });

  it('flows a long resume onto more pages without losing a line', async () => {
    const work = Array.from({ length: 14 }, (_, index) => ({
      name: `Employer ${index + 1}`,
      position: 'Engineer',
      startDate: `${2000 + index}-01`,
      highlights: ['Shipped a feature that customers asked for in every survey, measured and iterated on it for a year'],
    }));
    const { text, totalPages } = await pdfText((await exportResume({ ...resume, work }, { template: 'classic', paper: 'letter', format: 'pdf' })).bytes);
    expect(totalPages).toBeGreaterThan(1);
    expect(inOrder(text, work.map((job) => job.name))).toBe(true);
    expect(inOrder(text, ['Employer 14', 'University of Leeds', 'Tableau'])).toBe(true);
  });

  it('prints a question mark for a character the embedded font lacks, rather than an invisible box', async () => {
    const { text } = await pdfText((await exportResume({ basics: { name: 'Li 李' } }, { template: 'classic', paper: 'a4', format: 'pdf' })).bytes);
    expect(text).toContain('Li ?');
  });

  it('exports an empty resume without failing', async () => {
    const file = await exportResume({}, { template: 'compact', paper: 'a4', format: 'pdf' });
    expect(file.name).toBe('resume.pdf');
    expect((await PDFDocument.load(file.bytes)).getPageCount()).toBe(1);
  });
});

describe('exportResume as DOCX, text and JSON', () => {
  it('gives Word real headings and bullet lists', async () => {
    const file = await exportResume(resume, { template: 'modern', paper: 'letter', format: 'docx' });
    expect(file.name).toBe('zoe-angstrom-resume.docx');
    const { value: html } = await mammoth.convertToHtml({ buffer: Buffer.from(file.bytes) });
    expect(html).toContain('<h1>Experience</h1><h2>Acme Ltd</h2>');
    expect(html).toContain('<ul><li>Cut reporting time by 40% with automated SQL pipelines</li><li>Mentored four junior analysts</li></ul>');
    expect(html).toContain('<strong>Analysis: </strong>SQL, Python, Tableau');
  });

  it('sets the Word page to the chosen paper size', async () => {
    for (const [paper, width] of [['a4', 11906], ['letter', 12240]] as const) {
      const file = await exportResume(resume, { template: 'classic', paper, format: 'docx' });
      const documentXml = strFromU8(unzipSync(file.bytes)['word/document.xml']!);
      expect(documentXml).toMatch(new RegExp(`<w:pgSz w:w="${width}"`));
    }
  });

  it('writes plain text with capitalised headings and dash bullets', async () => {
    const file = await exportResume(resume, { template: 'classic', paper: 'a4', format: 'txt' });
    const text = new TextDecoder().decode(file.bytes);
    expect(file.mimeType).toBe('text/plain; charset=utf-8');
    expect(text).toContain('EXPERIENCE\nAcme Ltd\nSenior Analyst | Mar 2020 – Present\n- Cut reporting time');
    expect(text.startsWith('Zoë Ångström\nData Analyst\nzoe@example.com | +44 20 7946 0000 | Leeds, GB\n')).toBe(true);
  });

  it('gives back the same JSON Resume', async () => {
    const file = await exportResume(resume, { template: 'classic', paper: 'a4', format: 'json' });
    expect(JSON.parse(new TextDecoder().decode(file.bytes))).toEqual(resume);
  });

  it('refuses an unknown format or template with a clear message', async () => {
    await expect(exportResume(resume, { template: 'classic', paper: 'a4', format: 'odt' as 'pdf' })).rejects.toThrow(ToolInputError);
    await expect(exportResume(resume, { template: 'fancy' as 'classic', paper: 'a4', format: 'pdf' })).rejects.toThrow(/template must be one of classic, modern, compact/);
  });
});

describe('the professional template', () => {
  it('sets the dates of each entry right on its title line, in PDF, Word and text, and imports back the same', async () => {
    const pdf = await exportResume(resume, { template: 'professional', paper: 'letter', format: 'pdf' });
    const lines = (await readPdfLines(pdf.bytes)).lines.map((line) => line.text);
    expect(lines).toContain('Acme Ltd\tMar 2020 – Present');
    expect(lines).toContain('University of Leeds\t2014 – 2017');
    expect(lines).toContain('Senior Analyst');
    const docx = await exportResume(resume, { template: 'professional', paper: 'a4', format: 'docx' });
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(docx.bytes) });
    expect(value).toContain('Acme Ltd\tMar 2020 – Present');
    const text = new TextDecoder().decode((await exportResume(resume, { template: 'professional', paper: 'a4', format: 'txt' })).bytes);
    expect(text).toContain('Acme Ltd | Mar 2020 – Present');
    for (const file of [pdf, docx]) {
      const { resume: imported } = await importResume({ name: file.name, bytes: file.bytes });
      expect(imported.work?.[0]).toMatchObject({ name: 'Acme Ltd', position: 'Senior Analyst', startDate: '2020-03' });
      expect(imported.education?.[0]).toMatchObject({ institution: 'University of Leeds', startDate: '2014', endDate: '2017' });
    }
  });
});
