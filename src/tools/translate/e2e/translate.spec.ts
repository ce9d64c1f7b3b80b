import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import mammoth from 'mammoth';
import { expectNoSeriousAccessibilityIssues } from '../../../../e2e/support/accessibility';

const PARAGRAPH = 'The cat sleeps in the house. My brother reads a book every night.';

async function buildDocx(): Promise<Buffer> {
  const document = new Document({
    sections: [
      {
        children: [
          new Paragraph({ children: [new TextRun({ text: 'The house is big.', bold: true })] }),
          new Paragraph({ children: [new TextRun('My brother reads a book.')] }),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}

test('translate a paragraph en→es offline, apply a glossary term, translate a .docx and download it; each run is counted', async ({ page }) => {
  await page.goto('/translate');
  // The guest's allowance arrives with the session, after the page's first paint: on a busy CI machine, beyond 10 s.
  await expect(page.getByTestId('requests-left')).toContainText('10 requests left', { timeout: 30_000 });

  await page.getByLabel('From', { exact: true }).selectOption('en');
  await page.getByLabel('To', { exact: true }).selectOption('es');
  await page.getByLabel('Text to translate').fill(PARAGRAPH);
  await expect(page.getByTestId('word-counter')).toContainText('13');
  await page.getByRole('button', { name: 'Translate', exact: true }).click();

  const output = page.getByTestId('translation-output');
  // The first run after the server starts spawns Apertium: allow it time.
  await expect(page.getByTestId('translated-by')).toHaveText('Apertium (offline)', { timeout: 45_000 });
  await expect(output).toContainText('gato');
  await expect(output).toContainText('casa');
  await expect(page.getByTestId('requests-left')).toContainText('9 requests left');

  // Hovering a translated sentence highlights its source sentence.
  await output.locator('[data-segment="1"]').hover();
  await expect(page.getByTestId('source-mirror').locator('[data-active]')).toHaveText('My brother reads a book every night.');

  await page.getByLabel('Term', { exact: true }).fill('cat');
  await page.getByLabel('Translate it as').fill('minino');
  await page.getByRole('button', { name: 'Add term' }).click();
  await expect(page.getByTestId('glossary-term')).toHaveText(['cat → minino']);
  await page.getByRole('button', { name: 'Translate', exact: true }).click();
  await expect(output).toContainText('minino', { timeout: 30_000 });
  await expect(output).not.toContainText('gato');
  await expect(page.getByTestId('glossary-applied')).toContainText('cat → minino');
  await expectNoSeriousAccessibilityIssues(page, 'the translation with a glossary');
  await expect(page.getByTestId('requests-left')).toContainText('8 requests left');

  await page.getByRole('tab', { name: 'Document' }).click();
  await page.getByLabel('Document to translate').setInputFiles({
    name: 'notes.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: await buildDocx(),
  });
  await page.getByRole('button', { name: 'Translate document' }).click();
  const downloadButton = page.getByTestId('download-document');
  await expect(downloadButton).toHaveText('Download notes.es.docx', { timeout: 45_000 });
  await expect(page.getByTestId('requests-left')).toContainText('7 requests left');

  const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
  expect(download.suggestedFilename()).toBe('notes.es.docx');
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  const { value: text } = await mammoth.extractRawText({ buffer: bytes });
  expect(text).toContain('casa');
  expect(text).toContain('hermano');
});
