import { describe, expect, it } from 'vitest';
import { readTaggedFields } from './read-tagged-fields';
import { tokenizeReference } from './tokenize-reference';

function read(text: string, labels: string[]) {
  const tokens = tokenizeReference(text);
  expect(labels).toHaveLength(tokens.length);
  return readTaggedFields(tokens, labels, true);
}

describe('a word run on after compact initials', () => {
  it('opens the title', () => {
    const fields = read('Lindqvist, A.B. Harbour Tide Tables. Harbour Press, 1987.', ['author', 'author', 'author', 'title', 'title', 'publisher', 'publisher', 'date']);
    expect(fields.author).toBe('Lindqvist, A.B.');
    expect(fields.title).toBe('Harbour Tide Tables');
  });

  it('leaves a given name after a single initial', () => {
    expect(read('Lindqvist, A. Berg. Tide Tables. 1987.', ['author', 'author', 'author', 'title', 'title', 'date']).author).toBe('Lindqvist, A. Berg.');
  });
});
