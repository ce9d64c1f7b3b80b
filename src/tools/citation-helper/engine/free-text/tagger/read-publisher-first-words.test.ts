import { describe, expect, it } from 'vitest';
import { readTaggedFields } from './read-tagged-fields';
import { tokenizeReference } from './tokenize-reference';

function read(text: string, labels: string[]) {
  const tokens = tokenizeReference(text);
  expect(labels).toHaveLength(tokens.length);
  return readTaggedFields(tokens, labels, true);
}

describe('a body named after a town', () => {
  it('keeps the town\'s word as its first', () => {
    const fields = read('Lind, A. (1990). Tide tables. Working Paper 12, Bergen College Department of Physics, 1991.', ['author', 'author', 'date', 'title', 'title', 'genre', 'genre', 'volume', 'location', 'publisher', 'publisher', 'publisher', 'publisher', 'date']);
    expect(fields.publisher).toBe('Bergen College Department of Physics');
    expect(fields['publisher-place']).toBeUndefined();
  });

  it('keeps a bracketed first word read as pages', () => {
    const fields = read('A. Lind, "Tide Tables," Report No. 7 (Lindqvist Institution Tidal Observatory, Bergen, 1977).', ['author', 'author', 'title', 'title', 'genre', 'volume', 'volume', 'pages', 'publisher', 'publisher', 'publisher', 'location', 'date']);
    expect(fields.publisher).toBe('Lindqvist Institution Tidal Observatory');
    expect(fields.page).toBeUndefined();
  });

  it('leaves a place closed by a comma or a colon', () => {
    expect(read('Lind, A. (1990). Tide tables. Bergen: University Press.', ['author', 'author', 'date', 'title', 'title', 'location', 'publisher', 'publisher'])['publisher-place']).toBe('Bergen');
  });
});
