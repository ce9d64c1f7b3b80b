import { expect, test } from '@playwright/test';
import { registerAndLand } from './support/users';

test('usage in one tab reaches the dashboard in another tab without a reload', async ({ page, context }) => {
  await registerAndLand(page, 'twotabs');
  const usage = page.getByRole('region', { name: /requests left|usage|remaining/i });
  await expect(usage.getByTestId('usage-text_compare')).toContainText(/10\s*\/\s*10/);

  const other = await context.newPage();
  await other.goto('/text-compare');
  await other.getByLabel(/original/i).first().fill('one two three');
  await other.getByLabel(/revised/i).first().fill('one 2 three');
  await other.getByRole('button', { name: /^compare/i }).click();
  await expect(other.getByRole('region', { name: 'Comparison results' })).toBeVisible();

  await expect(usage.getByTestId('usage-text_compare')).toContainText(/9\s*\/\s*10/);
});

test('signing out in one tab signs out the other', async ({ page, context }) => {
  const email = await registerAndLand(page, 'signout');
  const other = await context.newPage();
  await other.goto('/pricing');
  const menuName = email.charAt(0).toUpperCase() + email.split('@')[0]!.slice(1);
  await expect(other.getByRole('button', { name: menuName })).toBeVisible();

  await page.getByRole('button', { name: menuName }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(other.getByRole('link', { name: 'Login' }).first()).toBeVisible();
});

test('a visitor can compare texts as a guest and keeps the run after signing up', async ({ page }) => {
  await page.goto('/text-compare');
  await page.getByLabel(/original/i).first().fill('Guests can try the tools.');
  await page.getByLabel(/revised/i).first().fill('Guests may try every tool.');
  await page.getByRole('button', { name: /^compare/i }).click();
  await expect(page.getByRole('region', { name: 'Comparison results' }).locator('ins').first()).toBeVisible();
  await expect(page.getByText(/9 requests? left/i).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();

  await registerAndLand(page, 'guest');
  await expect(page.getByRole('region', { name: /requests left|usage|remaining/i }).getByTestId('usage-text_compare')).toContainText(/9\s*\/\s*10/);
});
