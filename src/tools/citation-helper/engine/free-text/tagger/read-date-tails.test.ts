import { describe, expect, it } from 'vitest';
import { readTaggedFields } from './read-tagged-fields';
import { tokenizeReference } from './tokenize-reference';

function read(text: string, labels: string[]) {
  const tokens = tokenizeReference(text);
  expect(labels).toHaveLength(tokens.length);
  return readTaggedFields(tokens, labels, true);
}

describe('the tail of a bracket opened in the date', () => {
  it('is not the title\'s opening after "(in press)"', () => {
    const fields = read('Lind, A. 2021 (in press). Tide tables for harbours. Harbour Review.', ['author', 'author', 'date', 'other', 'title', 'title', 'title', 'title', 'title', 'journal', 'journal']);
    expect(fields.title).toBe('Tide tables for harbours');
    expect(fields.year).toBe('2021');
  });

  it('is not the title\'s opening after a conference\'s days', () => {
    const fields = read('Lind, A. (2021, May 3-7): Tide tables for harbours. Harbour Congress.', ['author', 'author', 'date', 'date', 'title', 'title', 'title', 'title', 'title', 'journal', 'journal']);
    expect(fields.title).toBe('Tide tables for harbours');
    expect(fields.year).toBe('2021');
  });

  it('leaves a title that opens its own bracket', () => {
    const fields = read('Lind, A. 2021. (Tide) tables for harbours. Harbour Review.', ['author', 'author', 'date', 'title', 'title', 'title', 'title', 'journal', 'journal']);
    expect(fields.repaired?.[3]).toBe('title');
    expect(fields.title).toContain('tables for harbours');
  });
});

describe('a month after the year and its comma', () => {
  it('is the date\'s, not the title\'s first word ("2019, March.")', () => {
    const fields = read('Lind, A. and Berg, C., 2019, March. Tide tables for harbours. In Harbour Congress pp. 3-9.', ['author', 'author', 'author', 'author', 'author', 'date', 'title', 'title', 'title', 'title', 'title', 'container-title', 'container-title', 'container-title', 'other', 'pages']);
    expect(fields.title).toBe('Tide tables for harbours');
    expect(fields.year).toBe('2019');
    expect(fields.month).toBe(3);
  });

  it('takes the day with it ("2019, March 12.")', () => {
    const fields = read('Lind, A., 2019, March 12. Tide tables for harbours. Harbour Review.', ['author', 'author', 'date', 'title', 'title', 'title', 'title', 'title', 'title', 'journal', 'journal']);
    expect(fields.title).toBe('Tide tables for harbours');
    expect(fields.day).toBe(12);
  });

  it('leaves a title that opens with a month\'s name and no full stop', () => {
    const fields = read('Lind, A., 2019, May the tides be kind. Harbour Review.', ['author', 'author', 'date', 'title', 'title', 'title', 'title', 'title', 'journal', 'journal']);
    expect(fields.title).toBe('May the tides be kind');
  });
});
