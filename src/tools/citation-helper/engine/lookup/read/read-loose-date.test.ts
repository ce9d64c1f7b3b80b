import { describe, expect, it } from 'vitest';
import { readLooseDate } from './read-loose-date';

describe('readLooseDate', () => {
  it.each([
    ['2020-03-15', [2020, 3, 15]],
    ['2020-03-15T10:00:00Z', [2020, 3, 15]],
    ['2004/09/02', [2004, 9, 2]],
    ['March 2008', [2008, 3]],
    ['Mar 3, 2008', [2008, 3, 3]],
    ['15 March 2008', [2008, 3, 15]],
    ['2019 Sep 5', [2019, 9, 5]],
    ['2019 Nov-Dec', [2019, 11]],
    ['c1998', [1998]],
    ['2008', [2008]],
  ])('reads %s', (text, parts) => {
    expect(readLooseDate(text)?.['date-parts']).toEqual([parts]);
  });

  it('keeps a season beside the year', () => {
    expect(readLooseDate('2020 Spring')).toEqual({ 'date-parts': [[2020]], season: 1 });
  });

  it('gives nothing rather than a guessed year', () => {
    expect(readLooseDate('n.d.')).toBeUndefined();
    expect(readLooseDate('')).toBeUndefined();
  });
});
