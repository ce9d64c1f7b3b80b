import { expect, test } from '@playwright/test';
import { registerThroughForm, makeEmail } from './support/users';
import { expectNoSeriousAccessibilityIssues } from './support/accessibility';

const TOOL_LABELS = [
  'AI detector',
  'Plagiarism check',
  'Text compare',
  'Language detection',
  'Grammar check',
  'Translate',
  'Quiz answer assistance',
  'Math problem assistance',
  'Citation helper',
  'Resume builder',
];

test('a newcomer signs up, compares two texts, sees the counter drop and signs out', async ({ page }) => {
  const email = makeEmail('newcomer');
  await registerThroughForm(page, email);

  await expect(page.getByText('Profile created')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The dashboard shows the Free plan and ten requests left on every tool.
  const usage = page.getByRole('region', { name: /requests left|usage|remaining/i });
  await expect(page.getByText(/Free/).first()).toBeVisible();
  for (const label of TOOL_LABELS) {
    await expect(usage.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(usage.getByText(/10\s*\/\s*10/)).toHaveCount(10);

  // The account menu is labelled with the capitalised part of the e-mail before the @.
  const handle = email.split('@')[0]!;
  await expect(page.getByRole('button', { name: handle.charAt(0).toUpperCase() + handle.slice(1) })).toBeVisible();

  // Text compare highlights what changed.
  await page.goto('/text-compare');
  await page.getByLabel(/original/i).first().fill('The quick brown fox jumps over the lazy dog.');
  await page.getByLabel(/revised/i).first().fill('The quick red fox leaps over the lazy dog.');
  await page.getByRole('button', { name: /^compare/i }).click();
  const results = page.getByRole('region', { name: 'Comparison results' });
  await expect(results.locator('del').filter({ hasText: 'brown' }).first()).toBeVisible();
  await expect(results.locator('ins').filter({ hasText: 'red' }).first()).toBeVisible();
  await expect(results.getByTestId('similarity')).toContainText('%');
  await expectNoSeriousAccessibilityIssues(page, 'the text compare result');

  // One request was spent.
  await page.goto('/dashboard');
  const compareRow = usage.getByTestId('usage-text_compare');
  await expect(compareRow).toContainText(/9\s*\/\s*10/);
  await expect(usage.getByText(/10\s*\/\s*10/)).toHaveCount(9);

  // The run is in the history.
  await expect(page.getByRole('region', { name: /history/i }).getByText('Text compare').first()).toBeVisible();

  // Sign out from the account menu.
  await page.getByRole('button', { name: handle.charAt(0).toUpperCase() + handle.slice(1) }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();

  // The dashboard is for signed-in users only.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
});

test('the home page shows the ten tool cards and the footer', async ({ page }) => {
  await page.goto('/');
  for (const label of TOOL_LABELS) {
    await expect(page.getByRole('heading', { name: label, exact: true })).toBeVisible();
  }
  const year = new Date().getFullYear();
  await expect(page.getByText(`© ${year} Scribewell. All rights reserved.`)).toBeVisible();
  await expect(page.getByText('99.9%')).toHaveCount(0);
});

test("the home page's HTML already holds the page, before any JavaScript runs; other routes' HTML does not", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /Write, check and study/ })).toBeVisible();
  for (const label of TOOL_LABELS) await expect(page.getByRole('heading', { name: label, exact: true })).toBeVisible();
  // The bar is drawn too, not an empty strip that fills in once the JavaScript has run.
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' })).toBeVisible();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: /Write, check and study/ })).toHaveCount(0);
  await context.close();
});
