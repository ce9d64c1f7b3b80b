import { describe, expect, it } from 'vitest';
import { codesReadAsPlace, publisherHeadEndingTitle, releaseReadAsVolume, titleEndReadAsContainer, yearMonthReadAsPages } from './read-title-imprint-edges';
import { relabel } from './relabel.test-helpers';

// Made-up references; the labels are what the tagger gave before the rule.
describe('a body’s name cut at its joining word (session 43)', () => {
  it('reads "Tide data, Board of Harbour | Masters Ltd" as title and publisher', () => {
    expect(relabel(publisherHeadEndingTitle, 'Tide data, Board of Harbour Masters Ltd, Oslo, 1991.', ['title', 'title', 'title', 'title', 'publisher', 'publisher', 'publisher', 'location', 'date'])).toEqual(['title', 'title', 'publisher', 'publisher', 'publisher', 'publisher', 'publisher', 'location', 'date']);
  });
  it('leaves a title that does not end with a joining word', () => {
    const labels = ['title', 'title', 'title', 'title', 'publisher', 'publisher', 'date'];
    expect(relabel(publisherHeadEndingTitle, 'Tide data, Board Report, Harbour Press, 1991.', labels)).toEqual(labels);
  });
});

describe('codes read as a place (session 43)', () => {
  it('reads "Gases, R22, R134a, and R12. Tide Press, Oslo" as the title’s end', () => {
    expect(relabel(codesReadAsPlace, 'Tables for Gases, R22, R134a, and R12. Tide Press, Oslo, 1994.', ['title', 'title', 'title', 'location', 'location', 'location', 'publisher', 'publisher', 'publisher', 'location', 'date'])).toEqual(['title', 'title', 'title', 'title', 'title', 'title', 'title', 'publisher', 'publisher', 'location', 'date']);
  });
  it('leaves a place without codes ("Oslo, Norway")', () => {
    const labels = ['title', 'title', 'location', 'location', 'publisher', 'publisher', 'date'];
    expect(relabel(codesReadAsPlace, 'Tide Tables. Oslo, Norway. Tide Press, 1994.', labels)).toEqual(labels);
  });
});

describe('a year and month read as pages, a release read as a volume (session 43)', () => {
  it('reads "2018-09." as the date when there is none', () => {
    expect(relabel(yearMonthReadAsPages, '"Tidal codes", v.1.2.0, 2018-09.', ['title', 'title', 'volume', 'pages'])).toEqual(['title', 'title', 'volume', 'date']);
  });
  it('leaves "1996-98" pages and a reference with a date', () => {
    const labels = ['title', 'title', 'date', 'pages'];
    expect(relabel(yearMonthReadAsPages, 'Tidal codes, 2001, 1996-98.', labels)).toEqual(labels);
  });
  it('reads "v.15.3.0," as a note, and leaves "v. 53,"', () => {
    expect(relabel(releaseReadAsVolume, 'Codes, v.15.3.0, 2018.', ['title', 'volume', 'date'])).toEqual(['title', 'note', 'date']);
    expect(relabel(releaseReadAsVolume, 'EOS, v. 53, 1972.', ['journal', 'volume', 'volume', 'date'])).toEqual(['journal', 'volume', 'volume', 'date']);
  });
});

describe('a title’s end read as a journal after "of" (session 43)', () => {
  it('reads "Properties of | Brine, Table 2," as the title’s end', () => {
    expect(relabel(titleEndReadAsContainer, 'Guide on the Properties of Brine, Table 2, http://x.org', ['title', 'title', 'title', 'title', 'title', 'journal', 'note', 'note', 'url'])).toEqual(['title', 'title', 'title', 'title', 'title', 'title', 'note', 'note', 'url']);
  });
  it('leaves a journal with a volume ("Annals of | Tides, 12")', () => {
    const labels = ['title', 'title', 'journal', 'volume'];
    expect(relabel(titleEndReadAsContainer, 'Annals of Tides, 12', labels)).toEqual(labels);
  });
});

describe('a body’s name after "of the" (session 43)', () => {
  it('leaves "Organisation of the | United Tides" as read', () => {
    const labels = ['title', 'title', 'title', 'title', 'title', 'journal', 'journal'];
    expect(relabel(titleEndReadAsContainer, 'System - Organisation of the United Tides', labels)).toEqual(labels);
  });
});
