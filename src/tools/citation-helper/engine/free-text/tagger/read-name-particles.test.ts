import { describe, expect, it } from 'vitest';
import { readTaggedFields } from './read-tagged-fields';
import { tokenizeReference } from './tokenize-reference';

function read(text: string, labels: string[]) {
  const tokens = tokenizeReference(text);
  expect(labels).toHaveLength(tokens.length);
  return readTaggedFields(tokens, labels, true);
}

describe('a family name’s particles cut after the capitalised one', () => {
  it('keeps "der Berg" in the name, out of the title', () => {
    const fields = read('A. Van der Berg "Tide Tables for Small Harbours" (Doctoral thesis)', ['author', 'author', 'title', 'title', 'title', 'title', 'title', 'title', 'title', 'other', 'other']);
    expect(fields.author).toBe('A. Van der Berg');
    expect(fields.title).toBe('Tide Tables for Small Harbours');
  });

  it('leaves a title that opens with a lower-case word after a name', () => {
    expect(read('A. Van. de novo Tides in Harbours.', ['author', 'author', 'title', 'title', 'title', 'title', 'title']).repaired?.[2]).toBe('title');
  });

  it('gives a one-word title before the journal back to a name closed by a capitalised particle', () => {
    const fields = read('Ada B. Lind and Carl D. De Berg JOURNAL OF TIDE PHYSICS 12, 3-9 (1985)', ['author', 'author', 'author', 'author', 'author', 'author', 'author', 'title', 'journal', 'journal', 'journal', 'journal', 'volume', 'pages', 'date']);
    expect(fields.author).toBe('Ada B. Lind and Carl D. De Berg');
    expect(fields.title).toBeUndefined();
  });

  it('leaves a one-word title after a particle when the reference has a title of more words', () => {
    const fields = read('Carl De Tides. Harbour works. Tide Review 12, 3-9', ['author', 'author', 'title', 'title', 'title', 'journal', 'journal', 'volume', 'pages']);
    expect(fields.repaired?.[2]).toBe('title');
  });
});
