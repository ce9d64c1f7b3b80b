import { expect, test } from '@playwright/test';
import { makeEmail, registerAndLand, STRONG_PASSWORD } from './support/users';

test('registering with a missing field says what is needed', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel(/^e-?mail/i).fill(makeEmail('missing'));
  await page.getByRole('button', { name: /create account|sign up|register/i }).click();
  await expect(page.getByText('You must provide either an email or phone number and a password').first()).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test('a weak password is refused with the server’s reasons on the form', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel(/^e-?mail/i).fill(makeEmail('weak'));
  await page.getByLabel(/^password/i).first().fill('password1');
  const confirm = page.getByLabel(/confirm password/i);
  if (await confirm.count()) await confirm.fill('password1');
  await page.getByRole('button', { name: /create account|sign up|register/i }).click();
  await expect(page.getByRole('alert').filter({ hasText: /password/i }).first()).toBeVisible();
  await expect(page.getByText(/common|guess|weak|stronger/i).first()).toBeVisible();
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

  // The session survives a reload.
  await page.reload();
  await expect(page.getByRole('button', { name: menuName })).toBeVisible();
});
