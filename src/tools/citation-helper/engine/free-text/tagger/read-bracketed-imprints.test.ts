import { describe, expect, it } from 'vitest';
import { bracketedImprint } from './read-bracketed-imprints';
import { tokenizeReference } from './tokenize-reference';

/** The labels after the rule, for a reference tagged with one label a word. */
function relabel(text: string, labels: string[]): string[] {
  const tokens = tokenizeReference(text);
  expect(tokens).toHaveLength(labels.length);
  const result = [...labels];
  bracketedImprint(tokens, result);
  return result;
}

describe('bracketedImprint', () => {
  it('reads a bracketed imprint as publisher, place and year', () => {
    expect(relabel('O. Lind, Tidal Theory (Tidepress, Pisa, 1902).', ['author', 'author', 'title', 'title', 'location', 'location', 'date'])).toEqual(['author', 'author', 'title', 'title', 'publisher', 'location', 'date']);
    expect(relabel('O. Lind, Tidal Theory ( AMS,Providence ,1983 ).', ['author', 'author', 'title', 'title', 'other', 'publisher', 'publisher', 'other', 'date', 'other'])).toEqual(['author', 'author', 'title', 'title', 'other', 'publisher', 'location', 'other', 'date', 'other']);
    expect(relabel('O. Lind, Tides (Tidepress, Berlin, Heidelberg, 2007).', ['author', 'author', 'title', 'publisher', 'location', 'publisher', 'date'])).toEqual(['author', 'author', 'title', 'publisher', 'location', 'location', 'date']);
  });

  it('reverses the order only where the lexicons say the place came first', () => {
    expect(relabel('O. Lind, Tides (Amsterdam, Elsevier, 1990).', ['author', 'author', 'title', 'publisher', 'location', 'date'])).toEqual(['author', 'author', 'title', 'location', 'publisher', 'date']);
  });

  it('leaves brackets that are no imprint', () => {
    const editors = ['author', 'author', 'title', 'editor', 'editor', 'editor', 'date'];
    expect(relabel('O. Lind, Tides (Eds. Berg, Holm, 1990).', editors)).toEqual(editors);
    const chicago = ['author', 'author', 'title', 'location', 'location', 'location', 'location', 'date'];
    expect(relabel('O. Lind, Tides (Oslo, NO: Tide Press, 1990).', chicago)).toEqual(chicago);
    const company = ['author', 'author', 'title', 'location', 'location', 'date'];
    expect(relabel('O. Lind, Tides (Tidepress, Inc., 1990).', company)).toEqual(company);
    const cut = ['author', 'author', 'title', 'publisher', 'location', 'location', 'location', 'location', 'date'];
    expect(relabel('O. Lind, Tides (Tidepress Upper Saddle River, NJ, 1990).', cut)).toEqual(cut);
    const state = ['author', 'author', 'title', 'location', 'location', 'date'];
    expect(relabel('O. Lind, Tides (Hershey, Pa., 2010).', state)).toEqual(state);
    const dated = ['author', 'author', 'title', 'journal', 'volume', 'date'];
    expect(relabel('O. Lind, Tides, Estuar. 12 (1990).', dated)).toEqual(dated);
  });
});
