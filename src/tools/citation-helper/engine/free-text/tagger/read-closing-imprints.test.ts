import { describe, expect, it } from 'vitest';
import { readTaggedFields } from './read-tagged-fields';
import { tokenizeReference } from './tokenize-reference';

function read(text: string, labels: string[]) {
  const tokens = tokenizeReference(text);
  expect(tokens).toHaveLength(labels.length);
  return readTaggedFields(tokens, labels, true);
}

describe('a site named by its domain after a quoted title', () => {
  it('is the container', () => {
    const fields = read('"Ships of the Harbour," harbourlists.org, May 5, 2013.', ['title', 'title', 'title', 'title', 'genre', 'date', 'date', 'date']);
    expect(fields.title).toBe('Ships of the Harbour');
    expect(fields['container-title']).toBe('harbourlists.org');
  });

  it('is not taken when more than a date or link follows it', () => {
    const fields = read('"Ships of the Harbour," harbourlists.org, Harbour Press, 2013.', ['title', 'title', 'title', 'title', 'genre', 'publisher', 'publisher', 'date']);
    expect(fields['container-title']).toBeUndefined();
  });
});

describe('"Place: Publisher" closing the reference after the date', () => {
  it('is the imprint, not a second title', () => {
    const fields = read('K Lind: Tide Tables, 1971, Bergen: Harbour Press.', ['author', 'author', 'title', 'title', 'date', 'title', 'title', 'title']);
    expect(fields.title).toBe('Tide Tables');
    expect(fields['publisher-place']).toBe('Bergen');
    expect(fields.publisher).toBe('Harbour Press');
  });

  it('is left alone when a publisher was read', () => {
    const fields = read('K Lind: Tide Tables, 1971, Bergen: Harbour Press.', ['author', 'author', 'title', 'title', 'date', 'title', 'publisher', 'publisher']);
    expect(fields['publisher-place']).toBeUndefined();
  });
});
