import { describe, expect, it } from 'vitest';
import { acronymAfterTitle, joinSpacedPageRange, leadInBeforeNames, loneYearAsDate, organizationAsAuthor, pagesAfterIssueColon, pinpointAfterTitle, siteAfterQuotedTitle, titleWordAfterInitial, translatorAfterTitle } from './read-reference-edges';
import { relabel } from './relabel.test-helpers';

describe('joinSpacedPageRange', () => {
  it('joins a range printed with a spaced dash', () => {
    expect(relabel(joinSpacedPageRange, 'Fuel Sci. 45 (2020) 118 -- 131.', ['journal', 'journal', 'volume', 'date', 'pages', 'other', 'pages'])).toEqual(['journal', 'journal', 'volume', 'date', 'pages', 'pages', 'pages']);
    expect(relabel(joinSpacedPageRange, 'Fuel Sci. 45 (2020) 118 – 131.', ['journal', 'journal', 'volume', 'date', 'pages', 'other', 'other'])).toEqual(['journal', 'journal', 'volume', 'date', 'pages', 'pages', 'pages']);
  });

  it('leaves a dash that does not join two page numbers', () => {
    const labels = ['pages', 'other', 'title', 'title'];
    expect(relabel(joinSpacedPageRange, '118 – Tidal notes', labels)).toEqual(labels);
  });
});

describe('loneYearAsDate', () => {
  it('reads a year standing alone as the date when none was found', () => {
    expect(relabel(loneYearAsDate, '"Tidal models". 2021. https://example.org/t', ['title', 'title', 'other', 'url'])).toEqual(['title', 'title', 'date', 'url']);
  });

  it('moves the pages back from a closing year read as pages ("Vol, Pages, Year")', () => {
    expect(relabel(loneYearAsDate, 'J. Fuel Res., 31, 387, 2002.', ['journal', 'journal', 'journal', 'volume', 'volume', 'pages'])).toEqual(['journal', 'journal', 'journal', 'volume', 'pages', 'date']);
  });

  it('leaves references with a date, and a year-shaped number that is the only pages', () => {
    const dated = ['journal', 'date', 'volume', 'pages'];
    expect(relabel(loneYearAsDate, 'Fuel (2004) 31, 1998.', dated)).toEqual(dated);
    const pages = ['journal', 'volume', 'pages'];
    expect(relabel(loneYearAsDate, 'Fuel 31, 1998.', pages)).toEqual(pages);
  });
});

describe('leadInBeforeNames', () => {
  it('keeps a footnote\'s "See" out of the names', () => {
    expect(relabel(leadInBeforeNames, 'See Mara Lind (2017), "Tides."', ['author', 'author', 'author', 'date', 'title'])).toEqual(['other', 'author', 'author', 'date', 'title']);
  });

  it('leaves a family name See alone when no name follows', () => {
    const labels = ['author', 'author', 'date'];
    expect(relabel(leadInBeforeNames, 'See, M. (2017)', labels)).toEqual(labels);
  });
});

describe('siteAfterQuotedTitle', () => {
  it('reads the site and its owner after a quoted title and before the access date or link', () => {
    expect(relabel(siteAfterQuotedTitle, '"Harbour Tides." TideWatch. Accessed May 2, 2020. https://example.org/t', ['title', 'title', 'other', 'other', 'date', 'date', 'date', 'url'])).toEqual(['title', 'title', 'container-title', 'other', 'date', 'date', 'date', 'url']);
    expect(relabel(siteAfterQuotedTitle, '"Tides". Harbour Notes. Harbour Society. <https://example.org/t>.', ['title', 'other', 'other', 'other', 'other', 'url'])).toEqual(['title', 'container-title', 'container-title', 'publisher', 'publisher', 'url']);
  });

  it('leaves a sentence that is no site name, and references with a container', () => {
    const prose = ['title', 'other', 'other', 'other', 'other', 'url'];
    expect(relabel(siteAfterQuotedTitle, '"Tides". read on the harbour. https://example.org/t', prose)).toEqual(prose);
    const journal = ['title', 'journal', 'volume', 'url'];
    expect(relabel(siteAfterQuotedTitle, '"Tides." Fuel. 12. https://example.org/t', journal)).toEqual(journal);
  });
});

describe('translatorAfterTitle', () => {
  it('ends a book\'s title before its translator\'s sentence', () => {
    expect(relabel(translatorAfterTitle, 'Ruiz, Ana. Tidal Cities. Translated by Mara Lind. Lisbon: Tide Press, 2019.', ['author', 'author', 'title', 'title', 'title', 'title', 'title', 'title', 'location', 'publisher', 'publisher', 'date'])).toEqual(['author', 'author', 'title', 'title', 'other', 'other', 'other', 'other', 'location', 'publisher', 'publisher', 'date']);
  });

  it('leaves a title that speaks of translation', () => {
    const labels = ['author', 'author', 'title', 'title', 'title', 'title', 'date'];
    expect(relabel(translatorAfterTitle, 'Ruiz, Ana. Translation by Machine Today. 2019.', labels)).toEqual(labels);
  });
});

