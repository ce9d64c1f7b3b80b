import { describe, expect, it } from 'vitest';
import { readTaggedFields } from './read-tagged-fields';
import { tokenizeReference } from './tokenize-reference';

/** The fields read after the repairs, from labels given per token as a tagger might have put them. */
function read(text: string, labels: string[]) {
  const tokens = tokenizeReference(text);
  expect(tokens).toHaveLength(labels.length);
  return readTaggedFields(tokens, labels, true);
}

describe('a linked title, then its authors, then its container', () => {
  it('reads the words before the link as the title and the names after it as the authors', () => {
    // The tagger read the title's first words as names and the journal's first words as more title.
    const fields = read('[2] A quiet approach to noisy gauges <https://example.org/q> L. Berg, and O. Lind. Review of Quiet Instruments and Gauges, Volume 7, Issue 2, 2004.', [
      'citation-number', 'author', 'author', 'title', 'title', 'title', 'title', 'url', 'author', 'author', 'author', 'author', 'author',
      'title', 'title', 'title', 'title', 'title', 'journal', 'volume', 'volume', 'other', 'volume', 'date',
    ]);
    expect(fields.title).toBe('A quiet approach to noisy gauges');
    expect(fields.author).toBe('L. Berg, and O. Lind.');
    expect(fields['container-title']).toBe('Review of Quiet Instruments and Gauges');
    expect(fields.journal).toBe(true);
  });

  it('reads a publisher or a thesis after the names by their words', () => {
    const book = read('Tide Tables <https://doi.org/10.1000/tt> R. Moss, Springer, 1997', ['author', 'author', 'author', 'author', 'author', 'author', 'date']);
    expect(book.title).toBe('Tide Tables');
    expect(book.author).toBe('R. Moss,');
    expect(book.publisher).toBe('Springer');
    const thesis = read('Lecture des marées <https://theses.example.org/t1> A. Moss, Thesis, 2012', ['author', 'title', 'title', 'url', 'title', 'location', 'location', 'date']);
    expect(thesis.title).toBe('Lecture des marées');
    expect(thesis.author).toBe('A. Moss,');
    expect(thesis.genre).toBe('Thesis');
  });

  it('takes a list of names the tagger ran through an initial without its full stop', () => {
    const fields = read('The Tide Potato <https://example.org/p> A. Moss, B Lind, and C. Berg. Tide Workshop, Jan 2013. pp. 19-20.', [
      'author', 'title', 'title', 'url', 'author', 'author', 'author', 'author', 'author', 'author', 'author',
      'other', 'container-title', 'date', 'date', 'pages', 'pages',
    ]);
    expect(fields.author).toBe('A. Moss, B Lind, and C. Berg.');
    expect(fields['container-title']).toBe('Tide Workshop');
    expect(fields.journal).toBeUndefined();
  });

  it('leaves references that open with names, a year, or have no names after the link', () => {
    // Author first: the link after the title is no title's end.
    const authorFirst = read('L. Berg, Quiet gauges <https://example.org/q> O. Lind, Gauges, 2004.', ['author', 'author', 'title', 'title', 'url', 'other', 'other', 'journal', 'date']);
    expect(authorFirst.author).toBe('L. Berg,');
    const noNames = read('Quiet gauges and tides <https://example.org/q> IEEE Transactions on Gauges, Volume 5.', ['title', 'title', 'title', 'title', 'url', 'journal', 'journal', 'journal', 'journal', 'volume', 'volume']);
    expect(noNames.author).toBeUndefined();
    expect(noNames['container-title']).toBe('IEEE Transactions on Gauges');
    // One name of words alone after the link may be a site's.
    const site = read('Quiet gauges and tides <https://example.org/q> Gauge Documentation.', ['author', 'title', 'title', 'title', 'url', 'author', 'author']);
    expect(site.title).toBe('Quiet gauges and tides');
    expect(site.author).toBe('Gauge Documentation.');
  });
});
