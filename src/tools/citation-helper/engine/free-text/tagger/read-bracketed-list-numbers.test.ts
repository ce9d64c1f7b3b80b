import { describe, expect, it } from 'vitest';
import { readTaggedFields } from './read-tagged-fields';
import { tokenizeReference } from './tokenize-reference';

function read(text: string, labels: string[]) {
  const tokens = tokenizeReference(text);
  expect(labels).toHaveLength(tokens.length);
  return readTaggedFields(tokens, labels, true);
}

describe('a list number in brackets read as a date', () => {
  it('is the entry\'s number, and the names after the title are found', () => {
    const fields = read('(3) Tide tables for small harbours. Ada Lindqvist. In "Harbour Notes", pp 10-12. Harbour Press, 1991.', ['date', 'title', 'title', 'title', 'title', 'title', 'title', 'title', 'container-title', 'container-title', 'container-title', 'pages', 'pages', 'publisher', 'publisher', 'date']);
    expect(fields.repaired?.[0]).toBe('citation-number');
    expect(fields.title).toBe('Tide tables for small harbours');
    expect(fields.author).toBe('Ada Lindqvist.');
    expect(fields.year).toBe('1991');
  });

  it('leaves a bracketed year', () => {
    expect(read('(1991) Tide tables.', ['date', 'title', 'title']).repaired?.[0]).toBe('date');
  });
});
