import { describe, expect, it } from 'vitest';
import { familyClosingNames, titleAfterEtAl, titleAfterLastJoinedName, titleWordReadAsName } from './read-name-list-ends';
import { tokenizeReference } from './tokenize-reference';

/** The labels after a rule, for a reference tagged with one label a word. */
function relabel(rule: typeof titleAfterEtAl, text: string, labels: string[]): string[] {
  const tokens = tokenizeReference(text);
  expect(tokens).toHaveLength(labels.length);
  const result = [...labels];
  rule(tokens, result);
  return result;
}

describe('titleAfterEtAl', () => {
  it('ends the names at a sentence-closing "et al."', () => {
    expect(relabel(titleAfterEtAl, 'Lind, Oskar J., et al. Quiet, Slow Tidal Bores. Tides 4, 2020.', ['author', 'author', 'author', 'author', 'author', 'author', 'title', 'title', 'title', 'journal', 'volume', 'date'])).toEqual(['author', 'author', 'author', 'author', 'author', 'title', 'title', 'title', 'title', 'journal', 'volume', 'date']);
  });

  it('leaves "et al.," inside a list, and names with no title after them', () => {
    const inside = ['author', 'author', 'author', 'author', 'author', 'author', 'title', 'title'];
    expect(relabel(titleAfterEtAl, 'Lind, O., et al., Berg, K. Tidal bores.', inside)).toEqual(inside);
    const body = ['author', 'author', 'author', 'author', 'author', 'author', 'title', 'title'];
    expect(relabel(titleAfterEtAl, 'K. Lind et al. (CDF Collaboration), talk given', body)).toEqual(body);
    const noTitle = ['author', 'author', 'author', 'author', 'author', 'date'];
    expect(relabel(titleAfterEtAl, 'Lind, O., et al. Berg (2020)', noTitle)).toEqual(noTitle);
  });
});

describe('titleAfterLastJoinedName', () => {
  it('ends an initials-first list at the name after its last "and"', () => {
    expect(relabel(titleAfterLastJoinedName, 'K. Lind, O. Berg, and T. Ekman, Tides, Bores, and Waves, 2nd ed.', ['author', 'author', 'author', 'author', 'author', 'author', 'author', 'author', 'author', 'title', 'title', 'edition', 'edition'])).toEqual(['author', 'author', 'author', 'author', 'author', 'author', 'author', 'title', 'title', 'title', 'title', 'edition', 'edition']);
  });

  it('keeps a suffix, a second list and family-first names', () => {
    const suffix = ['author', 'author', 'author', 'author', 'author', 'author', 'title', 'title'];
    expect(relabel(titleAfterLastJoinedName, 'K. Lind and T. Ekman, Jr., Tidal bores.', suffix)).toEqual(suffix);
    const twoLists = ['author', 'author', 'author', 'author', 'author', 'author', 'author', 'author', 'author', 'title', 'title'];
    expect(relabel(titleAfterLastJoinedName, 'K. Lind and T. Ekman, A. Berg, O. Holm, Tidal bores.', twoLists)).toEqual(twoLists);
    const familyFirst = ['author', 'author', 'author', 'author', 'author', 'author', 'title', 'title'];
    expect(relabel(titleAfterLastJoinedName, 'Lind, K. and Ekman, T., Holm, Tidal bores.', familyFirst)).toEqual(familyFirst);
  });
});

describe('titleWordReadAsName', () => {
  it('reads one opening word with no punctuation, run into the title, as the title', () => {
    expect(relabel(titleWordReadAsName, '[1] Efficient tidal bores, Lind, K. 2004', ['citation-number', 'author', 'title', 'title', 'author', 'author', 'date'])).toEqual(['citation-number', 'title', 'title', 'title', 'author', 'author', 'date']);
    expect(relabel(titleWordReadAsName, 'New tide tables https://example.org', ['author', 'title', 'title', 'url'])).toEqual(['title', 'title', 'title', 'url']);
  });

  it('leaves names with their punctuation, two words, a lone initial and an acronym', () => {
    const acronym = ['author', 'title', 'title', 'url'];
    expect(relabel(titleWordReadAsName, 'NOAA Tide tables https://example.org', acronym)).toEqual(acronym);
    const closed = ['author', 'title', 'title', 'date'];
    expect(relabel(titleWordReadAsName, 'Lind. Tidal bores 2004', closed)).toEqual(closed);
    const two = ['author', 'author', 'title', 'title', 'date'];
    expect(relabel(titleWordReadAsName, 'Karl Lind Tidal bores 2004', two)).toEqual(two);
    const initial = ['author', 'title', 'title', 'date'];
    expect(relabel(titleWordReadAsName, 'K Tidal bores 2004', initial)).toEqual(initial);
  });
});

describe('familyClosingNames', () => {
  it('takes the closed family name the title opened with back into an unclosed name', () => {
    const labels = ['author', 'author', 'author', 'author', 'author', 'title', 'title', 'title'];
    expect(relabel(familyClosingNames, 'Lind, Karl, and O. Nils Holm. Tidal bores.', labels)).toEqual(['author', 'author', 'author', 'author', 'author', 'author', 'title', 'title']);
  });

  it('leaves names closed by their punctuation, a name not after an initial or "and", and a title of one word', () => {
    const closed = ['author', 'author', 'author', 'author', 'title', 'title'];
    expect(relabel(familyClosingNames, 'Lind, Karl, and Holm. Tidal bores.', closed)).toEqual(closed);
    const body = ['author', 'author', 'title', 'title', 'title'];
    expect(relabel(familyClosingNames, 'Tide Office Annual. Tidal bores.', body)).toEqual(body);
    const alone = ['author', 'author', 'author', 'author', 'author', 'title', 'date'];
    expect(relabel(familyClosingNames, 'Lind, Karl, and O. Nils Tides. 2004', alone)).toEqual(alone);
  });
});
