import { describe, expect, it } from 'vitest';
import { yearOpeningTitle } from './read-repeated-year-titles';
import { relabel } from './relabel.test-helpers';

// Made-up references; the labels are what the tagger gave before the rule.
describe('a title opening with the reference\'s year (session 42)', () => {
  it('gives "(1993) 1993 Tide Data." its first word back', () => {
    expect(relabel(yearOpeningTitle, 'Lind, A. (1993) 1993 Tide Data.', ['author', 'author', 'date', 'date', 'title', 'title'])).toEqual(['author', 'author', 'date', 'title', 'title', 'title']);
  });
  it('leaves a second, different year in the date ("(1993) 1994")', () => {
    expect(relabel(yearOpeningTitle, 'Lind, A. (1993) 1994 Tide Data.', ['author', 'author', 'date', 'date', 'title', 'title'])).toEqual(['author', 'author', 'date', 'date', 'title', 'title']);
  });
});
