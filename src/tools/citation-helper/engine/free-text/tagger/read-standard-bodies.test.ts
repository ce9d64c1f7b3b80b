import { describe, expect, it } from 'vitest';
import { acronymBodyBeforeTitle, countryOpeningBody, standardBodyBeforeNumber } from './read-standard-bodies';
import { relabel } from './relabel.test-helpers';

// Made-up references; the labels are what the tagger gave before the rule.
describe('an acronym signing its document (session 43)', () => {
  it('reads "ABCD, Revised Guide on …" as the body and a title', () => {
    expect(relabel(acronymBodyBeforeTitle, 'ABCD, Revised Guide on Tidal Flows, http://abcd.org', ['author', 'author', 'author', 'title', 'title', 'title', 'url'])).toEqual(['author', 'title', 'title', 'title', 'title', 'title', 'url']);
  });
  it('reads "ABCD, Technical Note No. 7: …" as the body and a title', () => {
    expect(relabel(acronymBodyBeforeTitle, 'ABCD, Technical Note No. 7: Tidal Flows', ['author', 'author', 'author', 'author', 'title', 'title', 'title'])).toEqual(['author', 'title', 'title', 'title', 'title', 'title', 'title']);
  });
  it('leaves "LIND, Ada Maria and …" (names joined by "and")', () => {
    expect(relabel(acronymBodyBeforeTitle, 'LIND, Ada Maria and Tidal Flows', ['author', 'author', 'author', 'title', 'title', 'title'])).toEqual(['author', 'author', 'author', 'title', 'title', 'title']);
  });
  it('leaves "LIND, Ada, Tidal flows on …" (a given name closed by a comma)', () => {
    expect(relabel(acronymBodyBeforeTitle, 'LIND, Ada, Tidal flows on beaches', ['author', 'author', 'title', 'title', 'title', 'title'])).toEqual(['author', 'author', 'title', 'title', 'title', 'title']);
  });
});

describe('a standards body before its document number (session 43)', () => {
  it('reads "XYZ TS 12.345. "Title"" as author, identifier and title', () => {
    expect(relabel(standardBodyBeforeNumber, 'XYZ TS 12.345. "AB; Tidal channels."', ['identifier', 'identifier', 'identifier', 'other', 'title', 'title'])).toEqual(['author', 'identifier', 'identifier', 'title', 'title', 'title']);
  });
  it('leaves a reference with an author ("Lind A. TS 12.345")', () => {
    const labels = ['author', 'author', 'identifier', 'identifier', 'title', 'title'];
    expect(relabel(standardBodyBeforeNumber, 'Lind A. TS 12.345 Tidal channels', labels)).toEqual(labels);
  });
});

describe('a country opening a body’s name (session 43)', () => {
  it('reads "US Ministry of Tides" as one publisher', () => {
    expect(relabel(countryOpeningBody, 'Tide survey, US Ministry of Tides, 1990.', ['title', 'title', 'genre', 'publisher', 'publisher', 'publisher', 'date'])).toEqual(['title', 'title', 'publisher', 'publisher', 'publisher', 'publisher', 'date']);
  });
  it('leaves "Boston, US: Tide Press" (a place closed by its colon)', () => {
    expect(relabel(countryOpeningBody, 'Tides. Boston, US: Tide Press', ['title', 'location', 'location', 'publisher', 'publisher'])).toEqual(['title', 'location', 'location', 'publisher', 'publisher']);
  });
});
