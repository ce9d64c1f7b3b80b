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
});