describe('titleWordAfterInitial', () => {
  it('gives a word run on after a middle initial back to the title', () => {
    expect(relabel(titleWordAfterInitial, 'Ruiz, Ana M. Small Harbours: A History. 2016.', ['author', 'author', 'author', 'author', 'title', 'title', 'title', 'date'])).toEqual(['author', 'author', 'author', 'title', 'title', 'title', 'title', 'date']);
  });

  it('leaves a given name after initials ("Ruiz, A. M. Clara")', () => {
    const labels = ['author', 'author', 'author', 'author', 'title', 'date'];
    expect(relabel(titleWordAfterInitial, 'Ruiz, A. M. Clara Tides. 2016.', labels)).toEqual(labels);
  });
});

describe('organizationAsAuthor', () => {
  it('reads an organisation opening the reference, before the title, as its author', () => {
    expect(relabel(organizationAsAuthor, 'Harbour Society of Lisbon. Tide Tables for 2019. https://example.org/t', ['publisher', 'publisher', 'title', 'title', 'title', 'title', 'title', 'title', 'url'])).toEqual(['author', 'author', 'author', 'author', 'title', 'title', 'title', 'title', 'url']);
    expect(relabel(organizationAsAuthor, 'Tidewater Instruments, Inc. The Gauge Catalogue.', ['publisher', 'publisher', 'publisher', 'title', 'title', 'title'])).toEqual(['author', 'author', 'author', 'title', 'title', 'title']);
  });

  it('leaves references with names, and titles without an organisation word', () => {
    const named = ['author', 'author', 'title', 'title'];
    expect(relabel(organizationAsAuthor, 'Ruiz, A. Harbour Society. Tides.', ['author', 'author', 'publisher', 'publisher', 'title'])).toEqual(['author', 'author', 'publisher', 'publisher', 'title']);
    expect(relabel(organizationAsAuthor, 'Tidal Harbours. Lisbon Notes.', named.map(() => 'title'))).toEqual(named.map(() => 'title'));
  });
});

describe('acronymAfterTitle', () => {
  it("keeps a bracketed acronym run on after the title in the title", () => {
    expect(relabel(acronymAfterTitle, 'The Atlas of Tidal Flats (ATF).', ['title', 'title', 'title', 'title', 'title', 'publisher'])).toEqual(['title', 'title', 'title', 'title', 'title', 'title']);
  });

  it('leaves an acronym after punctuation, and a bracketed year', () => {
    const punctuated = ['title', 'title', 'publisher'];
    expect(relabel(acronymAfterTitle, 'Tidal Flats. (ATF).', punctuated)).toEqual(punctuated);
    const dated = ['title', 'title', 'date'];
    expect(relabel(acronymAfterTitle, 'Tidal Flats (2019).', dated)).toEqual(dated);
  });
});

describe('pinpointAfterTitle', () => {
  it('takes a chapter or section named after the title out of it', () => {
    expect(relabel(pinpointAfterTitle, 'Gauge Reference Manual, chapter “Silt”, section “Sampling”.', ['title', 'title', 'title', 'title', 'title', 'title', 'title'])).toEqual(['title', 'title', 'title', 'other', 'other', 'other', 'other']);
  });

  it('leaves a title that speaks of a chapter', () => {
    const labels = ['title', 'title', 'title', 'title', 'title'];
    expect(relabel(pinpointAfterTitle, 'The last chapter of tides', labels)).toEqual(labels);
  });
});

describe('pagesAfterIssueColon', () => {
  it('reads the number run onto "Vol(Issue):" as the pages', () => {
    expect(relabel(pagesAfterIssueColon, 'Coastal Lett 12(3):104455, 2019.', ['journal', 'journal', 'volume', 'volume', 'date'])).toEqual(['journal', 'journal', 'volume', 'pages', 'date']);
  });

  it('leaves references with pages, and a number after a spaced colon', () => {
    const paged = ['journal', 'volume', 'volume', 'pages'];
    expect(relabel(pagesAfterIssueColon, 'Coastal 12(3):4 55-60', paged)).toEqual(paged);
    const spaced = ['journal', 'volume', 'volume'];
    expect(relabel(pagesAfterIssueColon, 'Coastal 12(3): 2019', spaced)).toEqual(spaced);
  });
});
