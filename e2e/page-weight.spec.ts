import { expect, test } from '@playwright/test';

/**
 * The math page leaves MathLive (about 210 KB of compressed JavaScript) until the user opens the
 * editor (issue 37, item 7). The sizes per route are a figure, printed by bench/web/bundle-size.ts.
 */
test('the math editor downloads only when the user opens it', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(new URL(response.url()).pathname);
  });
  await page.goto('/math-problem-assistance');
  const open = page.getByRole('button', { name: 'Open the math editor' });
  // The page hydrates late on a busy machine (the server and the engines share two cores with other work).
  await expect(open).toBeVisible({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  // Typing in the Text tab needs no editor either.
  await page.getByRole('tab', { name: 'Text' }).click();
  await page.getByPlaceholder(/Type or paste a problem/).fill('x^2-5x+6=0');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((path) => /mathlive/i.test(path))).toEqual([]);

  await page.getByRole('tab', { name: 'Math editor' }).click();
  await open.click();
  const field = page.getByTestId('math-field');
  await expect(field).toBeVisible({ timeout: 30_000 });
  await expect(field).toBeFocused();
  expect(scripts.some((path) => /mathlive/i.test(path))).toBe(true);
});
