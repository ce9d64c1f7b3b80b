import { describe, expect, it } from 'vitest';
import { articleAfterInitials, containerEndReadAsPublisher, containerWordReadAsNumber, familyReadIntoJournal, journalAfterInitialNames, journalOpeningInTitle, namesEndAtInitialColon, placeWordOpeningPublisher, surnamesBeforeBareYear } from './read-compact-layouts';
import { tokenizeReference } from './tokenize-reference';

/** Applies a rule to a reference whose tokens were labelled as given (one label per token). */
function relabel(rule: (tokens: ReturnType<typeof tokenizeReference>, labels: string[]) => void, reference: string, labels: string[]): string[] {
  const tokens = tokenizeReference(reference);
  expect(labels).toHaveLength(tokens.length);
  const out = [...labels];
  rule(tokens, out);
  return out;
}

describe('surnamesBeforeBareYear', () => {
  it('reads surnames before a bare year and a comma as the authors, the year as the date', () => {
    expect(relabel(surnamesBeforeBareYear, 'Okafor & Lindqvist 2006, ApJ, 637, 774', ['publisher', 'publisher', 'publisher', 'date', 'journal', 'volume', 'pages'])).toEqual(['author', 'author', 'author', 'date', 'journal', 'volume', 'pages']);
    expect(relabel(surnamesBeforeBareYear, "O'Hare 1994, 422, 1580", ['container-title', 'date', 'volume', 'pages'])).toEqual(['author', 'date', 'volume', 'pages']);
    expect(relabel(surnamesBeforeBareYear, 'Ruiz, Ngata, et al. 2019, AJ, 88, 10', ['author', 'publisher', 'publisher', 'publisher', 'date', 'journal', 'volume', 'pages'])).toEqual(['author', 'author', 'author', 'author', 'date', 'journal', 'volume', 'pages']);
  });

  it('leaves titles, bracketed years and long capitalised runs alone', () => {
    const harvard: [string, string[]] = ['Okafor 2006, River Deltas Today, Wiley.', ['author', 'date', 'title', 'title', 'title', 'publisher']];
    expect(relabel(surnamesBeforeBareYear, ...harvard)).toEqual(harvard[1]);
    const apa: [string, string[]] = ['Okafor & Lindqvist (2006), ApJ, 637', ['publisher', 'publisher', 'publisher', 'date', 'journal', 'volume']];
    expect(relabel(surnamesBeforeBareYear, ...apa)).toEqual(apa[1]);
    const body: [string, string[]] = ['Royal Society Open Science 2019, 6, 12', ['journal', 'journal', 'journal', 'journal', 'date', 'volume', 'pages']];
    expect(relabel(surnamesBeforeBareYear, ...body)).toEqual(body[1]);
  });
});

describe('namesEndAtInitialColon', () => {
  it('ends the names at an initial closed by a colon (Copernicus)', () => {
    expect(relabel(namesEndAtInitialColon, 'Okafor, N.: River Deltas, Tidal Flats, Wiley, 1988.', ['author', 'author', 'author', 'author', 'title', 'title', 'publisher', 'date'])).toEqual(['author', 'author', 'title', 'title', 'title', 'title', 'publisher', 'date']);
  });

  it('leaves names without such a colon alone', () => {
    const labels = ['author', 'author', 'author', 'title', 'title', 'date'];
    expect(relabel(namesEndAtInitialColon, 'Okafor, N. Lind Tidal Flats. 1988.', labels)).toEqual(labels);
  });
});

describe('containerWordReadAsNumber', () => {
  it("gives a journal's last word back when the tagger read it as a number", () => {
    expect(relabel(containerWordReadAsNumber, 'Journal of river software. 2011 Mar;39(5):1.', ['journal', 'journal', 'journal', 'issue', 'date', 'date', 'volume', 'pages'])).toEqual(['journal', 'journal', 'journal', 'journal', 'date', 'date', 'volume', 'pages']);
  });

  it('keeps cues, roman volumes and words after a closed journal', () => {
    const cue: [string, string[]] = ['Tidal Studies vol. 3, pp. 4-9', ['journal', 'journal', 'volume', 'volume', 'pages', 'pages']];
    expect(relabel(containerWordReadAsNumber, ...cue)).toEqual(cue[1]);
    const roman: [string, string[]] = ['Tidal Studies XII, 4-9', ['journal', 'journal', 'volume', 'pages']];
    expect(relabel(containerWordReadAsNumber, ...roman)).toEqual(roman[1]);
    const closed: [string, string[]] = ['Tidal Studies, Supplementum, 4-9', ['journal', 'journal', 'issue', 'pages']];
    expect(relabel(containerWordReadAsNumber, ...closed)).toEqual(closed[1]);
  });
});

