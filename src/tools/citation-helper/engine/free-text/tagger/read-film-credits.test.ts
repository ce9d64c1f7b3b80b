import { describe, expect, it } from 'vitest';
import { filmCredits } from './read-film-credits';
import { tokenizeReference } from './tokenize-reference';

/** The labels after the rule, for a reference tagged with one label a word. */
function relabel(text: string, labels: string[]): string[] {
  const tokens = tokenizeReference(text);
  expect(tokens).toHaveLength(labels.length);
  const result = [...labels];
  filmCredits(tokens, result);
  return result;
}

describe('filmCredits', () => {
  it('reads an MLA film: title, director, other credits, distributor, place and year', () => {
    expect(relabel('Tidal Night. Dir. Hanna Berg. Perf. Otto Lind, Mia Sand. Fjord Films, Bergen, Norway, 1998.', ['title', 'title', 'author', 'author', 'author', 'publisher', 'publisher', 'publisher', 'publisher', 'publisher', 'publisher', 'publisher', 'location', 'location', 'date'])).toEqual(['title', 'title', 'other', 'editor', 'editor', 'note', 'note', 'note', 'note', 'note', 'publisher', 'publisher', 'location', 'location', 'date']);
    expect(relabel('Tidal Night. Dir. Hanna Berg. Fjord Films, 1998.', ['title', 'title', 'title', 'title', 'title', 'publisher', 'publisher', 'date'])).toEqual(['title', 'title', 'other', 'editor', 'editor', 'publisher', 'publisher', 'date']);
  });

  it('leaves a reference with no director cue after its first sentence, or no year closing it', () => {
    const french = ['author', 'author', 'title', 'title', 'other', 'other', 'editor', 'editor', 'date'];
    expect(relabel('Lind, O. Marées, sous dir. de Hanna Berg, 1998.', french)).toEqual(french);
    const noYear = ['title', 'title', 'editor', 'editor', 'editor', 'publisher', 'publisher'];
    expect(relabel('Tidal Night. Dir. Hanna Berg. Fjord Films.', noYear)).toEqual(noYear);
  });
});
