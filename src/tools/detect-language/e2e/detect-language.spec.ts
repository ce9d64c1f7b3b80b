import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoSeriousAccessibilityIssues } from '../../../../e2e/support/accessibility';

test('a French sentence is detected as French, with its codes and confidence', async ({ page }) => {
  await page.goto('/detect-language');
  await page.getByLabel('Text', { exact: true }).fill("Bonjour tout le monde, je suis très heureux de vous voir aujourd'hui.");
  await expect(page.getByTestId('word-counter').first()).toContainText('12');
  await page.getByRole('button', { name: 'Detect language' }).click();

  const result = page.getByRole('region', { name: 'Detection result' });
  // The first detection after the server starts loads the five detectors' models: allow it time.
  await expect(result.getByTestId('detected-language')).toHaveText('French', { timeout: 45_000 });
  await expect(result.getByText('fra', { exact: true })).toBeVisible();
  await expect(result.getByRole('progressbar', { name: 'French confidence' })).toBeVisible();
  await expect(result.getByTestId('reliability')).toBeVisible();
  await expectNoSeriousAccessibilityIssues(page, 'the language detection result');
  await expect(page.getByTestId('requests-left')).toContainText('9 requests left');
});

test('a batch of three lines gives a table of three rows and a CSV export of them', async ({ page }) => {
  await page.goto('/detect-language');
  await page.getByRole('tab', { name: 'Batch' }).click();
  await page
    .getByLabel('Texts, one per line')
    .fill(
      [
        "Bonjour tout le monde, comment allez-vous aujourd'hui ?",
        'Guten Morgen, wie geht es Ihnen heute?',
        'Buenos días a todos, ¿cómo están ustedes hoy?',
      ].join('\n'),
    );
  await page.getByRole('button', { name: 'Detect 3 texts' }).click();

  const results = page.getByRole('region', { name: 'Batch results' });
  const rows = results.getByTestId('batch-row');
  await expect(rows).toHaveCount(3, { timeout: 45_000 });
  await expect(rows.nth(0)).toContainText('French');
  await expect(rows.nth(1)).toContainText('German');
  await expect(rows.nth(2)).toContainText('Spanish');

  const downloading = page.waitForEvent('download');
  await results.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^language-detection-.*\.csv$/);
  const lines = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
  expect(lines[0]).toBe('row,text,language,code,bcp47,confidence,reliable,variant,error');
  expect(lines).toHaveLength(4);
  expect(lines[1]).toMatch(/^1,"Bonjour tout le monde, comment allez-vous aujourd'hui \?",French,fra,fr,/);
  expect(lines[2]).toMatch(/^2,.*,German,deu,de,/);
  expect(lines[3]).toMatch(/^3,.*,Spanish,spa,es,/);
});
