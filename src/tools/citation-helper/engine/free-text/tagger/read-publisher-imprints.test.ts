import { describe, expect, it } from 'vitest';
import { placeInPublisherName } from './read-publisher-imprints';
import { tokenizeReference } from './tokenize-reference';

/** The labels after the rule, for a reference tagged with one label a word. */
function relabel(text: string, labels: string[]): string[] {
  const tokens = tokenizeReference(text);
  expect(tokens).toHaveLength(labels.length);
  const result = [...labels];
  placeInPublisherName(tokens, result);
  return result;
}

describe('placeInPublisherName', () => {
  it('reads the city after a publisher, repeating the place before it, as part of its name', () => {
    expect(relabel('Lind, O. Tides. Oslo: Tidepress Oslo, 1999.', ['author', 'author', 'title', 'location', 'publisher', 'location', 'date'])).toEqual(['author', 'author', 'title', 'location', 'publisher', 'publisher', 'date']);
    expect(relabel('Lind, O. Tides. New York, NY: Tidepress New York, 1999.', ['author', 'author', 'title', 'location', 'location', 'location', 'publisher', 'location', 'location', 'date'])).toEqual(['author', 'author', 'title', 'location', 'location', 'location', 'publisher', 'publisher', 'publisher', 'date']);
  });

  it('leaves a place after a comma, and a place not named before', () => {
    const comma = ['author', 'author', 'title', 'location', 'publisher', 'location', 'date'];
    expect(relabel('Lind, O. Tides. Oslo: Tidepress, Oslo, 1999.', comma)).toEqual(comma);
    const other = ['author', 'author', 'title', 'publisher', 'location', 'date'];
    expect(relabel('Lind, O. Tides. Tidepress Oslo, 1999.', other)).toEqual(other);
  });
});
