import { describe, expect, it } from 'vitest';
import { bracketedNoteAfterTitle, documentNumberBeforeTitle, genreSentenceAfterTitle, labelVersions, publisherAfterGenre, publisherBeforePlace, publisherClosingTitle, titlePartAfterDash } from './read-document-numbers';
import { tokenizeReference } from './tokenize-reference';
import { relabel } from './relabel.test-helpers';

const titled = (count: number) => Array.from({ length: count }, () => 'title');

describe('documentNumberBeforeTitle', () => {
  it("takes a standard's code and number out of the title", () => {
    expect(relabel(documentNumberBeforeTitle, 'BSI EN-1990:2002 - Basis of structural design', titled(8))).toEqual(['identifier', 'identifier', 'identifier', 'identifier', 'title', 'title', 'title', 'title']);
    expect(relabel(documentNumberBeforeTitle, 'DIN 4102:1998 Fire behaviour of materials', titled(7))).toEqual(['identifier', 'identifier', 'identifier', 'title', 'title', 'title', 'title']);
  });

  it('reads the kind of document before the number as its genre', () => {
    expect(relabel(documentNumberBeforeTitle, 'INTERNATIONAL STANDARD ABC9001-2015 - Quality of tide gauges', titled(8))).toEqual(['genre', 'genre', 'identifier', 'identifier', 'title', 'title', 'title', 'title']);
    expect(relabel(documentNumberBeforeTitle, 'Specification T-2019-007 - Silt sampling', titled(5))).toEqual(['genre', 'identifier', 'identifier', 'title', 'title']);
  });

  it('leaves titles that only open with capitals or numbers, and a number that ends the title', () => {
    for (const text of ['CSS Layout Module Level 2', 'COVID-19 - lessons from tide towns', 'Windows 7: the missing manual', 'Gauge SRS-99-020.', 'TIDES A104233: Spring tide heights']) {
      const labels = titled(tokenizeReference(text).length);
      expect(relabel(documentNumberBeforeTitle, text, labels)).toEqual(labels);
    }
  });
});

describe('labelVersions', () => {
  it("reads a version after a field's end as the edition", () => {
    expect(relabel(labelVersions, 'The silt book, version 2.1. Harbour Press', ['title', 'title', 'title', 'title', 'title', 'publisher', 'publisher'])).toEqual(['title', 'title', 'title', 'edition', 'edition', 'publisher', 'publisher']);
  });

  it('leaves a version inside brackets or inside a title', () => {
    const bracketed = ['title', 'title', 'note', 'note', 'note'];
    expect(relabel(labelVersions, 'Silt tools [Software, Version 0.2].', bracketed)).toEqual(bracketed);
    const inside = ['title', 'title', 'title', 'title'];
    expect(relabel(labelVersions, 'Porting to version 3', inside)).toEqual(inside);
    // In an article's title, and "v." (a volume in older layouts).
    const article = ['title', 'title', 'title', 'title', 'journal', 'volume'];
    expect(relabel(labelVersions, 'Tide report, version 1.2. Coastal 27', article)).toEqual(article);
    const volume = ['title', 'container-title', 'other', 'other'];
    expect(relabel(labelVersions, 'Tides. EOS, v. 53,', volume)).toEqual(volume);
  });
});

describe('bracketedNoteAfterTitle', () => {
  it('takes a bracketed description closing the title out of it', () => {
    expect(relabel(bracketedNoteAfterTitle, 'Silt tools [Computer software]. Zenodo.', ['title', 'title', 'title', 'title', 'publisher'])).toEqual(['title', 'title', 'note', 'note', 'publisher']);
  });

  it('leaves brackets inside a title, and a closing bracket that is no description of software or data', () => {
    const labels = ['title', 'title', 'title', 'title', 'title'];
    expect(relabel(bracketedNoteAfterTitle, 'The [new] silt tools today.', labels)).toEqual(labels);
    const translated = ['title', 'title', 'title', 'title', 'title'];
    expect(relabel(bracketedNoteAfterTitle, 'Gezeiten [Tides of the delta].', translated)).toEqual(translated);
  });
});

describe('genreSentenceAfterTitle', () => {
  it("reads a closing sentence that names the kind of document as the genre", () => {
    expect(relabel(genreSentenceAfterTitle, 'Tides of the delta. Doctoral dissertation.', ['title', 'title', 'title', 'title', 'title', 'title'])).toEqual(['title', 'title', 'title', 'title', 'genre', 'genre']);
    expect(relabel(genreSentenceAfterTitle, 'Tides of the delta. Habilitation.', ['title', 'title', 'title', 'title', 'title'])).toEqual(['title', 'title', 'title', 'title', 'genre']);
  });

  it('leaves a title that is a single sentence, and one whose last sentence says more', () => {
    const one = ['title', 'title', 'title'];
    expect(relabel(genreSentenceAfterTitle, 'The PhD thesis.', one)).toEqual(one);
    const more = ['title', 'title', 'title', 'title', 'title'];
    expect(relabel(genreSentenceAfterTitle, 'Tides. Writing a thesis well.', more)).toEqual(more);
  });
});

