import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { registerAsPro } from '../../../../e2e/support/users';
import { expectNoSeriousAccessibilityIssues } from '../../../../e2e/support/accessibility';

// No year on purpose: APA must flag it, whatever the free-text reader makes of the rest.
const REFERENCE = 'Smith, J., & Jones, K. Sleep and memory in university students. Journal of Sleep Research, 28(3), 45–67.';


async function downloadExport(page: Page, name: RegExp) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name }).click()]);
  return { name: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
}

test('paste a reference, fix the flagged year, switch APA → MLA, export .bib and .docx, keep the list; each run is counted', async ({ page }) => {
  await registerAsPro(page, 'citations');
  await page.goto('/citation-helper');
  await expect(page.getByTestId('requests-left')).toContainText('100 requests left');

  await page.getByRole('tab', { name: 'Paste' }).click();
  await page.getByLabel(/References, one per line/).fill(REFERENCE);
  await page.getByRole('button', { name: 'Add references' }).click();
  const entry = page.getByTestId('bibliography-entry');
  await expect(entry).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByTestId('requests-left')).toContainText('99 requests left');

  const yearWarning = entry.locator('[data-testid="entry-warning"][data-field="issued"]');
  await expect(yearWarning).toContainText(/year/i);
  await yearWarning.getByRole('button', { name: 'Fix this field' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Published')).toBeFocused();
  await dialog.getByLabel('Published').fill('2019');
  await dialog.getByRole('button', { name: 'Save and update' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(yearWarning).toHaveCount(0);
  await expect(entry.getByTestId('entry-text')).toContainText('2019');
  await expect(page.getByTestId('requests-left')).toContainText('98 requests left');

  await page.getByRole('button', { name: 'MLA 9' }).click();
  await expect(page.getByTestId('current-style')).toHaveText(/Modern Language Association/);
  await expectNoSeriousAccessibilityIssues(page, 'the bibliography in MLA');
  await expect(page.getByTestId('requests-left')).toContainText('97 requests left');
  // MLA ends an entry with the year, without APA's parentheses.
  await expect(entry.getByTestId('entry-text')).not.toContainText('(2019)');

  const bib = await downloadExport(page, /BibTeX/);
  expect(bib.name).toBe('bibliography.bib');
  expect(bib.bytes.toString('utf8')).toMatch(/^@\w+\{/);
  expect(bib.bytes.toString('utf8')).toMatch(/2019/);
  const docx = await downloadExport(page, /Word/);
  expect(docx.name).toBe('bibliography.docx');
  expect(docx.bytes.subarray(0, 2).toString('latin1')).toBe('PK');

  // Saving is free: the counter stays where it was, and the list comes back after a reload.
  await page.getByLabel('Name', { exact: true }).fill('Essay on sleep');
  await page.getByRole('button', { name: 'Save list' }).click();
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Your bibliographies')).toContainText('Essay on sleep (1)');
  await expect(page.getByTestId('requests-left')).toContainText('97 requests left');
});
