import { expect, test } from '@playwright/test';
import { expectNoSeriousAccessibilityIssues } from '../../../../e2e/support/accessibility';

test('a quadratic: hints one at a time, then every verified step; a wrong and a right answer checked; each run counted', async ({ page }) => {
  // Three runs of the CAS and an accessibility scan: more than the default minute on a busy 2-core machine.
  test.setTimeout(120_000);
  await page.goto('/math-problem-assistance');
  await page.getByRole('tab', { name: 'Text' }).click();
  await page.locator('#math-problem-text').fill('x^2-5x+6=0');
  await page.getByLabel('Show hints only').click();
  await page.getByRole('button', { name: 'Solve', exact: true }).click();

  const results = page.getByTestId('math-results');
  // The first problem after the server starts loads the CAS in its worker thread: allow it time.
  const hintButton = results.getByRole('button', { name: 'Give me a hint' });
  await expect(hintButton).toBeVisible({ timeout: 45_000 });
  await expect(page.getByTestId('requests-left')).toContainText('9 requests left');

  // Hints mode: nothing of the solution is shown until asked for, then one hint at a time.
  await expect(results.getByRole('list', { name: 'Steps' })).toHaveCount(0);
  await hintButton.click();
  const hints = results.getByRole('list', { name: 'Hints' });
  await expect(hints.getByRole('listitem')).toHaveCount(1);
  await expect(hints).not.toContainText('x = 2');
  await results.getByRole('button', { name: /^Another hint/ }).click();
  await expect(hints.getByRole('listitem')).toHaveCount(2);

  await results.getByRole('button', { name: 'Show full solution' }).click();
  const steps = results.getByRole('list', { name: 'Steps' });
  await expect(steps.getByRole('listitem').first()).toBeVisible();
  expect(await steps.getByRole('listitem').count()).toBeGreaterThan(1);
  await expect(results.getByText('Not verified')).toHaveCount(0);
  await expect(results).toContainText(/factor/i);
  await expectNoSeriousAccessibilityIssues(page, 'the math page with its steps');

  const answer = page.getByLabel('Your answer');
  await answer.fill('x = 4');
  await page.getByRole('button', { name: 'Check my answer' }).click();
  await expect(page.getByText(/Not quite/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('requests-left')).toContainText('8 requests left');

  await answer.fill('x = 3 or x = 2');
  await page.getByRole('button', { name: 'Check my answer' }).click();
  await expect(page.getByText(/^Correct/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('requests-left')).toContainText('7 requests left');
});

test('an unreadable problem is refused with the place it could not read', async ({ page }) => {
  await page.goto('/math-problem-assistance');
  await page.getByRole('tab', { name: 'Text' }).click();
  await page.locator('#math-problem-text').fill('2x+*3=7');
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await expect(page.getByText(/could not read .*\+\*/)).toBeVisible({ timeout: 45_000 });
});

test('pasted notation is read as a student means it and echoed: 2/3 ÷ 4/9 is 3/2, ∫ sin(θ) dθ is −cos(θ) + C', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/math-problem-assistance');
  await page.getByRole('tab', { name: 'Text' }).click();
  const field = page.locator('#math-problem-text');
  const solve = page.getByRole('button', { name: 'Solve', exact: true });
  // KaTeX keeps each formula's TeX in a MathML annotation: the answer as the engine wrote it.
  const answerTex = page.getByTestId('math-answer').locator('annotation');

  await field.fill('2/3 ÷ 4/9');
  await solve.click();
  await expect(answerTex).toHaveText(/^\\frac\{3\}\{2\}$/, { timeout: 60_000 });
  await expect(page.getByTestId('math-read-as')).toContainText('I read this as');

  await field.fill('∫ sin(θ) dθ');
  await solve.click();
  await expect(answerTex).toHaveText(/-\s*\\cos\\left\(θ\\right\)\s*\+\s*C|-\\cos\(θ\)\s*\+\s*C/, { timeout: 60_000 });
  await expect(page.getByTestId('math-answer')).not.toContainText('d^2');
});

test('a word problem with dollars is read as money and solved offline: 10 adult tickets', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/math-problem-assistance');
  await page.getByRole('tab', { name: 'Text' }).click();
  await page.locator('#math-problem-text').fill('Tickets cost $8 for adults and $5 for children. 20 tickets were sold for $130. How many adult tickets were sold?');
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await expect(page.getByTestId('math-answer').locator('annotation')).toHaveText(/^10$/, { timeout: 60_000 });
  // The problem is shown as the student wrote it: "$8 for adults" in words, not italic letters "8foradults".
  const problem = page.getByText('Your problem', { exact: true }).locator('..').filter({ hasText: 'Tickets cost' });
  await expect(problem).toContainText('$8 for adults');
  await expect(problem).not.toContainText('8foradults');
});
