import { expect, test, type Page } from '@playwright/test';

/** A password zxcvbn rates strong, so sign-up is never refused for strength in flows that are not about it. */
export const STRONG_PASSWORD = 'Quiet-Harbour-Lantern-2048';

let sequence = 0;
export function makeEmail(prefix: string): string {
  sequence += 1;
  return `${prefix}.${Date.now().toString(36)}${sequence}@example.com`;
}

export async function registerThroughForm(page: Page, email: string, password = STRONG_PASSWORD): Promise<void> {
  await page.goto('/register');
  await page.getByLabel(/^e-?mail/i).fill(email);
  await page.getByLabel(/^password/i).first().fill(password);
  const confirm = page.getByLabel(/confirm password/i);
  if (await confirm.count()) await confirm.fill(password);
  await page.getByRole('button', { name: /create account|sign up|register/i }).click();
}

export async function registerAndLand(page: Page, prefix: string): Promise<string> {
  const email = makeEmail(prefix);
  await registerThroughForm(page, email);
  // The first specs sign up while the server is still warming its engines on a 2-core machine: the
  // session check after sign-up then took over 10 s (twice in CI, passing on retry).
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  return email;
}

/** The Origin header a browser sends with the app's own POSTs (the server refuses cross-site ones). */
function appOrigin(): string {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error('playwright.config.ts sets no baseURL');
  return new URL(baseURL).origin;
}

/**
 * Signs up with the same request the form sends, without the form: for specs where an account is only
 * the starting point. The forms have their own specs (auth-forms, first-impressions, foundation,
 * welcome); loading /register and then the dashboard for every other spec was CI time and nothing more.
 * The page's context keeps the session cookie, so the page is signed in from its next load.
 */
export async function registerThroughApi(page: Page, prefix: string): Promise<string> {
  const email = makeEmail(prefix);
  const response = await page.request.post('/api/auth/sign-up/email', {
    headers: { Origin: appOrigin() },
    data: { email, password: STRONG_PASSWORD, name: email.split('@')[0] },
  });
  expect(response.status(), await response.text()).toBe(200);
  return email;
}

/**
 * A new account on Pro, paid with the sandbox test card through the checkout's own request: the specs
 * that use it are about tools; the checkout page has its own spec (billing.spec.ts).
 */
export async function registerAsPro(page: Page, prefix: string): Promise<string> {
  const email = await registerThroughApi(page, prefix);
  const paid = await page.request.post('/api/billing/sandbox/checkout', {
    headers: { Origin: appOrigin() },
    data: { plan: 'Pro', card: { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Ada Lovelace' } },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  await expect
    .poll(async () => ((await (await page.request.get('/api/me')).json()) as { subscription: { package: string } }).subscription.package)
    .toBe('Pro');
  return email;
}
