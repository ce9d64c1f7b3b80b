import { describe, expect, it } from 'vitest';
import { publisherHead } from './read-publisher-heads';
import { readTaggedFields } from './read-tagged-fields';
import { tokenizeReference } from './tokenize-reference';

describe('a publisher\'s head', () => {
  it('takes the firm\'s name before its legal form', () => {
    const text = 'Fjordtek AS. “Tide gauge manual.” Fjordtek AS, May 3, 2021.';
    const fields = readTaggedFields(tokenizeReference(text), ['author', 'author', 'title', 'title', 'title', 'location', 'publisher', 'date', 'date', 'date'], true);
    expect(fields.publisher).toBe('Fjordtek AS');
    expect(fields['publisher-place']).toBeUndefined();
  });

  it('leaves the work\'s kind out of the publisher', () => {
    const text = 'Lind, A. (2006) Tides of the fjords. Manuscript, Harbour University Bergen.';
    const fields = readTaggedFields(tokenizeReference(text), ['author', 'author', 'date', 'title', 'title', 'title', 'title', 'publisher', 'publisher', 'publisher', 'publisher'], true);
    expect(fields.publisher).toBe('Harbour University Bergen');
    expect(fields.genre).toBe('Manuscript');
  });

  it('leaves a place before a publisher with its own name', () => {
    const tokens = tokenizeReference('Bergen: Fjord Press Ltd.');
    const labels = ['location', 'publisher', 'publisher', 'publisher'];
    publisherHead(tokens, labels);
    expect(labels).toEqual(['location', 'publisher', 'publisher', 'publisher']);
  });
});
