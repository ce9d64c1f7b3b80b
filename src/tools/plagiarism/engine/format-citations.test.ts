import { describe, expect, it } from 'vitest';
import { formatApa, formatMla, parseAuthors } from './format-citations';

describe('citations', () => {
  it('formats a web page without author or date', () => {
    const source = { title: 'Inheritance (object-oriented programming)', url: 'https://www.example.org/inheritance' };
    expect(formatApa(source)).toBe('Inheritance (object-oriented programming). (n.d.). example.org. https://www.example.org/inheritance');
    expect(formatMla(source)).toBe('“Inheritance (object-oriented programming).” example.org, www.example.org/inheritance.');
  });

  it('formats one author with a full date', () => {
    const source = { title: 'How winnowing works', author: 'Jane Q. Doe', published: '2023-03-09', siteName: 'The Index', url: 'https://index.example/w' };
    expect(formatApa(source)).toBe('Doe, J. Q. (2023, March 9). How winnowing works. The Index. https://index.example/w');
    expect(formatMla(source)).toBe('Doe, Jane Q. “How winnowing works.” The Index, 9 Mar. 2023, index.example/w.');
  });

  it('formats two and three authors, and a title that ends in a question mark', () => {
    const two = { title: 'Is it copied?', author: 'Doe, Jane; Roe, Richard', published: '2020' };
    expect(formatApa(two)).toBe('Doe, J., & Roe, R. (2020). Is it copied?');
    expect(formatMla(two)).toBe('Doe, Jane, and Richard Roe. “Is it copied?” 2020.');
    const three = { title: 'Paper', author: 'Ann Lee and Bo Kim and Cy Ma' };
    expect(formatApa(three)).toBe('Lee, A., Kim, B., & Ma, C. (n.d.). Paper.');
    expect(formatMla(three)).toBe('Lee, Ann, et al. “Paper.”');
  });

  it('keeps organisations whole and does not repeat an author that is also the site', () => {
    expect(parseAuthors('World Health Organization Europe Office')).toEqual(['World Health Organization Europe Office']);
    expect(formatApa({ title: 'Report', author: 'UNESCO', siteName: 'UNESCO', url: 'https://unesco.org/r' })).toBe(
      'UNESCO. (n.d.). Report. https://unesco.org/r',
    );
  });
});
