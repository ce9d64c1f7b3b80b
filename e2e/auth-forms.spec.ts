import { expect, test } from '@playwright/test';
import { makeEmail, registerAndLand, STRONG_PASSWORD } from './support/users';

test('registering with a missing field says what is needed', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel(/^e-?mail/i).fill(makeEmail('missing'));
  await page.getByRole('button', { name: /create account|sign up|register/i }).click();
  // The form names what is missing on it, never a phone field it does not have.
  await expect(page.getByText('Enter a password.').first()).toBeVisible();
  await expect(page.getByText(/phone/i)).toHaveCount(0);
  await expect(page).toHaveURL(/\/register$/);
});

test('a weak password is refused with the server’s reasons, said once', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel(/^e-?mail/i).fill(makeEmail('weak'));
  await page.getByLabel(/^password/i).first().fill('password1');
  const confirm = page.getByLabel(/confirm password/i);
  if (await confirm.count()) await confirm.fill('password1');
  await page.getByRole('button', { name: /create account|sign up|register/i }).click();
  // SPEC §8's toast is the one message, with the reasons (issue 37: no second alert in the form).
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'An error occurred during sign up' });
  await expect(toast).toContainText(/common|guess|weak|stronger/i);
  await expect(page.locator('form [role="alert"]')).toHaveCount(0);
  await expect(page).toHaveURL(/\/register$/);
});

test('signing in again shows a toast, a wrong password shows an error', async ({ page }) => {
  const email = await registerAndLand(page, 'returning');
  const menuName = email.charAt(0).toUpperCase() + email.split('@')[0]!.slice(1);
  await page.getByRole('button', { name: menuName }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();

  await page.goto('/login');
  await page.getByLabel(/^e-?mail/i).fill(email);
  await page.getByLabel(/^password/i).fill('Not-The-Right-One-77');
  await page.getByRole('button', { name: /^(log in|sign in|login)$/i }).click();
  await expect(page.getByText(/invalid (email or password|credentials)/i).first()).toBeVisible();

  await page.getByLabel(/^password/i).fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: /^(log in|sign in|login)$/i }).click();
  await expect(page.getByText('Logged in')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  // The failed attempt's toast does not outlive the successful one.
  await expect(page.getByText('An error occurred during sign in')).toHaveCount(0);

  // The session survives a reload.
  await page.reload();
  await expect(page.getByRole('button', { name: menuName })).toBeVisible();
});

test('a signed-out link to My Account lands home with a login link that returns to the page', async ({ page }) => {
  const email = await registerAndLand(page, 'return');
  const menuName = email.charAt(0).toUpperCase() + email.split('@')[0]!.slice(1);
  await page.getByRole('button', { name: menuName }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();

  await page.goto('/account');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Log in to see this page')).toBeVisible();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Faccount$/);
  await page.getByLabel(/^e-?mail/i).fill(email);
  await page.getByLabel(/^password/i).fill(STRONG_PASSWORD);
  // The form's button: the toast's own "Log in" action may still be leaving the screen on a fast machine.
  await page.getByRole('main').getByRole('button', { name: /^(log in|sign in|login)$/i }).click();
  await expect(page).toHaveURL(/\/account$/);
});
