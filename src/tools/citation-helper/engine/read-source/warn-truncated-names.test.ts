import { describe, expect, it } from 'vitest';
import { readSources } from '../read-sources';

describe('warnTruncatedNames', () => {
  it('says on the item when a BibTeX author list ends with "and others" (Google Scholar), and not otherwise', async () => {
    const read = await readSources(
      [
        '@article{cut, author={Wolfe, M. J. and Banerjee, U. and others}, title={T}, journal={J}, year=1987}',
        '@article{whole, author={Lee, Ann and Others, Bo}, title={U}, journal={J}, year=1990}',
      ].join('\n'),
    );
    expect(read.items.map((item) => (item.author as unknown[]).length)).toEqual([2, 2]);
    expect(read.warnings).toEqual([
      { itemId: 'cut', field: 'author', message: expect.stringContaining('2 names and then "and others"') as string },
    ]);
  });
});