describe('publisherAfterGenre', () => {
  it('gives the capitalised words after a thesis label to the university that follows', () => {
    expect(relabel(publisherAfterGenre, 'PhD thesis Delft University of Technology, 2004.', ['genre', 'genre', 'genre', 'publisher', 'publisher', 'publisher', 'date'])).toEqual(['genre', 'genre', 'publisher', 'publisher', 'publisher', 'publisher', 'date']);
  });

  it('leaves a genre that is only a genre', () => {
    const labels = ['genre', 'genre', 'publisher', 'publisher', 'date'];
    expect(relabel(publisherAfterGenre, 'PhD thesis Delft University, 2004.', labels)).toEqual(labels);
  });
});

describe('publisherBeforePlace', () => {
  it('splits "Publisher: Place" read as one field', () => {
    expect(relabel(publisherBeforePlace, 'Harbour University Press: Leiden.', ['publisher', 'publisher', 'publisher', 'publisher'])).toEqual(['publisher', 'publisher', 'publisher', 'location']);
    expect(relabel(publisherBeforePlace, 'Siltworks: Geneva.', ['location', 'location'])).toEqual(['publisher', 'location']);
  });

  it('takes a second title run after a closed field as the publisher', () => {
    expect(relabel(publisherBeforePlace, 'Tides. Version 2. Delta Institute of Hydrology: Delft.', ['title', 'edition', 'edition', 'title', 'title', 'title', 'title', 'publisher'])).toEqual(['title', 'edition', 'edition', 'publisher', 'publisher', 'publisher', 'publisher', 'location']);
  });

  it('leaves "Place: Publisher"', () => {
    for (const [text, labels] of [
      ['London: Routledge.', ['location', 'publisher']],
      ['Oxford: Oxford University Press.', ['location', 'publisher', 'publisher', 'publisher']],
      ['New York: Harbour Books.', ['location', 'location', 'publisher', 'publisher']],
    ] as const) {
      expect(relabel(publisherBeforePlace, text, [...labels])).toEqual(labels);
    }
  });

  it('reads "Town, ST: Publisher" as the place, though the town\'s name holds a body\'s word', () => {
    expect(relabel(publisherBeforePlace, 'Lind. 2011. Tide Tables: Release 3. College Park, MD: Lindsoft LP.', ['author', 'date', 'title', 'title', 'title', 'title', 'title', 'title', 'location', 'publisher', 'publisher'])).toEqual(['author', 'date', 'title', 'title', 'title', 'title', 'location', 'location', 'location', 'publisher', 'publisher']);
    expect(relabel(publisherBeforePlace, 'Academy Hill, Norway: Fjord Press.', ['publisher', 'publisher', 'location', 'location', 'location'])).toEqual(['publisher', 'publisher', 'location', 'location', 'location']);
  });
});

describe('titlePartAfterDash', () => {
  it("keeps a standard's part and a word read as pages in its title", () => {
    expect(relabel(titlePartAfterDash, 'Tide gauges (TG) - Part 2: Calibration and use.', ['title', 'title', 'title', 'journal', 'journal', 'volume', 'pages', 'pages', 'pages'])).toEqual(titled(9));
    expect(relabel(titlePartAfterDash, 'Colour spaces - sYCC (p. 4).', ['title', 'title', 'other', 'pages', 'pages', 'pages'])).toEqual(['title', 'title', 'title', 'title', 'pages', 'pages']);
  });

  it('leaves a dash before real pages or a journal', () => {
    const pages = ['title', 'title', 'other', 'pages'];
    expect(relabel(titlePartAfterDash, 'Tide gauges - 117-120.', pages)).toEqual(pages);
    const journal = ['title', 'title', 'other', 'journal', 'journal'];
    expect(relabel(titlePartAfterDash, 'Tide gauges – Coastal Eng.', journal)).toEqual(journal);
  });
});

describe('publisherClosingTitle', () => {
  it("reads a body's name closing the title before an ISBN as the publisher", () => {
    expect(relabel(publisherClosingTitle, "Tide tables. Commission Internationale de l'Hydrographie. ISBN:978-0-00-000000-2", ['title', 'title', 'title', 'title', 'title', 'title', 'identifier', 'identifier'])).toEqual(['title', 'title', 'publisher', 'publisher', 'publisher', 'publisher', 'identifier', 'identifier']);
  });

  it('leaves a closing sentence that is no body, and a body followed by more', () => {
    const plain = ['title', 'title', 'title', 'title', 'identifier', 'identifier'];
    expect(relabel(publisherClosingTitle, 'Tide tables. Second Volume. ISBN:978-0-00-000000-2', plain)).toEqual(plain);
    const more = ['title', 'title', 'title', 'title', 'journal'];
    expect(relabel(publisherClosingTitle, 'Tide tables. Harbour Society. Coastal', more)).toEqual(more);
  });
});
