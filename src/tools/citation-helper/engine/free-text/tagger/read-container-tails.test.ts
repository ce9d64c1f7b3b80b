import { describe, expect, it } from 'vitest';
import { readTaggedFields } from './read-tagged-fields';
import { tokenizeReference } from './tokenize-reference';

function read(text: string, labels: string[]) {
  const tokens = tokenizeReference(text);
  expect(labels).toHaveLength(tokens.length);
  return readTaggedFields(tokens, labels, true);
}

describe('a container cut short', () => {
  it('keeps a conference acronym in brackets after its name', () => {
    const fields = read('Lind, A. (2003). Tide tables. Workshop on Small Harbours (WSH), 11–19.', ['author', 'author', 'date', 'title', 'title', 'container-title', 'container-title', 'container-title', 'container-title', 'volume', 'pages']);
    expect(fields['container-title']).toBe('Workshop on Small Harbours (WSH)');
    expect(fields.volume).toBeUndefined();
  });

  it('runs a quoted journal to its closing quote', () => {
    const fields = read('Lind, A. (2014). Tide tables. "Bulletin of the Society for Harbour Studies", 65(1): 17-18.', ['author', 'author', 'date', 'title', 'title', 'journal', 'journal', 'title', 'title', 'title', 'journal', 'other', 'volume', 'pages']);
    expect(fields['container-title']).toBe('Bulletin of the Society for Harbour Studies');
  });

  it('runs a name ending on or before a function word to its comma or full stop', () => {
    expect(read('Lind, A. (2017). Tide tables. Harbour Studies: A Journal of the BHS. Preprint.', ['author', 'author', 'date', 'title', 'title', 'journal', 'journal', 'journal', 'journal', 'journal', 'note', 'note', 'note'])['container-title']).toBe('Harbour Studies: A Journal of the BHS');
    expect(read('Lind, A. (2017). Tide tables. Studies in the Harbours, 32: 4-16.', ['author', 'author', 'date', 'title', 'title', 'journal', 'note', 'note', 'note', 'volume', 'pages'])['container-title']).toBe('Studies in the Harbours');
  });

  it('leaves a container closed by punctuation and lower-case words after it', () => {
    expect(read('Lind, A. (2017). Tide tables. Harbour Studies, in press.', ['author', 'author', 'date', 'title', 'title', 'journal', 'journal', 'note', 'note'])['container-title']).toBe('Harbour Studies');
    expect(read('Lind, A. (2017). Tide tables. Harbour Studies in press.', ['author', 'author', 'date', 'title', 'title', 'journal', 'journal', 'note', 'note'])['container-title']).toBe('Harbour Studies');
  });
});
