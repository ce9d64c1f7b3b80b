import { expect, test } from '@playwright/test';
import { registerAsPro } from '../../../../e2e/support/users';

// A numbered IEEE list as it is copied out of a published paper's bibliography: initials first,
// "and" before the last author, quoted titles, abbreviated journals, a conference "in Proc.", an
// "et al." list, a book with its edition and imprint, and a lettered volume with a DOI.
const LIST = `[1] M. J. Wolfe and U. Banerjee, "Data dependence and its application to parallel processing," Int. J. Parallel Program., vol. 16, no. 2, pp. 137–178, 1987.
[2] K. He, X. Zhang, S. Ren, and J. Sun, "Deep residual learning for image recognition," in Proc. IEEE Conf. Comput. Vis. Pattern Recognit. (CVPR), 2016, pp. 770–778.
[3] A. Vaswani et al., "Attention is all you need," in Advances in Neural Information Processing Systems, vol. 30, 2017, pp. 5998–6008.
[4] D. E. Knuth, The Art of Computer Programming, 3rd ed. Reading, MA, USA: Addison-Wesley, 1997.
[5] H. S. Stone, "Multiprocessor scheduling with the aid of network flow algorithms," IEEE Trans. Softw. Eng., vol. SE-3, no. 1, pp. 85–93, Jan. 1977, doi: 10.1109/TSE.1977.233840.`;

// What each entry must say once formatted back in IEEE: every author split and in order, the title whole.
const EXPECTED: [RegExp, string][] = [
  [/M\. J\. Wolfe and U\. Banerjee/, 'Data dependence and its application to parallel processing'],
  [/K\. He, X\. Zhang, S\. Ren, and J\. Sun/, 'Deep residual learning for image recognition'],
  [/A\. Vaswani/, 'Attention is all you need'],
  [/D\. E\. Knuth/, 'The Art of Computer Programming'],
  [/H\. S\. Stone/, 'Multiprocessor scheduling with the aid of network flow algorithms'],
];

test('paste a numbered IEEE reference list and get every author and title right', async ({ page }) => {
  await registerAsPro(page, 'citations-ieee');
  await page.goto('/citation-helper');
  await page.getByRole('tab', { name: 'Paste' }).click();
  await page.getByLabel(/References, one per line/).fill(LIST);
  await page.getByRole('button', { name: 'Add references' }).click();
  const entries = page.getByTestId('bibliography-entry');
  await expect(entries).toHaveCount(5, { timeout: 30_000 });

  await page.getByRole('button', { name: 'IEEE', exact: true }).click();
  await expect(page.getByTestId('current-style')).toHaveText(/IEEE/);
  for (const [authors, title] of EXPECTED) {
    const entry = entries.filter({ hasText: title });
    await expect(entry).toHaveCount(1);
    await expect(entry.getByTestId('entry-text')).toContainText(authors);
  }
  const texts = await entries.getByTestId('entry-text').allTextContents();
  // No list number was read into a name, and no "and" joined two people into one.
  expect(texts.join('\n')).not.toMatch(/\[\d\]\s*\[\d\]|\b\d+ (?:Wolfe|He|Vaswani|Knuth|Stone)\b|Banerjee and U\./);
  await expect(entries.filter({ hasText: 'Multiprocessor scheduling' })).toContainText('SE-3');
});
