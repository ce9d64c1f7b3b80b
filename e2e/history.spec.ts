import { expect, test } from '@playwright/test';
import { expectNoSeriousAccessibilityIssues } from './support/accessibility';
import { registerThroughApi } from './support/users';

/**
 * History reads like the tools (issue 37, item 5): each row says what the run found in words, each
 * saved run opens in its tool's own result view (never the raw JSON), and "Open in the tool" brings
 * the run's input back into the tool's form to run it again.
 */
test('saved runs read as the tools show them, and open again in their tool', async ({ page }) => {
  // Sign-up, three tool runs, the dashboard and three saved runs on a busy 2-core machine.
  test.slow();
  await registerThroughApi(page, 'history');

  // Two runs from the tools' pages, as a user makes them…
  await page.goto('/grammar-checker');
  await page.getByLabel('Your text').fill('This are a test. The students writes well.');
  // The run is saved once its answer arrives: wait for it, not for the result panel (it shows while the check runs).
  const grammarAnswer = page.waitForResponse((response) => response.url().includes('/api/tools/grammar-checker'), { timeout: 60_000 });
  await page.getByRole('button', { name: 'Check text' }).click();
  expect((await grammarAnswer).status()).toBe(200);
  await expect(page.locator('#issues-heading')).toBeVisible({ timeout: 60_000 });

  await page.goto('/detect-language');
  await page.getByLabel('Text', { exact: true }).fill("Bonjour tout le monde, je suis très heureux de vous voir aujourd'hui.");
  const languageAnswer = page.waitForResponse((response) => response.url().includes('/api/tools/detect-language'), { timeout: 60_000 });
  await page.getByRole('button', { name: 'Detect language' }).click();
  expect((await languageAnswer).status()).toBe(200);
  await expect(page.getByTestId('detected-language')).toBeVisible({ timeout: 60_000 });

  // …and a résumé's ATS check, whose row used to read "1 words · a4".
  const headers = { Origin: new URL(page.url()).origin };
  const resume = await page.request.post('/api/tools/resume-builder', {
    headers,
    data: { resume: { basics: { name: 'Ada Lovelace', email: 'ada@example.com', summary: 'Mathematician and writer.' } }, paper: 'a4' },
    timeout: 60_000,
  });
  expect(resume.ok()).toBeTruthy();

  await page.goto('/dashboard');
  const rows = page.getByRole('heading', { name: 'History' }).locator('xpath=ancestor::section').getByRole('listitem');
  await expect(rows).toHaveCount(3);
  const resumeRow = rows.filter({ hasText: 'Resume' });
  await expect(resumeRow.getByTestId('history-summary')).toContainText(/Resume: Ada Lovelace · ATS score: \d+\/100/);
  await expect(resumeRow).not.toContainText('a4');
  await expect(rows.filter({ hasText: 'Grammar' }).getByTestId('history-summary')).toContainText(/Issues found: \d+/);
  await expect(rows.filter({ hasText: 'Language' }).getByTestId('history-summary')).toContainText('French');

  // Each saved run in its tool's own result view: no JSON anywhere.
  await resumeRow.getByRole('link').click();
  await expect(page.getByTestId('ats-score')).toBeVisible();
  await expect(page.getByText('Ada Lovelace').first()).toBeVisible();
  await expect(page.locator('pre')).toHaveCount(0);
  await expect(page.getByText('"ats"')).toHaveCount(0);

  await page.goto('/dashboard');
  await rows.filter({ hasText: 'Language' }).getByRole('link').click();
  await expect(page.getByTestId('detected-language')).toContainText('French');
  await expect(page.locator('pre')).toHaveCount(0);

  await page.goto('/dashboard');
  await rows.filter({ hasText: 'Grammar' }).getByRole('link').click();
  await expect(page.locator('#issues-heading')).toBeVisible();
  await expect(page.getByLabel('Your text')).toHaveValue('This are a test. The students writes well.');
  await expect(page.locator('pre')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await expectNoSeriousAccessibilityIssues(page, 'a saved grammar check');

  // "Open in the tool" fills the tool's form with the run's text, ready to run again.
  await page.getByRole('link', { name: 'Open in the tool' }).click();
  await expect(page).toHaveURL(/\/grammar-checker$/);
  await expect(page.getByLabel('Your text')).toHaveValue('This are a test. The students writes well.');
  // Run again from the filled form: the answer arrives as a new run.
  const againAnswer = page.waitForResponse((response) => response.url().includes('/api/tools/grammar-checker'), { timeout: 60_000 });
  await page.getByRole('button', { name: 'Check text' }).click();
  expect((await againAnswer).status()).toBe(200);
  await expect(page.locator('#issues-heading')).toBeVisible({ timeout: 60_000 });
});
