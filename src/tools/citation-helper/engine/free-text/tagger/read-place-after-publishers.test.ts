import { describe, expect, it } from 'vitest';
import { readTaggedFields } from './read-tagged-fields';
import { tokenizeReference } from './tokenize-reference';

function read(text: string, labels: string[]) {
  const tokens = tokenizeReference(text);
  expect(labels).toHaveLength(tokens.length);
  return readTaggedFields(tokens, labels, true);
}

describe('a publisher named after its town, the town after it', () => {
  it('keeps the town in the publisher\'s name', () => {
    const fields = read('Lind, A. (2012). Tide tables. In: Harbour Days, Bergen University, Bergen, pp. 2-9.', ['author', 'author', 'date', 'title', 'title', 'other', 'container-title', 'container-title', 'location', 'publisher', 'location', 'pages', 'pages']);
    expect(fields.publisher).toBe('Bergen University');
    expect(fields['publisher-place']).toBe('Bergen');
  });

  it('leaves a place closed by its comma', () => {
    expect(read('Lind, A. (2012). Tide tables. Bergen, University Press, Oslo.', ['author', 'author', 'date', 'title', 'title', 'location', 'publisher', 'publisher', 'location']).publisher).toBe('University Press');
  });
});
