import { expect, test } from '@playwright/test';
import { registerAndLand } from './support/users';

/**
 * A brand-new account is greeted "Welcome", a returning one "Welcome back" (issue 37, item 1): by the
 * sign-up form, and on the address Google's sign-up returns a new account to (/dashboard?welcome=new,
 * better-auth's newUserCallbackURL; sign-in-google.test.ts checks the request names it).
 */
test('a new account is welcomed, a returning one welcomed back, whichever way it signed up', async ({ page }) => {
  test.slow();
  await registerAndLand(page, 'welcome');
  await expect(page.getByText(/^Welcome, /)).toBeVisible();
  await expect(page.getByText(/Welcome back/)).toHaveCount(0);

  await page.goto('/dashboard?welcome=new');
  await expect(page.getByText(/^Welcome, /)).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByText(/^Welcome back, /)).toBeVisible();
});
