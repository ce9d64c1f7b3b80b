import { describe, expect, it } from 'vitest';
import { bylineInsideNames } from './read-by-lines-in-names';
import { relabel } from './relabel.test-helpers';

// Made-up references; the labels are what the tagger gave before the rule.
describe('a "by" line read into the names (session 42)', () => {
  it('reads "TideMaker, by Ada Lind, Fjord State University," as title, author and publisher', () => {
    expect(relabel(bylineInsideNames, 'TideMaker, by Ada Lind, Fjord State University, http://tide.org', ['author', 'author', 'author', 'author', 'title', 'title', 'title', 'url'])).toEqual([
      'title', 'other', 'author', 'author', 'publisher', 'publisher', 'publisher', 'url',
    ]);
  });
  it('leaves names without "by"', () => {
    expect(relabel(bylineInsideNames, 'Lind, Ada, Berg, Tomas, Tides', ['author', 'author', 'author', 'author', 'title'])).toEqual(['author', 'author', 'author', 'author', 'title']);
  });
});
