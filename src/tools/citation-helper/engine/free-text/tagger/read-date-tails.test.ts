import { describe, expect, it } from 'vitest';
import { readTaggedFields } from './read-tagged-fields';
import { tokenizeReference } from './tokenize-reference';

function read(text: string, labels: string[]) {
  const tokens = tokenizeReference(text);
  expect(labels).toHaveLength(tokens.length);
  return readTaggedFields(tokens, labels, true);
}

describe('the tail of a bracket opened in the date', () => {
  it('is not the title\'s opening after "(in press)"', () => {
    const fields = read('Lind, A. 2021 (in press). Tide tables for harbours. Harbour Review.', ['author', 'author', 'date', 'other', 'title', 'title', 'title', 'title', 'title', 'journal', 'journal']);
    expect(fields.title).toBe('Tide tables for harbours');
    expect(fields.year).toBe('2021');
  });

  it('is not the title\'s opening after a conference\'s days', () => {
    const fields = read('Lind, A. (2021, May 3-7): Tide tables for harbours. Harbour Congress.', ['author', 'author', 'date', 'date', 'title', 'title', 'title', 'title', 'title', 'journal', 'journal']);
    expect(fields.title).toBe('Tide tables for harbours');
    expect(fields.year).toBe('2021');
  });

  it('leaves a title that opens its own bracket', () => {
    const fields = read('Lind, A. 2021. (Tide) tables for harbours. Harbour Review.', ['author', 'author', 'date', 'title', 'title', 'title', 'title', 'journal', 'journal']);
    expect(fields.repaired?.[3]).toBe('title');
    expect(fields.title).toContain('tables for harbours');
  });
});
