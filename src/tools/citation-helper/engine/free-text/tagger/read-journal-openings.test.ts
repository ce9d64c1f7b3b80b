import { describe, expect, it } from 'vitest';
import { readTaggedFields } from './read-tagged-fields';
import { tokenizeReference } from './tokenize-reference';

function read(text: string, labels: string[]) {
  const tokens = tokenizeReference(text);
  expect(tokens).toHaveLength(labels.length);
  return readTaggedFields(tokens, labels, true);
}

describe('a journal whose opening words the tagger read as a title', () => {
  it('joins a title running straight into the journal after the date', () => {
    const fields = read('Lund, I., & Berg, O. (2016), Quarterly Notes of the Royal Tidal Society, 463, 858.', [
      'author', 'author', 'author', 'author', 'author', 'date', 'title', 'title', 'title', 'title', 'journal', 'journal', 'journal', 'volume', 'pages',
    ]);
    expect(fields.title).toBeUndefined();
    expect(fields['container-title']).toBe('Quarterly Notes of the Royal Tidal Society');
    const one = read('Lund (1999). The Tidal Journal, 524, L35.', ['author', 'date', 'title', 'journal', 'journal', 'volume', 'pages']);
    expect(one['container-title']).toBe('The Tidal Journal');
  });

  it('gives the title back its last word when the journal\'s run holds the full stop that ends it', () => {
    const fields = read('Lund, I. (2009). On Reproducible Tidal Research. Journal of Applied Tides, 24(5), 833--847.', [
      'author', 'author', 'date', 'title', 'title', 'title', 'journal', 'journal', 'journal', 'journal', 'journal', 'volume', 'pages',
    ]);
    expect(fields.title).toBe('On Reproducible Tidal Research');
    expect(fields['container-title']).toBe('Journal of Applied Tides');
  });

  it('leaves a title closed by punctuation, or not after the date, or with more after the journal', () => {
    expect(read('Lund (1999). Tides and moonlight. Tidal Journal, 524, L35.', ['author', 'date', 'title', 'title', 'title', 'journal', 'journal', 'volume', 'pages']).title).toBe('Tides and moonlight');
    expect(read('Lund, Tides and moons Tidal Journal, 524, L35.', ['author', 'title', 'title', 'title', 'journal', 'journal', 'volume', 'pages']).title).toBe('Tides and moons');
    expect(read('Lund (1999). Tides and moons Tidal Journal 524, L35.', ['author', 'date', 'title', 'title', 'title', 'journal', 'journal', 'volume', 'pages']).title).toBe('Tides and moons');
    // A run of more than five words is a title the tagger cut short, and a comma inside the journal's run a title's end.
    const long = read('Lund (1999), Points for a General Many-Outlier Tide Procedure, Tidal Journal, 524, L35.', ['author', 'date', 'title', 'title', 'title', 'title', 'title', 'title', 'journal', 'journal', 'journal', 'volume', 'pages']);
    expect(long.title).toBe('Points for a General Many-Outlier Tide');
    const joined = read('Lund (1999), Tide Points Procedure,Tidology, 524, L35.', ['author', 'date', 'title', 'title', 'journal', 'journal', 'volume', 'pages']);
    expect(joined.title).toBe('Tide Points');
  });

  it('takes "No." the tagger ran into the journal out of its name', () => {
    const fields = read('Lund (1965), Trudy Inst. Tid. Oslo, No. 17, 1', ['author', 'date', 'journal', 'journal', 'journal', 'journal', 'journal', 'volume', 'pages']);
    expect(fields['container-title']).toBe('Trudy Inst. Tid. Oslo');
    expect(fields.volume).toBe('17');
  });
});
