import { expect, test } from '@playwright/test';
import { computeTotp } from './support/totp';
import { registerThroughApi, STRONG_PASSWORD } from './support/users';

function accountMenuName(email: string) {
  return email.charAt(0).toUpperCase() + email.split('@')[0]!.slice(1);
}

test('two-factor: enrol with an authenticator app, then sign in with a code', async ({ page }) => {
  const email = await registerThroughApi(page, 'totp');
  await page.goto('/account');
  await page.getByRole('tab', { name: 'Security' }).click();
  await page.getByLabel('Current password (2FA)').fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('Code from the app').fill(computeTotp(secret));
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(page.getByTestId('recovery-codes')).toBeVisible();

  await page.getByRole('button', { name: accountMenuName(email) }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  // Leaving the page before the sign-out request finishes would cancel it and keep the session.
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await page.goto('/login');
  await page.getByLabel(/^e-?mail/i).fill(email);
  await page.getByLabel(/^password/i).fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByLabel('Authentication code')).toBeVisible();
  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /invalid|code/i })).toBeVisible();
  await page.getByLabel('Authentication code').fill(computeTotp(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('profile: a taken username gets a clear message; delete the account with typed confirmation and the password', async ({ page, browser }) => {
  const otherPage = await browser.newPage();
  const taken = await registerThroughApi(otherPage, 'taken');
  await otherPage.close();

  const email = await registerThroughApi(page, 'leaver');
  await page.goto('/account');
  await page.getByLabel('Username').fill(taken.split('@')[0]!);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /already taken/ })).toBeVisible();

  await page.getByRole('tab', { name: 'Privacy' }).click();
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog');
  const remove = dialog.getByRole('button', { name: 'Delete my account for good' });
  await expect(remove).toBeDisabled();
  await dialog.getByLabel(`Type ${email} to confirm`).fill(email);
  await dialog.getByLabel('Your password').fill('not-my-password-at-all');
  await remove.click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'That password is not right.' })).toBeVisible();
  await dialog.getByLabel('Your password').fill(STRONG_PASSWORD);
  await remove.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();

  await page.goto('/login');
  await page.getByLabel(/^e-?mail/i).fill(email);
  await page.getByLabel(/^password/i).fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  // A refused sign-in is said once, by SPEC's toast with the reason (issue 37).
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'An error occurred during sign in' })).toContainText(/invalid/i);
});
