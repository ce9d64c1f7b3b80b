import { describe, expect, it } from 'vitest';
import { namesAfterQuotedOpeningTitle } from './read-quoted-title-bylines';
import { tokenizeReference } from './tokenize-reference';

/** The labels after the rule, for a reference tagged with one label a word. */
function relabel(text: string, labels: string[]): string[] {
  const tokens = tokenizeReference(text);
  expect(tokens).toHaveLength(labels.length);
  const result = [...labels];
  namesAfterQuotedOpeningTitle(tokens, result);
  return result;
}

const title = (n: number) => Array<string>(n).fill('title');
const journal = (n: number) => Array<string>(n).fill('journal');
const author = (n: number) => Array<string>(n).fill('author');

describe('namesAfterQuotedOpeningTitle', () => {
  it('reads full names after a quoted opening title as its authors, before the journal', () => {
    expect(relabel('"Tidal flats of the north", Hanna Berg, Estuarine Science Letters, 1991.', [...title(5), ...journal(5), 'date'])).toEqual([...title(5), ...author(2), ...journal(3), 'date']);
    expect(relabel('"Silt in rivers", Otto Lind, Mia Sand, and Per Holm, Geophys. Lett. 12, 33 (2001).', [...title(3), 'title', 'title', ...journal(7), 'volume', 'pages', 'date'])).toEqual([...title(3), ...author(7), ...journal(2), 'volume', 'pages', 'date']);
  });

  it('reads an inverted first name before more names (MLA)', () => {
    expect(relabel('"Silt in rivers.", Lind, Otto, Mia Sand, and Per Holm, River studies, 2009.', [...title(3), ...journal(9), 'date'])).toEqual([...title(3), ...author(7), ...journal(2), 'date']);
  });

  it('takes a list of initials-first names the tagger found only the end of, and a last name that ends the reference', () => {
    expect(relabel('"Silt in rivers", O. Lind, M. Sand, and P. Holm, Geophys. Lett. 12 (2001).', [...title(3), 'other', 'other', 'journal', 'journal', 'author', 'author', 'author', ...journal(2), 'volume', 'date'])).toEqual([...title(3), ...author(7), ...journal(2), 'volume', 'date']);
    expect(relabel('"Tidal Tables", O. Lind, P. Holm', [...title(2), 'author', 'author', 'author', 'date'])).toEqual([...title(2), ...author(4)]);
    expect(relabel('"Silt", O. Lind, M. Sand, and P. Holm, Geophys. Lett. 12 (2001).', ['title', 'editor', 'editor', 'editor', 'editor', 'author', 'author', 'author', ...journal(2), 'volume', 'date'])).toEqual(['title', ...author(7), ...journal(2), 'volume', 'date']);
  });

  it('leaves a lone name-shaped journal before its numbers or a link, and references that open with names', () => {
    const journalOnly = [...title(2), ...journal(2), 'volume', 'date'];
    expect(relabel('"Tidal flats", Estuarine Letters, 5, 2009.', journalOnly)).toEqual(journalOnly);
    const linked = [...title(2), ...journal(2), 'doi'];
    expect(relabel('"Tidal flats", Estuarine Letters, doi:10.1000/xyz', linked)).toEqual(linked);
    const authorFirst = ['author', 'author', ...title(3), ...journal(2), 'date'];
    expect(relabel('Hanna Berg, "Tidal flats here", Estuarine Letters, 2009.', authorFirst)).toEqual(authorFirst);
  });

  it('leaves the names when the tagger found authors outside them', () => {
    const labels = ['author', ...title(3), 'other', 'other', ...journal(2), 'date'];
    expect(relabel('Berg: "Silt in rivers", Otto Lind, Geophys. Lett., 2001.', labels)).toEqual(labels);
  });
});
