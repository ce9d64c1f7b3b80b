import { expect, test } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/**
 * A two-column resume as Deedy-style templates lay it out: the name and contacts across the top,
 * education and skills in a narrow left column, experience in the wide right column, the two columns
 * sharing baselines (so reading across the page mixes them line by line).
 */
async function buildTwoColumnResume(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const write = (text: string, x: number, y: number, size = 10, face = font) => page.drawText(text, { x, y, size, font: face });
  write('Marta Kowalczyk', 40, 740, 22, bold);
  write('marta.k@example.com | +1 415 555 0134', 40, 718);
  const column = (x: number, lines: [string, boolean][]) => lines.forEach(([text, isBold], k) => text && write(text, x, 680 - 16 * k, 10, isBold ? bold : font));
  column(40, [['EDUCATION', true], ['University of Washington', true], ['BS in Computer Science', false], ['Sep 2012 – Jun 2016', false], ['', false], ['SKILLS', true], ['Python, Go, SQL', false], ['Kubernetes, Terraform', false]]);
  column(230, [
    ['EXPERIENCE', true], ['Stripe', true], ['Senior Software Engineer', false], ['Mar 2020 – Present', false], ['• Led the migration of payment ledgers to a sharded database', false],
    ['• Cut p99 latency of the billing API by 40%', false], ['', false], ['Dropbox', true], ['Software Engineer', false], ['Jul 2016 – Feb 2020', false], ['• Built the file-sync conflict resolver', false],
  ]);
  return Buffer.from(await pdf.save());
}

test('import a two-column PDF resume and see its jobs', async ({ page }) => {
  await page.goto('/resume-builder');
  await page.getByTestId('resume-import-input').setInputFiles({ name: 'marta-two-column.pdf', mimeType: 'application/pdf', buffer: await buildTwoColumnResume() });
  await expect(page.getByLabel('Full name')).toHaveValue('Marta Kowalczyk', { timeout: 45_000 });
  await expect(page.getByLabel('E-mail')).toHaveValue('marta.k@example.com');
  // Both jobs, each with its own employer and title, in the resume's order: not one line of each column.
  await expect(page.getByTestId('preview-work').getByTestId('preview-entry-title')).toHaveText(['Senior Software Engineer, Stripe', 'Software Engineer, Dropbox']);
  const jobs = page.getByTestId('section-work').getByTestId('resume-entry');
  await expect(jobs).toHaveCount(2);
  await expect(jobs.first().getByLabel('Employer')).toHaveValue('Stripe');
  await expect(jobs.nth(1).getByLabel('Position')).toHaveValue('Software Engineer');
  await expect(page.getByTestId('preview-work')).toContainText('Led the migration of payment ledgers to a sharded database');
  // The left column did not leak into the jobs.
  await expect(page.getByTestId('preview-work')).not.toContainText('University of Washington');
});
