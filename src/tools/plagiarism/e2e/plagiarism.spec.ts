import { expect, test } from '@playwright/test';
import { registerThroughApi } from '../../../../e2e/support/users';

const SOURCE_TEXT =
  'Winnowing selects the minimum hash in every window of consecutive k-gram hashes, so that two documents sharing a long enough passage ' +
  'are guaranteed to share at least one selected fingerprint. The selected fingerprints are stored in an index keyed by hash value.';
const COPIED = 'Winnowing selects the minimum hash in every window of consecutive k-gram hashes, so that two documents sharing a long enough passage';

test('a text that copies a given source shows the highlighted match, the similarity and an APA citation', async ({ page }) => {
  await page.goto('/plagiarism');
  // The first page of a run may wait for the server to finish starting its engines.
  await expect(page.getByLabel('Text to check')).toBeVisible({ timeout: 45_000 });
  await expect(page.getByTestId('web-search-status')).toContainText('off');
  await page.getByLabel('Text to check').fill(`In my essay I explain fingerprinting. ${COPIED}. That is why it scales well.`);
  await page.getByRole('button', { name: 'Add source' }).click();
  await page.getByLabel('Source 1 title').fill('How winnowing works');
  await page.getByLabel('Source 1 URL').fill('https://example.org/winnowing');
  await page.getByLabel('Source 1 text').fill(SOURCE_TEXT);
  await page.getByRole('button', { name: 'Check for plagiarism' }).click();

  const result = page.getByRole('region', { name: 'Plagiarism check result' });
  await expect(result.getByTestId('similarity')).toHaveText(/^\d+(\.\d)?%$/);
  const similarity = Number((await result.getByTestId('similarity').textContent())!.replace('%', ''));
  expect(similarity).toBeGreaterThan(50);
  expect(similarity).toBeLessThan(100);

  const highlight = result.getByTestId('match-highlight');
  await expect(highlight).toHaveCount(1);
  await expect(highlight).toHaveText(COPIED);
  await highlight.click();
  await expect(result.getByTestId('source-excerpt')).toHaveText(COPIED);
  await expect(result.getByTestId('source-share')).toContainText('How winnowing works');

  await expect(result.getByTestId('citation-apa')).toHaveText('How winnowing works. (n.d.). example.org. https://example.org/winnowing');
  await expect(result.getByRole('button', { name: 'Copy APA' })).toBeVisible();
  await expect(page.getByTestId('requests-left')).toContainText('9 requests left');
});

test('an empty text cannot be submitted and an unrelated text reports no matches', async ({ page }) => {
  await page.goto('/plagiarism');
  await expect(page.getByRole('button', { name: 'Check for plagiarism' })).toBeDisabled();
  await page.getByLabel('Text to check').fill('Tomatoes grow best in warm soil with plenty of sunlight and regular watering through the summer.');
  await page.getByRole('button', { name: 'Add source' }).click();
  await page.getByLabel('Source 1 title').fill('How winnowing works');
  await page.getByLabel('Source 1 text').fill(SOURCE_TEXT);
  await page.getByRole('button', { name: 'Check for plagiarism' }).click();
  const result = page.getByRole('region', { name: 'Plagiarism check result' });
  await expect(result.getByTestId('similarity')).toHaveText('0%');
  await expect(result.getByTestId('no-matches')).toBeVisible();
  await expect(page.getByTestId('compared-with-counts')).toContainText('1 source you added');
});

test('a text copied word for word with nothing to compare against says so instead of showing 0%', async ({ page }) => {
  await page.goto('/plagiarism');
  await page.getByLabel('Text to check').fill(SOURCE_TEXT);
  await page.getByRole('button', { name: 'Check for plagiarism' }).click();
  const result = page.getByRole('region', { name: 'Plagiarism check result' });
  await expect(result.getByTestId('nothing-compared')).toContainText(
    '0 sources: paste a source, save documents, import a corpus, or enable web search',
  );
  await expect(result.getByTestId('similarity')).toHaveCount(0);
  await expect(page.getByTestId('compared-with-counts')).toContainText('0 sources you added, 0 saved documents and 0 reference corpus documents');
});

test("a signed-in user's saved document is compared against in later checks", async ({ page }) => {
  await registerThroughApi(page, 'plagiarism');
  const essay =
    'Public libraries remain essential civic infrastructure because they offer free internet access, quiet study space and trained staff ' +
    'who help residents find reliable information about health, work and government services.';
  await page.goto('/plagiarism');
  await page.getByLabel('Text to check').fill(essay);
  await page.getByTestId('saved-documents').locator('summary').click();
  await page.getByLabel('Save the text above as').fill('Libraries essay');
  await page.getByRole('button', { name: 'Save document' }).click();
  await expect(page.getByTestId('saved-documents')).toContainText('Libraries essay');

  await page.getByLabel('Text to check').fill(`A new submission. ${essay}`);
  await page.getByRole('button', { name: 'Check for plagiarism' }).click();
  const result = page.getByRole('region', { name: 'Plagiarism check result' });
  await expect(result.getByTestId('source-share')).toContainText('your saved document');
  await expect(result.getByTestId('match-highlight')).toHaveText(essay.replace(/\.$/, ''));
});
