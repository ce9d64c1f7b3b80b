import { describe, expect, it } from 'vitest';
import { groupAuthorBeforeDate, labelMissingDate, namesBeforeQuotedTitle, titleAfterOpeningDate, yearInsideTitle } from './read-group-authors';
import { relabel } from './relabel.test-helpers';

describe('labelMissingDate', () => {
  it('reads "(n.d.)" as the date slot, wherever the tagger put it', () => {
    expect(relabel(labelMissingDate, 'NOAA. (n.d.). Tide tables.', ['author', 'author', 'title', 'title'])).toEqual(['author', 'date', 'title', 'title']);
  });

  it('leaves initials that spell N.D. alone', () => {
    const labels = ['author', 'author', 'date', 'title'];
    expect(relabel(labelMissingDate, 'Okafor, N.D. (2011). Tides.', labels)).toEqual(labels);
  });
});

describe('groupAuthorBeforeDate', () => {
  it('reads a body opening an APA reference before its date as the author', () => {
    expect(relabel(groupAuthorBeforeDate, 'Hydrographic Office. (2019). Tide tables for the North Sea.', ['publisher', 'publisher', 'date', 'title', 'title', 'title', 'title', 'title', 'title'])).toEqual(['author', 'author', 'date', 'title', 'title', 'title', 'title', 'title', 'title']);
    // A site's name in the author's slot, and a list of bodies with a bracketed acronym.
    expect(relabel(groupAuthorBeforeDate, 'Wiktionary. (2021). Estuary.', ['container-title', 'date', 'title'])).toEqual(['author', 'date', 'title']);
    expect(relabel(groupAuthorBeforeDate, 'River Board, & Delta Survey (DS) Team 4. (2015). Silt report.', ['title', 'title', 'author', 'title', 'title', 'title', 'title', 'title', 'date', 'title', 'title'])).toEqual(['author', 'author', 'author', 'author', 'author', 'author', 'author', 'author', 'date', 'title', 'title']);
  });

  it('reads a short body before a bare bracketed year with no full stop as the author (session 38)', () => {
    expect(relabel(groupAuthorBeforeDate, 'Norway (1994) Fisheries Year Book. Oslo.', ['publisher', 'date', 'title', 'title', 'title', 'location'])).toEqual(['author', 'date', 'title', 'title', 'title', 'location']);
    expect(relabel(groupAuthorBeforeDate, 'Office of the Harbour Master (1983), Annual tide report.', ['title', 'title', 'title', 'title', 'title', 'date', 'title', 'title', 'title'])).toEqual(['author', 'author', 'author', 'author', 'author', 'date', 'title', 'title', 'title']);
  });

  it('leaves a long run or a comma-cut one before a bare year without a full stop', () => {
    const long = ['title', 'title', 'title', 'title', 'title', 'title', 'title', 'title', 'date', 'title', 'title'];
    expect(relabel(groupAuthorBeforeDate, 'The Long Survey of the North Sea Tides (1994) Tide tables.', long)).toEqual(long);
    const cut = ['title', 'title', 'title', 'date', 'title', 'title'];
    expect(relabel(groupAuthorBeforeDate, 'Tides, Norway Edition (1994) Tide tables.', cut)).toEqual(cut);
  });

  it('leaves a title moved to the author slot, editors, and references with no title after the date', () => {
    const moved = ['title', 'title', 'title', 'date', 'publisher', 'publisher'];
    expect(relabel(groupAuthorBeforeDate, 'Tide tables explained. (2019). Harbour Press.', moved)).toEqual(moved);
    const editors = ['editor', 'editor', 'editor', 'editor', 'editor', 'editor', 'date', 'title', 'title'];
    expect(relabel(groupAuthorBeforeDate, 'Okafor, N., & Lind, T. (Eds.). (2007). Tidal flats.', editors)).toEqual(editors);
    const untitled = ['publisher', 'publisher', 'date', 'publisher'];
    expect(relabel(groupAuthorBeforeDate, 'Harbour Press. (2019). Catalogue.', untitled)).toEqual(untitled);
  });
});

describe('titleAfterOpeningDate', () => {
  it('reads the sentence after the author and date as the title when none was found', () => {
    expect(relabel(titleAfterOpeningDate, 'Silt Developers. (2020). siltpy. https://example.org/siltpy', ['author', 'author', 'date', 'other', 'url'])).toEqual(['author', 'author', 'date', 'title', 'url']);
  });

  it('leaves references that have a title, or more after the sentence', () => {
    const titled = ['author', 'author', 'date', 'title', 'url'];
    expect(relabel(titleAfterOpeningDate, 'Silt Developers. (2020). siltpy. https://example.org/siltpy', titled)).toEqual(titled);
    const more = ['author', 'author', 'date', 'other', 'publisher', 'publisher'];
    expect(relabel(titleAfterOpeningDate, 'Silt Developers. (2020). siltpy. Harbour Press.', more)).toEqual(more);
  });
});

describe('yearInsideTitle', () => {
  it('keeps a bracketed year inside a title when the date came before it', () => {
    expect(relabel(yearInsideTitle, 'NOAA. (n.d.). Tides after the (1998) survey.', ['author', 'date', 'title', 'title', 'title', 'date', 'title'])).toEqual(['author', 'date', 'title', 'title', 'title', 'title', 'title']);
  });

  it('leaves a bracketed year that is the date', () => {
    const labels = ['author', 'author', 'title', 'title', 'date', 'journal'];
    expect(relabel(yearInsideTitle, 'Okafor, N. Tidal flats (1998) Coastal', labels)).toEqual(labels);
  });
});

describe('namesBeforeQuotedTitle', () => {
  it('reads a short sentence before a quoted title as its author', () => {
    expect(relabel(namesBeforeQuotedTitle, 'The Silt team. "Silt: Design Notes", https://example.org', ['title', 'title', 'title', 'title', 'title', 'title', 'url'])).toEqual(['author', 'author', 'author', 'title', 'title', 'title', 'url']);
    expect(relabel(namesBeforeQuotedTitle, 'okafor and lind, "tidal flats", harbour (1990)', ['title', 'title', 'title', 'title', 'title', 'publisher', 'date'])).toEqual(['author', 'author', 'author', 'title', 'title', 'publisher', 'date']);
  });

  it('leaves references with names found, and a title that quotes inside itself', () => {
    const named = ['author', 'author', 'title', 'title'];
    expect(relabel(namesBeforeQuotedTitle, 'Okafor, N. "Tidal flats."', named)).toEqual(named);
    const quoting = ['title', 'title', 'title', 'title'];
    expect(relabel(namesBeforeQuotedTitle, 'Reading "Tidal Flats" anew', quoting)).toEqual(quoting);
  });
});
