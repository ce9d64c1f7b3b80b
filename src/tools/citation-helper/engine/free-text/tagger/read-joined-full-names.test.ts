import { describe, expect, it } from 'vitest';
import { readTaggedFields } from './read-tagged-fields';
import { tokenizeReference } from './tokenize-reference';

function read(text: string, labels: string[]) {
  const tokens = tokenizeReference(text);
  expect(labels).toHaveLength(tokens.length);
  return readTaggedFields(tokens, labels, true);
}

describe('the last two full names, joined by "and", read as the title', () => {
  it('are the last authors', () => {
    const fields = read('Ada Lind, Tomas Berg, Carl Moss and Ida Holm-Berg. Tide Tables for Small Harbours. Harbour Days, pages 1-9, 1999.', ['author', 'author', 'author', 'author', 'title', 'title', 'title', 'title', 'title', 'title', 'title', 'title', 'title', 'title', 'container-title', 'container-title', 'pages', 'pages', 'date']);
    expect(fields.author).toBe('Ada Lind, Tomas Berg, Carl Moss and Ida Holm-Berg.');
    expect(fields.title).toBe('Tide Tables for Small Harbours');
  });

  it('are the last authors when a semicolon closes them', () => {
    const fields = read('Ada Lind, Carl Moss and Ida Berg; Tide tables for small harbours. Harb. Days 9 (1999), 1-9', ['author', 'author', 'title', 'title', 'title', 'title', 'title', 'title', 'title', 'title', 'title', 'title', 'journal', 'journal', 'volume', 'date', 'pages']);
    expect(fields.author).toBe('Ada Lind, Carl Moss and Ida Berg;');
    expect(fields.title).toBe('Tide tables for small harbours');
  });

  it('leaves a title that only opens with capitalised words', () => {
    const fields = read('Ada Lind, Tomas Berg, Tide Tables and Small Harbours. Harbour Days, 1999.', ['author', 'author', 'author', 'author', 'title', 'title', 'title', 'title', 'title', 'container-title', 'container-title', 'date']);
    expect(fields.title).toBe('Tide Tables and Small Harbours');
  });
});
