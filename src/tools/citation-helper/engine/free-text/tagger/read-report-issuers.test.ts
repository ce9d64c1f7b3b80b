import { describe, expect, it } from 'vitest';
import { readTaggedFields } from './read-tagged-fields';
import { tokenizeReference } from './tokenize-reference';

function read(text: string, labels: string[]) {
  const tokens = tokenizeReference(text);
  expect(labels).toHaveLength(tokens.length);
  return readTaggedFields(tokens, labels, true);
}

describe('a report\'s issuer and kind', () => {
  it('keeps "Working" with "Papers", out of the publisher', () => {
    const fields = read('Lind, A. 2010. "Tide Tables." Bergen University, Dept of Physics, Working Papers.', ['author', 'author', 'date', 'title', 'title', 'publisher', 'publisher', 'publisher', 'publisher', 'publisher', 'publisher', 'genre']);
    expect(fields.publisher).toBe('Bergen University, Dept of Physics');
  });

  it('reads a journal before a report\'s kind as its issuer', () => {
    const fields = read('Lind, A. 2004. "Tide Tables." Harbour Research Technical Report No. 43. Bergen, Norway.', ['author', 'author', 'date', 'title', 'title', 'journal', 'journal', 'genre', 'genre', 'other', 'volume', 'location', 'location']);
    expect(fields.publisher).toBe('Harbour Research');
    expect(fields['container-title']).toBeUndefined();
  });

  it('leaves a journal with its pages', () => {
    expect(read('Lind, A. 2004. "Tide Tables." Harbour Research Technical Report 4, 1-9.', ['author', 'author', 'date', 'title', 'title', 'journal', 'journal', 'genre', 'genre', 'volume', 'pages'])['container-title']).toBe('Harbour Research');
  });
});
