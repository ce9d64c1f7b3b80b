import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { computeTotp } from './support/totp';
import { makeEmail, registerThroughForm, STRONG_PASSWORD } from './support/users';

// Issue 37 items 1, 2 and the account parts of 8: what a newcomer met on sign-up, a failed sign-in
// and My Account.

function accountMenuName(email: string) {
  return email.charAt(0).toUpperCase() + email.split('@')[0]!.slice(1);
}

/** The auth requests the page sends, by path. */
function recordAuthRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === 'POST' && path.startsWith('/api/auth/')) paths.push(path);
  });
  return paths;
}

async function logOut(page: Page, email: string) {
  await page.getByRole('button', { name: accountMenuName(email) }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
}

test('the sign-up and sign-in pages download the dashboard while the form is filled in, so it shows as soon as the account exists', async ({ browser }) => {
  for (const path of ['/register', '/login']) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const dashboardScript = page.waitForResponse((response) => /\/assets\/dashboard-[^/]+\.js$/.test(new URL(response.url()).pathname), { timeout: 15_000 });
    await page.goto(path);
    // Nothing typed or clicked: the page fetched the next page's code on its own, when idle.
    expect((await dashboardScript).ok()).toBe(true);
    await context.close();
  }
});

test('sign-up reaches the dashboard in one sign-up request, says "Welcome", and no stale "Log in" toast, not even after logout', async ({ page }) => {
  const posts = recordAuthRequests(page);
  // A visitor who first tried the dashboard signed out gets the 'Log in' toast, then signs up.
  await page.goto('/dashboard');
  await expect(page.getByText('Log in to see this page')).toBeVisible();
  // In-app navigation (the toast's own link, then 'Create an account'), so the toast could outlive it.
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
  await page.getByRole('link', { name: 'Create an account' }).click();
  // The form loads on demand: fill it once it is there, not the login form it replaces.
  await expect(page.getByRole('heading', { name: 'Create your account', level: 1 })).toBeVisible();
  const email = makeEmail('newcomer');
  await page.getByLabel(/^e-?mail/i).fill(email);
  await page.getByLabel(/^password/i).first().fill(STRONG_PASSWORD);
  await page.getByLabel(/confirm password/i).fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  const name = accountMenuName(email);
  await expect(page.getByText(`Welcome, ${name}.`)).toBeVisible();
  await expect(page.getByText(/Welcome back/)).toHaveCount(0);
  await expect(page.getByText('Log in to see this page')).toHaveCount(0);
  // One password hash: sign-up signs the new account in; no sign-in request follows it.
  expect(posts).toEqual(['/api/auth/sign-up/email']);

  await logOut(page, email);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Log in to see this page')).toHaveCount(0);

  await page.goto('/login');
  await page.getByLabel(/^e-?mail/i).fill(email);
  await page.getByLabel(/^password/i).fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Welcome back, ${name}.`)).toBeVisible();
});

test('sign-up works on another name for the server (127.0.0.1 while BASE_URL says localhost)', async ({ page, baseURL }) => {
  const other = baseURL!.replace('localhost', '127.0.0.1');
  const email = makeEmail('loopback');
  await page.goto(`${other}/register`);
  await page.getByLabel(/^e-?mail/i).fill(email);
  await page.getByLabel(/^password/i).first().fill(STRONG_PASSWORD);
  await page.getByLabel(/confirm password/i).fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(`${other}/dashboard`, { timeout: 30_000 });
  await expect(page.getByText(`Welcome, ${accountMenuName(email)}.`)).toBeVisible();
});

test('a wrong password and a weak password are each said once: the SPEC toast with the reason, no second alert', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel(/^e-?mail/i).fill(makeEmail('nobody'));
  await page.getByLabel(/^password/i).fill('Not-The-Right-One-77');
  await page.getByRole('button', { name: 'Log in' }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'An error occurred during sign in' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(/invalid email or password/i);
  await expect(page.getByText(/invalid email or password/i)).toHaveCount(1);
  await expect(page.locator('form [role="alert"]')).toHaveCount(0);
  await expect(page.getByLabel(/^password/i)).toHaveAttribute('aria-invalid', 'true');

  await page.goto('/register');
  await page.getByLabel(/^e-?mail/i).fill(makeEmail('weak'));
  await page.getByLabel(/^password/i).first().fill('password1');
  await page.getByLabel(/confirm password/i).fill('password1');
  await page.getByRole('button', { name: 'Create account' }).click();
  const weak = page.locator('[data-sonner-toast]').filter({ hasText: 'An error occurred during sign up' });
  await expect(weak).toBeVisible();
  await expect(weak).toContainText(/common|guess|weak|stronger/i);
  // Leaving the login page took its toast away; the sign-up failure is the only message.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);
  await expect(page.locator('form [role="alert"]')).toHaveCount(0);
  await expect(page.getByLabel(/^password/i).first()).toHaveAttribute('aria-invalid', 'true');
});

test('signed-out pages log no error to the console (no 401 from /api/me)', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  for (const path of ['/', '/login', '/pricing', '/text-compare']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(errors).toEqual([]);
});

test('My Account: sessions in words, recovery codes to copy and download; the Free plan does not renew', async ({ page, context }) => {
  const email = makeEmail('account');
  await registerThroughForm(page, email);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  await expect(page.getByText('Free plan — no payment')).toBeVisible();
  await expect(page.getByText('Renews on')).toHaveCount(0);

  await page.goto('/account');
  await page.getByRole('tab', { name: 'Security' }).click();
  // Playwright's 'Desktop Chrome' says Windows, a bare Chromium Linux; never the raw "Mozilla/5.0 (…" header.
  await expect(page.getByText(/Chrome on (Windows|Linux)/).first()).toBeVisible();
  await expect(page.getByText(/Mozilla\/5\.0/)).toHaveCount(0);

  await page.getByLabel('Current password (2FA)').fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('Code from the app').fill(computeTotp(secret));
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  const codes = page.getByTestId('recovery-codes');
  await expect(codes).toBeVisible();
  const shown = (await codes.getByRole('listitem').allTextContents()).map((code) => code.trim());
  expect(shown.length).toBeGreaterThan(0);

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await codes.getByRole('button', { name: 'Copy codes' }).click();
  await expect(page.getByText('Recovery codes copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown.join('\n'));

  const downloading = page.waitForEvent('download');
  await codes.getByRole('button', { name: 'Download as text' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/recovery-codes\.txt$/);
  const file = await readFile((await download.path())!, 'utf8');
  for (const code of shown) expect(file).toContain(code);
  expect(file).toContain(email);
});
