import { describe, expect, it } from 'vitest';
import { labelCitationKey } from './read-citation-keys';
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
