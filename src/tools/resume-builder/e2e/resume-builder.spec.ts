import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { registerAsPro } from '../../../../e2e/support/users';
import { expectNoSeriousAccessibilityIssues } from '../../../../e2e/support/accessibility';

async function requestsLeft(page: Page): Promise<number> {
  const text = (await page.getByTestId('requests-left').textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

async function buildResume(page: Page) {
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('E-mail').fill('ada@example.com');
  await page.getByLabel('Phone').fill('+44 20 7946 0000');
  await page.getByLabel('City').fill('London');
  const work = page.getByTestId('section-work');
  for (const [position, employer, start] of [
    ['Programmer', 'Analytical Engines Ltd', '1842-09'],
    ['Translator', 'Scientific Memoirs', '1840-01'],
  ]) {
    await work.getByRole('button', { name: 'Add job' }).click();
    const entry = work.getByTestId('resume-entry').last();
    await entry.getByLabel('Position').fill(position!);
    await entry.getByLabel('Employer').fill(employer!);
    await entry.getByLabel('Start date', { exact: false }).first().fill(start!);
    await entry.getByLabel('Highlights (one per line)').fill(`Wrote notes as ${position}`);
  }
  const skills = page.getByTestId('section-skills');
  await skills.getByRole('button', { name: 'Add skill group' }).click();
  await skills.getByRole('textbox', { name: 'Skill group', exact: true }).fill('Mathematics');
  await skills.getByLabel('Keywords (one per line)').fill('Algorithms\nSQL');
  await expect(page.getByTestId('preview-name')).toHaveText('Ada Lovelace');
}

const previewTitles = (page: Page) => page.getByTestId('preview-work').getByTestId('preview-entry-title');

async function exportPdf(page: Page) {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByRole('button', { name: 'Export PDF' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(1000);
}

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a visitor builds a resume from scratch, moves a job up, exports a PDF and runs the ATS check; each run is counted', async ({ page }) => {
    await page.goto('/resume-builder');
    await expect(page.getByText(/not available yet/i)).toHaveCount(0);
    await buildResume(page);
    await expect(previewTitles(page)).toHaveText(['Programmer, Analytical Engines Ltd', 'Translator, Scientific Memoirs']);
    await page.getByRole('button', { name: 'Move Translator · Scientific Memoirs up' }).click();
    await expect(previewTitles(page)).toHaveText(['Translator, Scientific Memoirs', 'Programmer, Analytical Engines Ltd']);

    const before = await requestsLeft(page);
    await exportPdf(page);
    await expect.poll(() => requestsLeft(page)).toBe(before - 1);
    await expect(page.getByTestId('ats-score')).toHaveText(/^\d+$/);

    await page.getByRole('button', { name: 'Check again' }).click();
    await expect.poll(() => requestsLeft(page)).toBe(before - 2);
    await expect(page.getByTestId('ats-check').first()).toBeVisible();
    // The page never scrolls sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // A guest's draft stays in the browser.
    await page.reload();
    await expect(page.getByLabel('Full name')).toHaveValue('Ada Lovelace');
  });
});

test('on a desktop a Pro user builds, reorders by keyboard, saves a version, exports, checks and matches a job', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await registerAsPro(page, 'resume');

  await page.goto('/resume-builder');
  await buildResume(page);
  const handle = page.getByRole('button', { name: /^Reorder Translator · Scientific Memoirs/ });
  await handle.focus();
  await page.keyboard.press('ArrowUp');
  await expect(previewTitles(page)).toHaveText(['Translator, Scientific Memoirs', 'Programmer, Analytical Engines Ltd']);

  // Saving is free: the counter does not move.
  const before = await requestsLeft(page);
  await page.getByLabel('Version name').fill('Data analyst – Acme');
  await page.getByRole('button', { name: 'Save resume' }).click();
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible();
  await expect(page.getByLabel('Your resumes')).toContainText('Data analyst – Acme');

  await page.getByRole('button', { name: 'Modern' }).click();
  await exportPdf(page);
  await expect.poll(() => requestsLeft(page)).toBe(before - 1);

  await page.getByRole('button', { name: 'Check again' }).click();
  await expect.poll(() => requestsLeft(page)).toBe(before - 2);
  await expect(page.getByTestId('ats-score')).toHaveText(/^\d+$/);

  await page.getByLabel('Job description').fill('We are hiring a data analyst with SQL, Python and Tableau experience.');
  await page.getByRole('button', { name: 'Match to this job' }).click();
  await expect(page.getByTestId('missing-keyword').filter({ hasText: 'Python' })).toBeVisible();
  await expect(page.getByTestId('matched-keywords')).toContainText('SQL');
  await expectNoSeriousAccessibilityIssues(page, 'the resume builder with its ATS check and job match');
  await expect.poll(() => requestsLeft(page)).toBe(before - 3);

  await page.reload();
  await expect(page.getByLabel('Your resumes')).toContainText('Data analyst – Acme');
  await expect(previewTitles(page)).toHaveText(['Translator, Scientific Memoirs', 'Programmer, Analytical Engines Ltd']);
});
