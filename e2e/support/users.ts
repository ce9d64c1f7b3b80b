import { expect, type Page } from '@playwright/test';

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

/**
 * Registers, pays for Pro with the sandbox test card, and waits until the server says Pro. It asks the
 * server rather than waiting for the redirect: the specs that use it are about tools, not the checkout page.
 */
export async function registerAsPro(page: Page, prefix: string): Promise<string> {
  const email = await registerAndLand(page, prefix);
  await page.goto('/checkout?plan=pro');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel(/expiry/i).fill('1240');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByRole('button', { name: /^Pay \$12\.99/ }).click();
  await expect
    .poll(async () => ((await (await page.request.get('/api/me')).json()) as { subscription: { package: string } }).subscription.package)
    .toBe('Pro');
  return email;
}
