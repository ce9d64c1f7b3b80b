import { expect, test } from '@playwright/test';
import { expectNoSeriousAccessibilityIssues } from './support/accessibility';
import { registerAndLand } from './support/users';

test('signed-out pages have no serious accessibility issues', async ({ page }) => {
  // Six pages, each loaded and scanned by axe: on a busy 2-core machine that took over the default minute.
  test.slow();
  for (const path of ['/', '/pricing', '/login', '/register', '/forgot-password', '/no/such/page']) {
    await page.goto(path);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expectNoSeriousAccessibilityIssues(page, path);
  }
});

test('the dashboard, a saved run and My Account, with history, have no serious accessibility issues', async ({ page }) => {
  // Sign-up, a tool run, then axe on the dashboard, a saved run and every tab of My Account.
  test.slow();
  await registerAndLand(page, 'axe');
  const headers = { Origin: new URL(page.url()).origin };
  const run = await page.request.post('/api/tools/text-compare', { headers, data: { original: 'The cat sat on the mat.', revised: 'The cat sat on a red mat.' } });
  expect(run.ok()).toBeTruthy();

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
  await expect(page.locator('a[href^="/dashboard/history/"]').first()).toBeVisible();
  await expectNoSeriousAccessibilityIssues(page, 'the dashboard');

  await page.locator('a[href^="/dashboard/history/"]').first().click();
  await expect(page).toHaveURL(/\/dashboard\/history\//);
  await page.waitForLoadState('networkidle');
  await expectNoSeriousAccessibilityIssues(page, 'a saved run');

  await page.goto('/account');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSeriousAccessibilityIssues(page, 'My Account');
  for (const tab of await page.getByRole('tab').all()) {
    await tab.click();
    await expectNoSeriousAccessibilityIssues(page, `My Account, tab ${await tab.textContent()}`);
  }
});

test('running a tool with Enter keeps the keyboard user in place: focus lands on the result, not <body>', async ({ page }) => {
  await page.goto('/text-compare');
  await page.getByLabel(/original/i).first().fill('The quick brown fox jumps over the lazy dog.');
  await page.getByLabel(/revised/i).first().fill('The quick red fox leaps over the lazy dog.');
  await page.getByRole('button', { name: /^compare/i }).focus();
  await page.keyboard.press('Enter');
  const results = page.getByRole('region', { name: 'Comparison results' });
  await expect(results.getByTestId('similarity')).toContainText('%');
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
  // On the result's heading (or the region itself when it has none).
  await expect.poll(() => results.evaluate((region) => region.contains(document.activeElement))).toBe(true);
});
