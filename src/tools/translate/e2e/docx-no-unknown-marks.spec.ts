import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import mammoth from 'mammoth';

// Words Apertium's English→Spanish dictionaries do not know (names, brand and rare words) in a real-
// looking document: raw Apertium prints each with a "*" ("*Sirve"), "#" or "@" in front.
const PARAGRAPHS = [
  'Sirve Analytics hired Okonkwo as a data engineer in Wrocław.',
  'The flibbertigibbet intern refactored the Kubernetes manifests and the Terraform modules.',
  'She studied economics at Oxford and reads a book every night.',
];

async function buildDocx(): Promise<Buffer> {
  const document = new Document({
    sections: [{ children: PARAGRAPHS.map((text, index) => new Paragraph({ children: [new TextRun({ text, bold: index === 0 })] })) }],
  });
  return Packer.toBuffer(document);
}

test('translate a .docx en→es offline and see no unknown-word marks in the result', async ({ page }) => {
  await page.goto('/translate');
  await page.getByLabel('From', { exact: true }).selectOption('en');
  await page.getByLabel('To', { exact: true }).selectOption('es');
  await page.getByRole('tab', { name: 'Document' }).click();
  await page.getByLabel('Document to translate').setInputFiles({
    name: 'team-notes.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: await buildDocx(),
  });
  await page.getByRole('button', { name: 'Translate document' }).click();
  const downloadButton = page.getByTestId('download-document');
  // The first run after the server starts spawns Apertium: allow it time.
  await expect(downloadButton).toHaveText('Download team-notes.es.docx', { timeout: 60_000 });

  const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
  const { value: text } = await mammoth.extractRawText({ buffer: await readFile((await download.path())!) });
  // Translated (Spanish words), the unknown words kept as written, and not one mark Apertium adds.
  expect(text).toContain('libro');
  expect(text).toContain('Sirve');
  expect(text).toContain('Okonkwo');
  expect(text).not.toMatch(/[*#@]/);
});
