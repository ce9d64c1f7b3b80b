import { describe, expect, it } from 'vitest';
import { readTaggedFields } from './read-tagged-fields';
import { tokenizeReference } from './tokenize-reference';

function read(text: string, labels: string[]) {
  const tokens = tokenizeReference(text);
  expect(tokens).toHaveLength(labels.length);
  return readTaggedFields(tokens, labels, true);
}

describe('a city left at the end of the publisher before a region', () => {
  it('is the place', () => {
    const fields = read('Lind, K. Tide Tables. Harbour University, Glen Ferry, New Zealand.', ['author', 'author', 'title', 'title', 'publisher', 'publisher', 'publisher', 'publisher', 'location', 'location']);
    expect(fields.publisher).toBe('Harbour University');
    expect(fields['publisher-place']).toBe('Glen Ferry, New Zealand');
  });

  it('is left alone when the place is not a region', () => {
    const fields = read('Lind, K. Tide Tables. Harbour University, Glen Ferry, Bergen.', ['author', 'author', 'title', 'title', 'publisher', 'publisher', 'publisher', 'publisher', 'location']);
    expect(fields.publisher).toBe('Harbour University, Glen Ferry');
  });
});
