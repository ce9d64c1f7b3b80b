import { describe, expect, it } from 'vitest';
import { readTaggedFields } from './read-tagged-fields';
import { tokenizeReference } from './tokenize-reference';

function read(text: string, labels: string[]) {
  const tokens = tokenizeReference(text);
  expect(labels).toHaveLength(tokens.length);
  return readTaggedFields(tokens, labels, true);
}

describe('an issue cue run into its number', () => {
  it('reads "No.3," before the pages as the issue', () => {
    const fields = read('Lind, A. (2000). Tides. Tide Journal, Vol.12, No.3, pp 18-29.', ['author', 'author', 'date', 'title', 'journal', 'journal', 'volume', 'pages', 'pages', 'pages']);
    expect(fields.volume).toBe('12');
    expect(fields.issue).toBe('3');
    expect(fields.page).toBe('18-29');
  });
});

describe('a reference in a script without capitals', () => {
  it('reads the words before the year as the author and those after it as the title', () => {
    const fields = read('สมชาย ใจดี 2015. ภาษาไทย https://example.org/posts/1', ['identifier', 'date', 'date', 'url', 'url']);
    expect(fields.author).toBe('สมชาย ใจดี');
    expect(fields.title).toBe('ภาษาไทย');
    expect(fields.year).toBe('2015');
  });

  it('leaves references in scripts with capitals', () => {
    const fields = read('Lind Moss 2015. Tides https://example.org/posts/1', ['author', 'author', 'date', 'title', 'url']);
    expect(fields.author).toBe('Lind Moss');
    expect(fields.title).toBe('Tides');
  });
});
