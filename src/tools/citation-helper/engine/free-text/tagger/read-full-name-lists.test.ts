import { describe, expect, it } from 'vitest';
import { readTaggedFields } from './read-tagged-fields';
import { tokenizeReference } from './tokenize-reference';

function read(text: string, labels: string[]) {
  const tokens = tokenizeReference(text);
  expect(labels).toHaveLength(tokens.length);
  return readTaggedFields(tokens, labels, true);
}
const repeat = (label: string, n: number) => Array<string>(n).fill(label);

describe('a list of full names whose last name was read as the title', () => {
  it('takes the last name back after two names closed by commas', () => {
    const fields = read('Ada Lind, Tomas Berg, Ida Moss, tidal: a fast tide table builder, Coastal Notes, 2019', [...repeat('author', 4), ...repeat('title', 8), 'journal', 'journal', 'date']);
    expect(fields.author).toBe('Ada Lind, Tomas Berg, Ida Moss,');
    expect(fields.title).toBe('tidal: a fast tide table builder');
  });

  it('takes it back after one name when a full stop closes it', () => {
    const fields = read('Ada Lind, Tomas Berg. Counting tides with a bucket. 2019.', [...repeat('author', 2), ...repeat('title', 7), 'date']);
    expect(fields.author).toBe('Ada Lind, Tomas Berg.');
    expect(fields.title).toBe('Counting tides with a bucket');
  });

  it('leaves a title after one name closed by a comma, and names with initials', () => {
    expect(read('Ada Lind, Deep Water, a survey of tides, 2019', [...repeat('author', 2), ...repeat('title', 6), 'date']).author).toBe('Ada Lind,');
    expect(read('A. Lind, T. Berg, Deep Water. A survey of tides, 2019', [...repeat('author', 4), ...repeat('title', 6), 'date']).author).toBe('A. Lind, T. Berg,');
  });
});

describe('an issue read as the volume', () => {
  it('reads the second of two numbers before the pages as the issue', () => {
    const fields = read('Lind, A. (2001) Tides. J. Tide Chem. B 102, 18, 3586 (1998)', ['author', 'author', 'date', 'title', 'journal', 'journal', 'journal', 'journal', 'volume', 'volume', 'pages', 'date']);
    expect(fields.volume).toBe('102');
    expect(fields.issue).toBe('18');
    expect(fields.page).toBe('3586');
  });

  it('leaves a volume of one number', () => {
    const fields = read('Lind, A. (2001) Tides. Tide Review, 111, 333–367.', ['author', 'author', 'date', 'title', 'journal', 'journal', 'volume', 'pages']);
    expect(fields.volume).toBe('111');
    expect(fields.issue).toBeUndefined();
  });
});
