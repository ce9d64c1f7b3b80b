import { describe, expect, it } from 'vitest';
import { readTaggedFields } from './read-tagged-fields';
import { tokenizeReference } from './tokenize-reference';

function read(text: string, labels: string[]) {
  const tokens = tokenizeReference(text);
  expect(labels).toHaveLength(tokens.length);
  return readTaggedFields(tokens, labels, true);
}

const authors = (count: number) => Array.from({ length: count }, () => 'author');

describe('a title-first reference closed by commas, read as names', () => {
  it('opens with the title before a family name and a given name', () => {
    const fields = read('Reading Tide Tables and Harbour Charts, Lindqvist, Ada, 1999, Journal of Harbours.', [...authors(8), 'date', 'journal', 'journal', 'journal']);
    expect(fields.title).toBe('Reading Tide Tables and Harbour Charts');
    expect(fields.author).toBe('Lindqvist, Ada,');
  });

  it('opens with a title of several parts before full names joined by "and"', () => {
    const fields = read('Tide Tables For Small Harbours, Charts, and Maps, Ada Lindqvist and Otto B. Berg, 2001, Journal of Harbours.', [...authors(14), 'date', 'journal', 'journal', 'journal']);
    expect(fields.title).toBe('Tide Tables For Small Harbours, Charts, and Maps');
    expect(fields.author).toBe('Ada Lindqvist and Otto B. Berg,');
  });

  it('leaves a body named alone before its year', () => {
    expect(read('National Harbour and Tide Administration, 2011, Tide tables.', [...authors(5), 'date', 'title', 'title'])['author']).toBe('National Harbour and Tide Administration,');
  });

  it('leaves names only', () => {
    expect(read('Lindqvist, Ada, Berg, Otto, 2011, Tide tables.', [...authors(4), 'date', 'title', 'title'])['author']).toBe('Lindqvist, Ada, Berg, Otto,');
  });
});
