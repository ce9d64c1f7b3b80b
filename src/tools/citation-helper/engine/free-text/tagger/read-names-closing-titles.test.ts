import { describe, expect, it } from 'vitest';
import { nameClosingTitle } from './read-names-closing-titles';
import { relabel } from './relabel.test-helpers';

// Made-up references; the labels are what the tagger gave before the rule.
describe('a name closing the title (session 42)', () => {
  it('takes "A.B. Lind." out of the title', () => {
    expect(relabel(nameClosingTitle, 'Tides and Waves. A.B. Lind. FJORD PRESS 1987', ['title', 'title', 'title', 'title', 'title', 'publisher', 'publisher', 'date'])).toEqual(['title', 'title', 'title', 'author', 'author', 'publisher', 'publisher', 'date']);
  });
  it('leaves a title ending in a name when the reference has its authors', () => {
    expect(relabel(nameClosingTitle, 'Lind, A. Notes on A. Berg. Fjord Press', ['author', 'author', 'title', 'title', 'title', 'title', 'publisher', 'publisher'])).toEqual(['author', 'author', 'title', 'title', 'title', 'title', 'publisher', 'publisher']);
  });
  it('leaves "… in St. Louis." (no initials)', () => {
    expect(relabel(nameClosingTitle, 'Tides and Waves. In St. Louis. Fjord', ['title', 'title', 'title', 'title', 'title', 'title', 'publisher'])).toEqual(['title', 'title', 'title', 'title', 'title', 'title', 'publisher']);
  });
});
