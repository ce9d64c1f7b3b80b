import { describe, expect, it } from 'vitest';
import { pageCountReadAsVolume, publisherBeforeVancouverYear } from './read-book-imprint-ends';
import { relabel } from './relabel.test-helpers';

// Made-up references; the labels are what the tagger gave before the rule.
describe('a Vancouver publisher closed by ";" before the year (session 45)', () => {
  it('reads "Harbour Labs; 2026." after the title as the publisher', () => {
    expect(relabel(publisherBeforeVancouverYear, 'Lind A. TideQC: tide checks. Harbour Labs; 2026.', ['author', 'author', 'title', 'title', 'title', 'other', 'other', 'date'])).toEqual(['author', 'author', 'title', 'title', 'title', 'publisher', 'publisher', 'date']);
  });
  it('leaves lower-case words, and a publisher already found', () => {
    const lower = ['author', 'author', 'title', 'title', 'title', 'other', 'other', 'date'];
    expect(relabel(publisherBeforeVancouverYear, 'Lind A. TideQC: tide checks. see also; 2026.', lower)).toEqual(lower);
    const found = ['author', 'author', 'title', 'title', 'title', 'location', 'publisher', 'date'];
    expect(relabel(publisherBeforeVancouverYear, 'Lind A. TideQC: tide checks. Bergen: Harbour; 2026.', found)).toEqual(found);
  });
});

describe('a book\'s page count read as a volume (session 45)', () => {
  it('reads "247 p." as the pages and the body before it as the publisher', () => {
    expect(relabel(pageCountReadAsVolume, 'Lind A (2008) Tide rules. Harbour Office 247 p.', ['author', 'author', 'date', 'title', 'title', 'journal', 'journal', 'volume', 'pages'])).toEqual(['author', 'author', 'date', 'title', 'title', 'publisher', 'publisher', 'pages', 'pages']);
  });
  it('leaves a journal\'s volume and pages, and a page count after a volume', () => {
    const journal = ['author', 'author', 'date', 'title', 'title', 'journal', 'journal', 'volume', 'pages'];
    expect(relabel(pageCountReadAsVolume, 'Lind A (2008) Tide rules. Harbour Letters 24: 7-9.', journal)).toEqual(journal);
    const two = ['author', 'author', 'date', 'title', 'title', 'journal', 'volume', 'volume', 'pages'];
    expect(relabel(pageCountReadAsVolume, 'Lind A (2008) Tide rules. Letters vol. 247 p.', two)).toEqual(two);
  });
});
