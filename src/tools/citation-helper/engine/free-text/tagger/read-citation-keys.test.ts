import { describe, expect, it } from 'vitest';
import { labelCitationKey, withoutKeyBeforeNames } from './read-citation-keys';
import { readTaggedFields } from './read-tagged-fields';
import { tokenizeReference } from './tokenize-reference';

/** The labels after the key rule, for a reference whose every word the tagger called `label`. */
function keyLabels(reference: string, label = 'author'): string[] {
  const tokens = tokenizeReference(reference);
  const labels = tokens.map(() => label);
  labelCitationKey(tokens, labels);
  return labels;
}

describe('labelCitationKey', () => {
  it('labels an alphanumeric key opening a reference as its list label', () => {
    expect(keyLabels('[BW07] Brandt K, Weiss L.')).toEqual(['citation-number', 'author', 'author', 'author', 'author']);
    expect(keyLabels('[Okafor] Okafor, N.; Lind, T.')[0]).toBe('citation-number');
    expect(keyLabels('[MLP+19] A. Ruiz, B. Ngata.')[0]).toBe('citation-number');
  });

  it('labels a key after a list number', () => {
    expect(keyLabels('2. [Ruiz:2004:118] A. Ruiz,')).toEqual(['author', 'citation-number', 'citation-number', 'citation-number', 'author', 'author']);
  });

  it('leaves list numbers, style cues and keys later in the reference alone', () => {
    for (const reference of ['[3] A. Ruiz, B. Ngata.', '[Anonymous]. Annual report of the river board.', '[Online] River deltas.', 'Brandt K. [BW07] Weiss L.']) {
      expect(keyLabels(reference)).toEqual(tokenizeReference(reference).map(() => 'author'));
    }
  });

  it('keeps the key out of the names', () => {
    const tokens = tokenizeReference('[BW07] Brandt K, Weiss L. Mapping river deltas. J Hydrol 2007;12:44-51.');
    const labels = ['author', 'author', 'author', 'author', 'author', 'title', 'title', 'title', 'journal', 'journal', 'date', 'volume'];
    expect(readTaggedFields(tokens, labels, true).author).toBe('Brandt K, Weiss L.');
  });
});

describe('withoutKeyBeforeNames', () => {
  it('leaves out a key before names in the commonest shapes', () => {
    expect(withoutKeyBeforeNames('1. [Ruiz:2004:118] A. Ruiz and B. Ngata, Phys. Rev. B 70, 118 (2004).')).toBe('1. A. Ruiz and B. Ngata, Phys. Rev. B 70, 118 (2004).');
    expect(withoutKeyBeforeNames('[Okafor] Okafor, N.; Lind, T. Fuel 2011, 90, 12.')).toBe('Okafor, N.; Lind, T. Fuel 2011, 90, 12.');
    // Initials without full stops, before a name joined by "&" or "and".
    expect(withoutKeyBeforeNames('[RuizNgata] A Ruiz & B Ngata. Tidal Flats, 2nd ed.')).toBe('A Ruiz & B Ngata. Tidal Flats, 2nd ed.');
    expect(withoutKeyBeforeNames('[RN] A M Ruiz and B Ngata, Tidal Flats.')).toBe('A M Ruiz and B Ngata, Tidal Flats.');
  });

  it("leaves out an astronomy model's key before a capitalised name", () => {
    expect(withoutKeyBeforeNames('CCM89: Cardelli, Clayton, & Mathis 1989, ApJ, 345, 245')).toBe('Cardelli, Clayton, & Mathis 1989, ApJ, 345, 245');
    expect(withoutKeyBeforeNames("OD94: O'Donnell 1994, 422, 1580")).toBe("O'Donnell 1994, 422, 1580");
    // Not a word before a colon, nor a key before something else.
    for (const reference of ['Lambeck, K.: Geophysical Geodesy', 'ASCE-EWRI: The ASCE standardized reference', 'RL85: 1985, ApJ, 288']) expect(withoutKeyBeforeNames(reference)).toBe(reference);
  });

  it('keeps the key before a title, a given-first name, and numbers', () => {
    for (const reference of ['[DLMF] NIST Digital Library of Mathematical Functions.', '[Atlas] A Handbook of Tides.', '[Tides] A Tidal Atlas and Gazetteer.', '[Zhou11] Tianyi Zhou and Dacheng Tao, "GoDec", 2011.', '[3] A. Ruiz, Phys. Rev. B 70, 118 (2004).']) {
      expect(withoutKeyBeforeNames(reference)).toBe(reference);
    }
  });
});
