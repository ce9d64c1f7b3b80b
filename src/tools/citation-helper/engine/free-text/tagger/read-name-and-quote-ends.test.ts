import { describe, expect, it } from 'vitest';
import { readTaggedFields } from './read-tagged-fields';
import { tokenizeReference } from './tokenize-reference';

function read(text: string, labels: string[]) {
  const tokens = tokenizeReference(text);
  expect(labels).toHaveLength(tokens.length);
  return readTaggedFields(tokens, labels, true);
}
const repeat = (label: string, n: number) => Array<string>(n).fill(label);

describe('a Vancouver list ends at the initials closed by a full stop', () => {
  it('gives the word read on as a name back to the title', () => {
    const fields = read('Lind AB, Berg C, Moss T. TideNet: counting tides with a bucket. 2019.', [...repeat('author', 7), ...repeat('title', 5), 'date']);
    expect(fields.author).toBe('Lind AB, Berg C, Moss T.');
    expect(fields.title).toBe('TideNet: counting tides with a bucket');
  });

  it('leaves a given name with a middle initial', () => {
    const fields = read('Ada L. Lind, "Counting tides", 2019.', [...repeat('author', 3), ...repeat('title', 2), 'date']);
    expect(fields.author).toBe('Ada L. Lind,');
  });
});

describe('a quoted title\'s closing quote ends it', () => {
  it('gives the words after the quote that run into the journal to the journal', () => {
    const fields = read('Lind, A. ‘Counting Tides.’ Monthly Notes of the Tidal Society 17 (May 1977): 35–58.', ['author', 'author', 'title', 'title', 'title', 'title', 'title', 'title', 'journal', 'journal', 'volume', 'date', 'date', 'pages']);
    expect(fields.title).toBe('Counting Tides');
    expect(fields['container-title']).toBe('Monthly Notes of the Tidal Society');
  });
});

describe('an opening closed by "et al." is a list of names', () => {
  it('keeps the journal\'s abbreviations after it', () => {
    const fields = read('Lind et al., J. Tide Theory Comput. 15, 906-915 (2019)', ['author', 'author', 'author', 'journal', 'journal', 'journal', 'journal', 'volume', 'pages', 'date']);
    expect(fields.author).toBe('Lind et al.,');
    expect(fields['container-title']).toBe('J. Tide Theory Comput');
  });
});
