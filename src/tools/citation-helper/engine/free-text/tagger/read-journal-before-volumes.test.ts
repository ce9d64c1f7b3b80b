import { describe, expect, it } from 'vitest';
import { readTaggedFields } from './read-tagged-fields';
import { tokenizeReference } from './tokenize-reference';

function read(text: string, labels: string[]) {
  const tokens = tokenizeReference(text);
  expect(labels).toHaveLength(tokens.length);
  return readTaggedFields(tokens, labels, true);
}

describe('a publisher before the year, a volume and pages', () => {
  it('is the journal', () => {
    const fields = read('Lind, A. Tide tables. HRSJ, 1980, 77 (3), 1632-1636.', ['author', 'author', 'title', 'title', 'publisher', 'date', 'volume', 'volume', 'pages']);
    expect(fields['container-title']).toBe('HRSJ');
    expect(fields.journal).toBe(true);
    expect(fields.publisher).toBeUndefined();
  });

  it('leaves a publisher before a year alone', () => {
    expect(read('Lind, A. Tide tables. Harbour Press, 1980.', ['author', 'author', 'title', 'title', 'publisher', 'publisher', 'date']).publisher).toBe('Harbour Press');
  });
});
