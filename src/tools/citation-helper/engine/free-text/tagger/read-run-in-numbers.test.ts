import { describe, expect, it } from 'vitest';
import { readTaggedFields } from './read-tagged-fields';
import { tokenizeReference } from './tokenize-reference';

function read(text: string, labels: string[]) {
  const tokens = tokenizeReference(text);
  expect(labels).toHaveLength(tokens.length);
  return readTaggedFields(tokens, labels, true);
}

describe('cues run into their numbers', () => {
  it('reads a run-in volume with its issue, and run-in pages', () => {
    const fields = read('Lind, A. Tide tables. Harb. Res. 1981. Vol12B(4) pp211-219.', ['author', 'author', 'title', 'title', 'journal', 'journal', 'date', 'other', 'doi']);
    expect([fields.volume, fields.issue, fields.page]).toEqual(['12B', '4', '211-219']);
  });

  it('reads a bracketed page after a publisher and a run-in issue after the volume', () => {
    expect(read('Lind et al. (2009), Tide Tables, Harbour Press (p.210)', ['author', 'author', 'author', 'date', 'title', 'title', 'publisher', 'publisher', 'location']).page).toBe('210');
    expect(read('Lind (2010), Tide tables, Harbours v.7 n.3', ['author', 'date', 'title', 'title', 'journal', 'volume', 'pages']).issue).toBe('3');
  });

  it('reads an issue range in brackets between the volume and the pages', () => {
    const fields = read('Lind, A. Tide tables. Harbour Studies, 1998, 80 (3-4), 15-22.', ['author', 'author', 'title', 'title', 'journal', 'journal', 'date', 'volume', 'pages', 'pages']);
    expect([fields.issue, fields.page]).toEqual(['3-4', '15-22']);
  });
});
