import { describe, expect, it } from 'vitest';
import { chapterLocator, titleEndReadAsJournalBeforeVolume } from './read-chapter-locators';
import { tokenizeReference } from './tokenize-reference';

describe('a chapter number as a locator', () => {
  it('takes "Chapter 6" out of the publisher', () => {
    const tokens = tokenizeReference('Volume 2, Chapter 6, Wiley.');
    const labels = ['volume', 'volume', 'publisher', 'publisher', 'publisher'];
    chapterLocator(tokens, labels);
    expect(labels).toEqual(['volume', 'volume', 'other', 'other', 'publisher']);
  });

  it('gives the unpunctuated words before it back to the container', () => {
    const tokens = tokenizeReference('Proceedings of the Meeting on Tide Gauges Chapter 15, 209-243.');
    const labels = ['container-title', 'container-title', 'container-title', 'container-title', 'container-title', 'other', 'journal', 'journal', 'volume', 'pages'];
    chapterLocator(tokens, labels);
    expect(labels).toEqual(['container-title', 'container-title', 'container-title', 'container-title', 'container-title', 'container-title', 'container-title', 'other', 'other', 'pages']);
  });

  it('takes "Section 7.2" out of a note, and reads the word left between the edition and it as the publisher (session 38)', () => {
    const tokens = tokenizeReference('Tide Tables, Fourth Edition, Fjordbok, Section 7.2.');
    const labels = ['title', 'title', 'edition', 'edition', 'note', 'note', 'note'];
    chapterLocator(tokens, labels);
    expect(labels).toEqual(['title', 'title', 'edition', 'edition', 'publisher', 'other', 'other']);
  });

  it('takes "Table 8.1" and "Tables 11.1--3" out of the publisher (session 41)', () => {
    const tokens = tokenizeReference('Longmans, Table 8.1 p. 239.');
    const labels = ['publisher', 'publisher', 'publisher', 'pages', 'pages'];
    chapterLocator(tokens, labels);
    expect(labels).toEqual(['publisher', 'other', 'other', 'pages', 'pages']);
    const range = tokenizeReference('Cambridge University Press, Tables 11.1--3.');
    const rangeLabels = ['publisher', 'publisher', 'publisher', 'publisher', 'publisher'];
    chapterLocator(range, rangeLabels);
    expect(rangeLabels).toEqual(['publisher', 'publisher', 'publisher', 'other', 'other']);
  });

  it('leaves a note that is not closed by a comma before the locator', () => {
    const tokens = tokenizeReference('Tide Tables, Fourth Edition, see Section 7.2.');
    const labels = ['title', 'title', 'edition', 'edition', 'note', 'note', 'note'];
    chapterLocator(tokens, labels);
    expect(labels).toEqual(['title', 'title', 'edition', 'edition', 'note', 'other', 'other']);
  });

  it('leaves a chapter title that opens with its number alone', () => {
    const tokens = tokenizeReference('Chapter 4 Tide records. In: Handbook of Tides.');
    const labels = ['title', 'title', 'title', 'title', 'other', 'container-title', 'container-title', 'container-title'];
    chapterLocator(tokens, labels);
    expect(labels).toEqual(['title', 'title', 'title', 'title', 'other', 'container-title', 'container-title', 'container-title']);
  });
});

describe('a book title\'s last word read as a journal before "Volume"', () => {
  it('gives the word back to the title', () => {
    const tokens = tokenizeReference('A Course in Tides and its Applications, Volume 1, Wiley.');
    const labels = ['title', 'title', 'title', 'title', 'title', 'title', 'journal', 'volume', 'volume', 'publisher'];
    titleEndReadAsJournalBeforeVolume(tokens, labels);
    expect(labels.slice(0, 7)).toEqual(Array(7).fill('title'));
  });

  it('leaves a title that already holds a comma alone', () => {
    const tokens = tokenizeReference('Bounds for Tides, Communications in Tide Theory and Methods, Volume 36');
    const labels = ['title', 'title', 'title', 'title', 'title', 'title', 'title', 'title', 'journal', 'journal', 'volume', 'volume'];
    const before = [...labels];
    titleEndReadAsJournalBeforeVolume(tokens, labels);
    expect(labels).toEqual(before);
  });
});