describe('journalAfterInitialNames', () => {
  it('reads the piece without an initial before the year as the journal', () => {
    expect(relabel(journalAfterInitialNames, 'A. Ruiz and B. Ngata, River Omega, 2019, 4, 15-33.', ['author', 'author', 'author', 'author', 'author', 'author', 'author', 'date', 'volume', 'pages'])).toEqual(['author', 'author', 'author', 'author', 'author', 'journal', 'journal', 'date', 'volume', 'pages']);
  });

  it('leaves a last name with an initial, or a list with a journal already, alone', () => {
    const named: [string, string[]] = ['A. Ruiz, B. Ngata, 2019, 4.', ['author', 'author', 'author', 'author', 'date', 'volume']];
    expect(relabel(journalAfterInitialNames, ...named)).toEqual(named[1]);
    const journal: [string, string[]] = ['A. Ruiz, Okafor, Tides, 2019, 4.', ['author', 'author', 'author', 'journal', 'date', 'volume']];
    expect(relabel(journalAfterInitialNames, ...journal)).toEqual(journal[1]);
  });
});

describe('articleAfterInitials', () => {
  it('gives an "A" after full-stopped initials to the title', () => {
    expect(relabel(articleAfterInitials, 'Okafor T. A guide to tides.', ['author', 'author', 'author', 'title', 'title', 'title'])).toEqual(['author', 'author', 'title', 'title', 'title', 'title']);
  });

  it('keeps an "A." initial and an "A" after a name', () => {
    const initial: [string, string[]] = ['Okafor, T. A. A guide.', ['author', 'author', 'author', 'title', 'title']];
    expect(relabel(articleAfterInitials, ...initial)).toEqual(initial[1]);
    const name: [string, string[]] = ['Okafor A Tides.', ['author', 'author', 'title']];
    expect(relabel(articleAfterInitials, ...name)).toEqual(name[1]);
  });
});

describe('placeWordOpeningPublisher', () => {
  it("gives a place's word run into a university press back to the publisher", () => {
    expect(relabel(placeWordOpeningPublisher, 'Leeds, Leeds University Press.', ['location', 'location', 'publisher', 'publisher'])).toEqual(['location', 'publisher', 'publisher', 'publisher']);
  });

  it('keeps a place closed by punctuation, or the only place', () => {
    const closed: [string, string[]] = ['Leeds: University Press.', ['location', 'publisher', 'publisher']];
    expect(relabel(placeWordOpeningPublisher, ...closed)).toEqual(closed[1]);
    const only: [string, string[]] = ['Leeds University Press.', ['location', 'publisher', 'publisher']];
    expect(relabel(placeWordOpeningPublisher, ...only)).toEqual(only[1]);
  });
});

describe('containerEndReadAsPublisher', () => {
  it("gives the book's last word, closed by a full stop, back to the book", () => {
    expect(relabel(containerEndReadAsPublisher, 'In: Tidal Flats Markets. Wiley Ltd; 2007.', ['other', 'container-title', 'container-title', 'publisher', 'publisher', 'publisher', 'date'])).toEqual(['other', 'container-title', 'container-title', 'container-title', 'publisher', 'publisher', 'date']);
  });

  it('keeps a publisher of one word', () => {
    const labels = ['other', 'container-title', 'container-title', 'publisher', 'date'];
    expect(relabel(containerEndReadAsPublisher, 'In: Tidal Flats. Wiley. 2007.', labels)).toEqual(labels);
  });
});

describe('journalOpeningInTitle', () => {
  it("gives a journal's first word after the title's full stop to the journal", () => {
    expect(relabel(journalOpeningInTitle, 'Drainage on a Sloping Bed. Water Resources Research 7, 12', ['title', 'title', 'title', 'title', 'title', 'title', 'journal', 'journal', 'volume', 'pages'])).toEqual(['title', 'title', 'title', 'title', 'title', 'journal', 'journal', 'journal', 'volume', 'pages']);
  });

  it('keeps a title with no full stop before its last words', () => {
    const labels = ['title', 'title', 'title', 'journal', 'journal', 'volume'];
    expect(relabel(journalOpeningInTitle, 'Tides of Water Resources Research 7', labels)).toEqual(labels);
  });
});

describe('familyReadIntoJournal', () => {
  it('gives the family name run into the journal back to the names', () => {
    expect(relabel(familyReadIntoJournal, 'A. Ruiz, B. Ngata WIREs Comput. Sci., 2020', ['author', 'author', 'author', 'journal', 'journal', 'journal', 'journal', 'date'])).toEqual(['author', 'author', 'author', 'author', 'journal', 'journal', 'journal', 'date']);
  });

  it('keeps a journal after a whole name', () => {
    const labels = ['author', 'author', 'author', 'author', 'journal', 'journal', 'date'];
    expect(relabel(familyReadIntoJournal, 'A. Ruiz, B. Ngata, Tidal Studies, 2020', labels)).toEqual(labels);
  });
});
