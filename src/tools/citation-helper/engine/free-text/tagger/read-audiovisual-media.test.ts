import { describe, expect, it } from 'vitest';
import { audiovisualMedium } from './read-audiovisual-media';
import { tokenizeReference } from './tokenize-reference';

/** The labels after the rule, for a reference tagged with one label a word. */
function relabel(text: string, labels: string[]): string[] {
  const tokens = tokenizeReference(text);
  expect(tokens).toHaveLength(labels.length);
  const result = [...labels];
  audiovisualMedium(tokens, result);
  return result;
}

describe('audiovisualMedium', () => {
  it('reads the year, medium, producer and place after a Harvard audiovisual title', () => {
    expect(relabel('About the Tides 2011, dvd, Fjord Media, Bergen, Norway.', ['title', 'title', 'title', 'title', 'title', 'publisher', 'publisher', 'location', 'location'])).toEqual(['title', 'title', 'title', 'date', 'genre', 'publisher', 'publisher', 'location', 'location']);
    expect(relabel('Tides = Marées 2011, motion picture, Fjord Media, Bergen.', ['author', 'title', 'title', 'title', 'title', 'title', 'publisher', 'publisher', 'location'])).toEqual(['title', 'title', 'title', 'date', 'genre', 'genre', 'publisher', 'publisher', 'location']);
    expect(relabel('Tidal Night 2010, television program, Norsk Kringkasting, Oslo, 4 October.', ['title', 'title', 'title', 'title', 'title', 'publisher', 'publisher', 'location', 'date', 'date'])).toEqual(['title', 'title', 'date', 'genre', 'genre', 'publisher', 'publisher', 'location', 'date', 'date']);
  });

  it('leaves a title without a medium after its year, and one that ends before the year', () => {
    const book = ['title', 'title', 'date', 'publisher', 'publisher', 'location'];
    expect(relabel('Tidal Night 2010, Fjord Press, Oslo.', book)).toEqual(book);
    const stopped = ['title', 'title', 'date', 'genre', 'publisher', 'location'];
    expect(relabel('Tidal Night. 2010, dvd, Fjord, Oslo.', stopped)).toEqual(stopped);
  });
});
