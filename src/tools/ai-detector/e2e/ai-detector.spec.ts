import { expect, test, type Page } from '@playwright/test';
import { registerAsPro } from '../../../../e2e/support/users';

// About 150 words, written for this test: chatbot-like stock phrases with one personal sentence inside.
const ESSAY = [
  'Artificial intelligence has significantly transformed the way organizations approach decision-making in recent years.',
  'Additionally, it plays a crucial role in enhancing efficiency and productivity across many sectors, from healthcare to finance.',
  'Furthermore, businesses are leveraging innovative AI solutions to gain valuable insights into customer behavior and market trends.',
  'It is important to note that these technologies also raise significant ethical concerns regarding privacy, bias, and accountability.',
  'My cousin tried one of these tools at her bakery last spring and honestly it just kept suggesting she order more flour.',
  'Overall, the potential of AI is vast, and it is essential to ensure that it is developed and deployed responsibly.',
  'Policymakers, researchers, and industry leaders must collaborate to establish clear guidelines.',
  'In conclusion, AI will continue to shape the future of work and society in profound ways, offering both remarkable opportunities and complex challenges that require careful consideration.',
].join(' ');

async function checkText(page: Page, text: string) {
  await page.goto('/ai-detector');
  await page.getByLabel('Text to check').fill(text);
  await page.getByRole('button', { name: 'Check for AI' }).click();
  const results = page.getByRole('region', { name: 'AI detection results' });
  // The first check after the server starts loads the model and the language detector: allow it time.
  await expect(results.getByTestId('ai-verdict')).toBeVisible({ timeout: 45_000 });
  return results;
}


test('a text under 50 words cannot be sent: the page says how many more are needed, and the server refuses it without charging', async ({ page }) => {
  await page.goto('/ai-detector');
  await page.getByLabel('Text to check').fill('Just a few words to see what happens.');
  await expect(page.getByRole('button', { name: 'Check for AI' })).toBeDisabled();
  await expect(page.getByTestId('min-words-hint')).toHaveText('The detector needs at least 50 words to judge a text: 42 more to go.');

  const origin = new URL(page.url()).origin;
  const refused = await page.request.post('/api/tools/ai-detector', { data: { text: 'Just a few words to see what happens.' }, headers: { origin } });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(/at least 50 words.*this one has 8/);

  const results = await checkText(page, ESSAY);
  await expect(results.getByTestId('ai-verdict')).toHaveAttribute('data-verdict', /^(likely human|mixed|likely AI)$/);
  await expect(page.getByTestId('requests-left')).toContainText('9 requests left');
});

test('on Free, a 150-word text gets a verdict, a probability, signals and an upgrade hint instead of sentence scores', async ({ page }) => {
  await page.goto('/ai-detector');
  await expect(page.getByTestId('ai-mode-note')).toContainText('OPENAI_BASE_URL=');
  const results = await checkText(page, ESSAY);
  await expect(results.getByTestId('ai-verdict')).toHaveAttribute('data-verdict', /^(likely human|mixed|likely AI)$/);
  await expect(results.getByTestId('ai-probability')).toHaveText(/^(<1|>99|\d{1,2})%$/);
  await expect(results.getByTestId('ai-language')).toContainText('English');
  await expect(results.getByTestId('ai-mode')).toContainText('Embedded model');
  await expect(results.getByTestId('ai-signal')).toHaveCount(3);
  await expect(results.getByTestId('ai-sentence')).toHaveCount(0);
  await expect(results.getByTestId('upgrade-prompt')).toContainText('score for every sentence');
  await expect(page.getByTestId('requests-left')).toContainText('9 requests left');
});

test('on Pro, every sentence is highlighted by its score, and a click shows that score', async ({ page }) => {
  await registerAsPro(page, 'detector');
  const results = await checkText(page, ESSAY);
  await expect(results.getByTestId('ai-verdict')).toHaveAttribute('data-verdict', /^(likely human|mixed|likely AI)$/);
  await expect(results.getByTestId('ai-probability')).toHaveText(/%$/);
  const sentences = results.getByTestId('ai-sentence');
  await expect(sentences).toHaveCount(8);
  await expect(sentences.nth(4)).toHaveText(/^My cousin tried one of these tools/);
  await expect(results.getByTestId('ai-legend')).toContainText('80–100%');
  // The one personal sentence among stock phrases is the least machine-like of the text.
  const probabilities = await sentences.evaluateAll((marks) => marks.map((mark) => Number(mark.getAttribute('data-probability'))));
  expect(Math.min(...probabilities)).toBe(probabilities[4]);

  await sentences.nth(4).click();
  await expect(sentences.nth(4)).toHaveAttribute('aria-pressed', 'true');
  const score = (await sentences.nth(4).getAttribute('aria-label'))?.match(/(<1|>99|\d{1,2})%/)?.[0];
  expect(score).toBeDefined();
  await expect(results.getByTestId('ai-sentence-detail')).toContainText(`Sentence 5 of 8`);
  await expect(results.getByTestId('ai-sentence-detail')).toContainText(`${score} AI`);
  await expect(results.getByTestId('ai-signal')).toHaveCount(8);
  await expect(page.getByTestId('requests-left')).toContainText('99 requests left');
});

// Written for this test by a current model (never in the detector's training data): German has its own model.
const GERMAN_MODEL_TEXT = `Die Digitalisierung verändert unseren Alltag in nahezu allen Lebensbereichen. Einerseits eröffnet sie zahlreiche Chancen, etwa durch flexible Arbeitsmodelle, einen schnelleren Zugang zu Informationen und innovative Dienstleistungen. Andererseits bringt sie auch Herausforderungen mit sich, insbesondere im Hinblick auf Datenschutz und die zunehmende Abhängigkeit von digitalen Geräten. Umso wichtiger ist es, digitale Kompetenzen bereits in der Schule gezielt zu fördern. Letztendlich hängt der Erfolg der Digitalisierung davon ab, ob es gelingt, technologische Entwicklungen verantwortungsvoll und im Sinne aller Menschen zu gestalten.`;

test('a German model-written paragraph is scored by the German model and flagged', async ({ page }) => {
  const results = await checkText(page, GERMAN_MODEL_TEXT);
  await expect(results.getByTestId('ai-language')).toContainText('German · trained model');
  await expect(results.getByTestId('ai-verdict')).toHaveAttribute('data-verdict', 'likely AI');
});
