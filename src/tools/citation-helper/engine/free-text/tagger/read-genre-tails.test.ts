import { describe, expect, it } from 'vitest';
import { thesisKindClosingTitle } from './read-genre-tails';
import { tokenizeReference } from './tokenize-reference';

function relabel(text: string, labels: string[]): string[] {
  const tokens = tokenizeReference(text);
  expect(tokens).toHaveLength(labels.length);
  const result = [...labels];
  thesisKindClosingTitle(tokens, result);
  return result;
}

describe('thesisKindClosingTitle', () => {
  it("gives a thesis's kind read into the title back to the genre", () => {
    expect(relabel('Tides of the Fjords. Unpublished doctoral dissertation, p. 12.', ['title', 'title', 'title', 'title', 'title', 'title', 'note', 'other', 'pages'])).toEqual(['title', 'title', 'title', 'title', 'genre', 'genre', 'genre', 'other', 'pages']);
    expect(relabel('Tides of the Fjords. PhD thesis, Bergen.', ['title', 'title', 'title', 'title', 'title', 'genre', 'location'])).toEqual(['title', 'title', 'title', 'title', 'genre', 'genre', 'location']);
  });

  it('leaves a title whose own words run into the kind with no full stop between', () => {
    const labels = ['title', 'title', 'title', 'title', 'genre', 'location'];
    expect(relabel('On the doctoral student thesis, Bergen.', ['title', 'title', 'title', 'title', 'genre', 'location'])).toEqual(labels);
  });
});
