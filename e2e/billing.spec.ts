import { expect, test, type Page } from '@playwright/test';
import { registerThroughApi } from './support/users';

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel(/expiry/i).fill('1240');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Ada Lovelace');
}

test('upgrade to Pro through the sandbox checkout: declined card, then success, live in a second tab, then cancel', async ({ page, context }) => {
  await registerThroughApi(page, 'upgrade');
  const other = await context.newPage();
  await other.goto('/dashboard');
  await expect(other.getByTestId('usage-ai_detection')).toContainText(/10\s*\/\s*10/);

  await page.goto('/pricing');
  // BILLING_SANDBOX is on for the e2e server: every page says payments are test-mode.
  await expect(page.getByRole('note', { name: 'Test-mode payments' })).toBeVisible();
  await page.getByRole('link', { name: 'Upgrade to Pro' }).click();
  await expect(page).toHaveURL(/\/checkout\?plan=pro$/);
  await expect(page.getByText('Test mode', { exact: true })).toBeVisible();

  await fillCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: /^Pay \$12\.99/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout/);

  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay \$12\.99/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Subscription updated')).toBeVisible();
  await expect(page.getByTestId('plan-name')).toHaveText('Pro');
  await expect(page.getByTestId('usage-ai_detection')).toContainText(/100\s*\/\s*100/);
  await expect(page.getByText('Last 90 days').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payments' })).toContainText('$12.99');

  // The second tab was never reloaded: the subscription event brought the new allowance.
  await expect(other.getByTestId('plan-name')).toHaveText('Pro', { timeout: 5000 });
  await expect(other.getByTestId('usage-ai_detection')).toContainText(/100\s*\/\s*100/);

  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByTestId('subscription-status')).toContainText(/Cancelled: you keep Pro until/);
  await page.getByRole('button', { name: 'Resume subscription' }).click();
  await expect(page.getByTestId('subscription-status')).toContainText(/Pro renews on/);
});

test("the Free plan's button leads to sign-up", async ({ page }) => {
  await page.goto('/pricing');
  await page.getByRole('link', { name: 'Get started' }).click();
  await expect(page).toHaveURL(/\/register$/);
});
