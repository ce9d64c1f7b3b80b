import { expect, test } from '@playwright/test';
import { registerAndLand, registerThroughApi } from './support/users';
import { TOOL_IDS } from '../src/domain/tools';

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile menu lists every tool and, signed in, who is signed in with Logout', async ({ page }) => {
    const email = await registerAndLand(page, 'mobile');
    await page.getByRole('button', { name: /open menu|menu/i }).click();
    const menu = page.getByRole('dialog');
    for (const label of ['AI detector', 'Plagiarism check', 'Text compare', 'Language detection', 'Grammar check', 'Translate', 'Quiz answer assistance', 'Math problem assistance', 'Citation helper', 'Resume builder']) {
      await expect(menu.getByRole('link', { name: new RegExp(label) })).toBeVisible();
    }
    await expect(menu.getByText('Signed in as')).toBeVisible();
    await expect(menu.getByText(email)).toBeVisible();
    await menu.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('Logged out successfully')).toBeVisible();
  });
});

test('the top bar has both dropdowns and highlights the active link', async ({ page }) => {
  await page.goto('/text-compare');
  await page.getByRole('button', { name: 'Products' }).click();
  const item = page.getByRole('menuitem', { name: /Text compare/ });
  await expect(item).toBeVisible();
  await expect(item).toHaveAttribute('data-active', 'true');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'AI Assistance' }).click();
  await expect(page.getByRole('menuitem', { name: /Citation helper/ })).toBeVisible();
});

test('an unknown path shows a not-found page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
  await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
});

test('a failing page shows the Unexpected Application Error! screen with its status', async ({ page }) => {
  await registerThroughApi(page, 'errors');
  await page.goto('/dashboard/history/does-not-exist');
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.getByText(/404/).first()).toBeVisible();
});

test('every catalogued tool has its page: none says "not available yet"', async ({ page }) => {
  for (const id of TOOL_IDS) {
    await page.goto(`/${id}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByText(/not available yet/i)).toHaveCount(0);
  }
});

test('pricing lists the three plans from the server', async ({ page }) => {
  await page.goto('/pricing');
  for (const [plan, price] of [['Free', '$0'], ['Pro', '$12.99'], ['Ultimate', '$19.99']] as const) {
    await expect(page.getByRole('heading', { name: plan, exact: true })).toBeVisible();
    await expect(page.getByText(price).first()).toBeVisible();
  }
});
