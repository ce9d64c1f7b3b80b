import { describe, expect, it } from 'vitest';
import { readTaggedFields } from './read-tagged-fields';
import { tokenizeReference } from './tokenize-reference';

function read(text: string, labels: string[]) {
  const tokens = tokenizeReference(text);
  expect(labels).toHaveLength(tokens.length);
  return readTaggedFields(tokens, labels, true);
}

describe('a journal acronym in mixed case after the names', () => {
  it('is the journal, not one more name', () => {
    const fields = read('Lind, A., Berg, T. and Moss, C., TdJ, 2013, https://example.org/x', ['author', 'author', 'author', 'author', 'author', 'author', 'author', 'author', 'date', 'url']);
    expect(fields.author).toBe('Lind, A., Berg, T. and Moss, C.,');
    expect(fields['container-title']).toBe('TdJ');
  });

  it('leaves an all-capitals word and a family name', () => {
    expect(read('Lind, A., NOAA, 2013.', ['author', 'author', 'author', 'date'])['container-title']).toBeUndefined();
    expect(read('Lind, A., Moss, 2013.', ['author', 'author', 'author', 'date'])['container-title']).toBeUndefined();
  });
});
