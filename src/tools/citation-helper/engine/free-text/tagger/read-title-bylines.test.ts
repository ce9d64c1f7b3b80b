import { describe, expect, it } from 'vitest';
import { readTaggedFields } from './read-tagged-fields';
import { tokenizeReference } from './tokenize-reference';

/** The fields read after the repairs; every word tagged as the title, as the tagger does with these layouts. */
function readAllTitle(text: string, tail: string[] = []) {
  const tokens = tokenizeReference(text);
  const labels = tokens.map((_, k) => tail[k - (tokens.length - tail.length)] ?? 'title');
  return readTaggedFields(tokens, labels, true);
}

describe('title-first references with their authors after the title', () => {
  it('reads the names after "by" as the authors', () => {
    const fields = readAllTitle('The Pocket Atlas, by Mary Ellen Stone and Tom Reed, https://example.org/atlas.pdf', ['url']);
    expect(fields.title).toBe('The Pocket Atlas');
    expect(fields.author).toBe('Mary Ellen Stone and Tom Reed,');
  });

  it('reads names after a dash as the authors when they end the reference', () => {
    const fields = readAllTitle('Counting Trees - Ada Moss, Ben Hill');
    expect(fields.title).toBe('Counting Trees');
    expect(fields.author).toBe('Ada Moss, Ben Hill');
  });

  it('reads a name between the title and a bracketed year before a link as the author', () => {
    const fields = readAllTitle('Sparse grids for beginners, Clara Voss (2004) https://example.org/grids', ['date', 'url']);
    expect(fields.title).toBe('Sparse grids for beginners');
    expect(fields.author).toBe('Clara Voss');
  });

  it('reads a name followed by a container with an issue number', () => {
    const fields = readAllTitle('Folding paper boats, Ida Lund, The Paper Review, Issue 3, May 2009.', ['other', 'volume', 'date', 'date']);
    expect(fields.author).toBe('Ida Lund,');
    expect(fields['container-title']).toBe('The Paper Review');
  });

  it('does not read a place before a plain date as a person', () => {
    const fields = readAllTitle('Meeting #12, Sophia Antipolis, France, 3-5 May 2019', ['date', 'date', 'date']);
    expect(fields.author).toBeUndefined();
  });

  it('does not read a one-word "by" phrase or a possessive as names', () => {
    expect(readAllTitle('Learning by Doing, Wiley, 2001', ['date']).author).toBeUndefined();
    expect(readAllTitle("Fermat's Theorem, Euler's Proof, https://example.org/x", ['url']).author).toBeUndefined();
  });
});
