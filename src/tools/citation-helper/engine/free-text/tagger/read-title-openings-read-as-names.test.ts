import { describe, expect, it } from 'vitest';
import { titleOpeningReadAsName } from './read-title-openings-read-as-names';
import { relabel } from './relabel.test-helpers';

// Made-up references; the labels are what the tagger gave before the rule.
describe('a title\'s opening words read as a name (session 42)', () => {
  it('gives "A Short | Guide to Tides" its article back', () => {
    expect(relabel(titleOpeningReadAsName, 'A Short Guide to Tides, A.B. Lind', ['author', 'author', 'title', 'title', 'title', 'author', 'author'])).toEqual(['title', 'title', 'title', 'title', 'title', 'author', 'author']);
  });
  it('leaves an acronym alone as the author ("FJL Tide Tables")', () => {
    expect(relabel(titleOpeningReadAsName, 'FJL Tide Tables http://tides.org', ['author', 'title', 'title', 'url'])).toEqual(['author', 'title', 'title', 'url']);
  });
  it('gives "Linear Tides | and Waves" its first words back', () => {
    expect(relabel(titleOpeningReadAsName, 'Linear Tides and Waves. Fjord Press', ['author', 'author', 'title', 'title', 'publisher', 'publisher'])).toEqual(['title', 'title', 'title', 'title', 'publisher', 'publisher']);
  });
  it('leaves names closed by punctuation ("Lind, Ada. Tides")', () => {
    expect(relabel(titleOpeningReadAsName, 'Lind, Ada. Tides of Bergen', ['author', 'author', 'title', 'title', 'title'])).toEqual(['author', 'author', 'title', 'title', 'title']);
  });
  it('leaves a two-word name before a capitalised title ("Ada Lind Tides of Bergen")', () => {
    expect(relabel(titleOpeningReadAsName, 'Ada Lind Tides of Bergen', ['author', 'author', 'title', 'title', 'title'])).toEqual(['author', 'author', 'title', 'title', 'title']);
  });
});
