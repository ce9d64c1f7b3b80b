import { describe, expect, it } from 'vitest';
import { readTaggedFields } from './read-tagged-fields';
import { tokenizeReference } from './tokenize-reference';

function read(text: string, labels: string[]) {
  const tokens = tokenizeReference(text);
  expect(labels).toHaveLength(tokens.length);
  return readTaggedFields(tokens, labels, true);
}

describe('a preprint server named alone before the DOI', () => {
  it('is the container', () => {
    const fields = read('Lind, A. (2021). Tide tables for small harbours. medRxiv. DOI: https://doi.org/10.1101/2021.01.01.000001', ['author', 'author', 'date', 'title', 'title', 'title', 'title', 'title', 'doi', 'doi', 'doi']);
    expect(fields['container-title']).toBe('medRxiv');
    expect(fields.DOI).toBe('10.1101/2021.01.01.000001');
  });

  it('leaves the server\'s name inside a title', () => {
    expect(read('Lind, A. (2021). Tide tables on arXiv, and after. https://example.org', ['author', 'author', 'date', 'title', 'title', 'title', 'title', 'title', 'title', 'url'])['container-title']).toBeUndefined();
  });
});

describe('a preprint server named alone before the year', () => {
  it('is the container, not an identifier', () => {
    const fields = read('A. Lind et al., "Tide tables for small harbours" arXiv (2026)', ['author', 'author', 'author', 'author', 'title', 'title', 'title', 'title', 'title', 'identifier', 'date']);
    expect(fields['container-title']).toBe('arXiv');
    expect(fields.year).toBe('2026');
  });
});
