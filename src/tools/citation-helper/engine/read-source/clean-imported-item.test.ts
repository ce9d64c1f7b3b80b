import { describe, expect, it } from 'vitest';
import { bareDoi, cleanImportedItem } from './clean-imported-item';
import { readBibtex, readRis } from './read-structured';

describe('clean-up of imported BibTeX and RIS', () => {
  it('stores a DOI given as a link or with a "doi:" label bare, so styles do not print the resolver twice', () => {
    expect(bareDoi('https://doi.org/10.1000/xyz')).toBe('10.1000/xyz');
    expect(bareDoi('http://dx.doi.org/10.1000/xyz')).toBe('10.1000/xyz');
    expect(bareDoi('doi: 10.1000/xyz')).toBe('10.1000/xyz');
    expect(bareDoi('https://doi.org/https://doi.org/10.1000/xyz')).toBe('10.1000/xyz');
    expect(bareDoi('not a doi')).toBe('not a doi');
    const [item] = readBibtex('@article{a, author={Lee, A.}, title={T}, journal={J}, year={2020}, doi={https://doi.org/10.1000/xyz}}');
    expect(item?.DOI).toBe('10.1000/xyz');
  });

  it('drops BibTeX\'s "and others", which is not a person', () => {
    const [item] = readBibtex('@article{a, author={Wolfe, M. J. and Banerjee, U. and others}, title={T}, journal={J}, year=1987}');
    expect(item?.author).toEqual([
      { given: 'M. J.', family: 'Wolfe' },
      { given: 'U.', family: 'Banerjee' },
    ]);
    const [ris] = readRis('TY  - JOUR\nAU  - Lee, A.\nAU  - others\nTI  - T\nPY  - 2020\nER  - \n');
    expect(ris?.author).toEqual([{ family: 'Lee', given: 'A.' }]);
  });

  it('keeps an arXiv eprint as a preprint with its id and abstract page, also after a bare year', () => {
    const [item] = readBibtex('@misc{b, author={Lee, A.}, title={T}, year=2020, eprint={2001.01234}, archivePrefix={arXiv}, primaryClass={cs.CL}}');
    expect(item).toMatchObject({ type: 'article', publisher: 'arXiv', number: 'arXiv:2001.01234', URL: 'https://arxiv.org/abs/2001.01234' });
  });

  it('reads a thesis\'s pages as its page count and its genre in words', () => {
    const [item] = readBibtex('@phdthesis{c, author={Ng, B.}, title={Th}, school={MIT}, year=2001, pages={345}}');
    expect(item).toMatchObject({ type: 'thesis', genre: 'PhD thesis', 'number-of-pages': '345' });
    expect(item?.page).toBeUndefined();
  });

  it('leaves an item with nothing to clean as it was', () => {
    const item = { id: 'x', type: 'book', title: 'T', author: [{ family: 'Lee', given: 'A.' }] };
    expect(cleanImportedItem(item)).toEqual(item);
  });
});
