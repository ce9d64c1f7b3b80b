import { expect, test } from '@playwright/test';
import { expectNoSeriousAccessibilityIssues } from '../../../../e2e/support/accessibility';
import { registerAsPro } from '../../../../e2e/support/users';

const NOTES = `Cell biology notes

Photosynthesis takes place in the chloroplasts of plant cells. Chlorophyll, the green pigment in the chloroplasts, absorbs light energy.
During photosynthesis, plants take in carbon dioxide from the air through pores called stomata, and water from the soil through their roots.
Using the energy of light, they turn carbon dioxide and water into glucose and release oxygen as a by-product.
Mitochondria release energy from glucose in cellular respiration, which takes in oxygen and gives off carbon dioxide.`;

const QUIZ = `Which gas do plants take in from the air during photosynthesis?
A) Oxygen
B) Carbon dioxide
C) Nitrogen
D) Helium`;

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a pasted quiz with notes: two hints, then the answer with its evidence highlighted; the run is counted', async ({ page }) => {
  await page.goto('/quiz-answer-assistance');
  await expect(page.getByTestId('requests-left')).toContainText('10 requests left');

  // Pasted as a student would: the options leave the question box for the options box.
  const question = page.getByLabel('Question', { exact: true });
  await page.evaluate((text) => navigator.clipboard.writeText(text), QUIZ);
  await question.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(question).toHaveValue('Which gas do plants take in from the air during photosynthesis?');
  await expect(page.getByLabel(/^Options/)).toHaveValue('Oxygen\nCarbon dioxide\nNitrogen\nHelium');
  await page.getByLabel(/^Your material/).fill(NOTES);
  await page.getByRole('button', { name: 'Help me answer' }).click();

  const result = page.getByTestId('quiz-result');
  // The first question after the server starts loads the language model: allow it time.
  await expect(result).toHaveAttribute('data-status', 'answered', { timeout: 45_000 });
  await expect(page.getByTestId('requests-left')).toContainText('9 requests left');

  // Nothing gives the answer away until asked for; then the hints come one at a time.
  await expect(result.getByTestId('quiz-answer')).toHaveCount(0);
  await expect(result.getByTestId('quiz-evidence')).toHaveCount(0);
  await result.getByRole('button', { name: 'Give me a hint' }).click();
  const hints = result.getByRole('list', { name: 'Hints' });
  await expect(hints.getByRole('listitem')).toHaveCount(1);
  await expect(hints).not.toContainText(/carbon dioxide/i);
  await result.getByRole('button', { name: /^Another hint/ }).click();
  await expect(hints.getByRole('listitem')).toHaveCount(2);

  await result.getByRole('button', { name: 'Show answer' }).click();
  await expect(result.getByTestId('quiz-answer')).toContainText('B) Carbon dioxide');
  // The best passage is marked strongest (rank 0); others that bear on the question are marked too.
  const best = result.locator('mark[data-rank="0"]');
  await expect(best).toBeVisible();
  await expect(best).toContainText(/take in carbon dioxide/);
  await expectNoSeriousAccessibilityIssues(page, 'the quiz answer with its evidence');
  await expect(result.getByRole('listitem').filter({ hasText: 'Carbon dioxide' }).and(result.getByTestId('quiz-option'))).toHaveAttribute('data-correct', 'true');
});

test('a pasted three-question quiz, options on one line: each question answered (Pro), the short answer read from the notes', async ({ page }) => {
  test.setTimeout(180_000);
  // Free answers the first question of a pasted quiz; Pro answers every one.
  await registerAsPro(page, 'quiz');
  await page.goto('/quiz-answer-assistance');
  const notes = `${NOTES}\nThe first space shuttle, Columbia, was launched on 12 April 1981 from the Kennedy Space Center.`;
  const quiz = [
    '1. Which gas do plants take in from the air during photosynthesis? A) Oxygen B) Carbon dioxide C) Nitrogen D) Helium',
    '2. True or False: Mitochondria release energy from glucose.',
    '3. In what year was the first space shuttle launched?',
  ].join('\n');
  const question = page.getByLabel('Question', { exact: true });
  await page.evaluate((text) => navigator.clipboard.writeText(text), quiz);
  await question.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await page.getByLabel(/^Your material/).fill(notes);
  await expect(page.getByText('3 questions found')).toBeVisible();
  await page.getByRole('button', { name: 'Help with 3 questions' }).click();

  const results = page.getByTestId('quiz-result');
  await expect(results).toHaveCount(3, { timeout: 60_000 });
  const shortAnswer = results.nth(2);
  await expect(shortAnswer).toHaveAttribute('data-status', 'answered', { timeout: 60_000 });
  await shortAnswer.getByRole('button', { name: 'Show answer' }).click();
  await expect(shortAnswer.getByTestId('quiz-answer')).toContainText('1981');
});

test('a select-all question: every option the notes back up is marked, each with its sentence highlighted', async ({ page }) => {
  const notes = 'Whales are mammals that live in the ocean and breathe air. Sharks and trout are fish: they breathe through gills. Bats are the only mammals that can truly fly.';
  await page.goto('/quiz-answer-assistance');
  const question = page.getByLabel('Question', { exact: true });
  await page.evaluate((text) => navigator.clipboard.writeText(text), 'Which of the following are mammals? (Select all that apply) A) whale B) shark C) bat D) trout');
  await question.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(question).toHaveValue('Which of the following are mammals? (Select all that apply)');
  await expect(page.getByLabel(/^Options/)).toHaveValue('whale\nshark\nbat\ntrout');
  await page.getByLabel(/^Your material/).fill(notes);
  await page.getByRole('button', { name: 'Help me answer' }).click();

  const result = page.getByTestId('quiz-result');
  await expect(result).toHaveAttribute('data-status', 'answered', { timeout: 45_000 });
  await result.getByRole('button', { name: 'Show answer' }).click();
  await expect(result.getByTestId('quiz-answer')).toContainText('A) whale, C) bat');
  await expect(result.getByTestId('quiz-option')).toHaveCount(4);
  const marked = await result.getByTestId('quiz-option').evaluateAll((items) => items.map((item) => item.getAttribute('data-correct')));
  expect(marked).toEqual(['true', 'false', 'true', 'false']);
  await expect(result.getByTestId('quiz-evidence-mark').filter({ hasText: 'Whales are mammals' })).toHaveCount(1);
  await expect(result.getByTestId('quiz-evidence-mark').filter({ hasText: 'Bats are the only mammals' })).toHaveCount(1);
  // Only the sentences that put an option in are highlighted, not the one about the others.
  await expect(result.getByTestId('quiz-evidence-mark')).toHaveCount(2);
  await expectNoSeriousAccessibilityIssues(page, 'a select-all answer');
  // For a look by eye: the answer at desktop and phone widths.
  await result.screenshot({ path: test.info().outputPath('select-all-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await result.screenshot({ path: test.info().outputPath('select-all-390.png') });
});
