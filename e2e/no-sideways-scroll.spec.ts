import { expect, test, type Page } from '@playwright/test';
import { registerAndLand } from './support/users';
import { TOOL_IDS } from '../src/domain/tools';

// Long words, URLs and names are what push a phone layout sideways: one unbroken run of 300 characters.
const UNBROKEN = `https://example.com/${'averyveryverylongpathsegment'.repeat(11)}`;
const LONG_NAME = `Maximilian-Alexander ${'Wolfeschlegelsteinhausenbergerdorff'.repeat(2)}`;

async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.scrollingElement?.scrollWidth ?? document.body.scrollWidth);
}

async function expectNoSidewaysScroll(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading').first()).toBeVisible();
  // Lazy sections (history list, cards) settle after the heading.
  await page.waitForLoadState('networkidle');
  expect(await pageWidth(page), `${path} is wider than the 390 px screen`).toBeLessThanOrEqual(390);
}

test.describe('no page scrolls sideways on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every route, signed in with a long name and a long history entry', async ({ page }) => {
    test.setTimeout(120_000);
    await registerAndLand(page, 'narrow');
    const headers = { Origin: new URL(page.url()).origin };
    const named = await page.request.post('/api/auth/update-user', { headers, data: { name: LONG_NAME } });
    expect(named.ok()).toBeTruthy();
    const run = await page.request.post('/api/tools/text-compare', {
      headers,
      data: { original: `${UNBROKEN} first version`, revised: `${UNBROKEN} second version with ${UNBROKEN}` },
    });
    expect(run.ok()).toBeTruthy();

    for (const path of ['/', '/pricing', '/dashboard', '/account', ...TOOL_IDS.map((id) => `/${id}`)]) {
      await expectNoSidewaysScroll(page, path);
    }
    // The saved run's own page, opened from the dashboard.
    await page.goto('/dashboard');
    await page.locator('a[href^="/dashboard/history/"]').first().click();
    await expect(page).toHaveURL(/\/dashboard\/history\//);
    await page.waitForLoadState('networkidle');
    expect(await pageWidth(page), 'the saved run page is wider than the screen').toBeLessThanOrEqual(390);

    for (const tab of ['Profile', 'Security', 'Subscription', 'Privacy']) {
      await page.goto('/account');
      const tabButton = page.getByRole('tab', { name: new RegExp(tab, 'i') });
      if ((await tabButton.count()) === 0) continue;
      await tabButton.first().click();
      await page.waitForLoadState('networkidle');
      expect(await pageWidth(page), `My Account ${tab} tab is wider than the screen`).toBeLessThanOrEqual(390);
    }
  });

  test('signed-out pages', async ({ page }) => {
    for (const path of ['/', '/login', '/register', '/forgot-password', '/pricing', '/no/such/page']) {
      await expectNoSidewaysScroll(page, path);
    }
  });

  test('a worked solution on a phone shows every formula whole: a slightly wide one shrinks, none is cut off', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/math-problem-assistance');
    await page.getByRole('tab', { name: 'Text' }).click();
    // Its first step, n + (n + 1) + (n + 2) = 72, is a few pixels wider than a step's box at 390 px: cut, it read "= 7".
    await page.locator('#math-problem-text').fill('The sum of three consecutive integers is 72. Find the integers.');
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    await expect(page.getByTestId('math-results')).toContainText('23, 24, and 25', { timeout: 60_000 });
    await page.evaluate(() => document.fonts.ready);
    const formulas = page.getByTestId('math-results').locator('[data-latex]:has(.katex-display)');
    await expect(formulas.first()).toBeVisible();
    await expect
      .poll(async () =>
        formulas.evaluateAll((boxes) => boxes.filter((box) => box.scrollWidth > box.clientWidth + 1 && box.getAttribute('data-cut') !== 'true').map((box) => box.getAttribute('data-latex'))),
      )
      .toEqual([]);
  });
});
