import { describe, expect, it } from 'vitest';
import { bodyAfterPagesAsPublisher, bodyContainerBeforePlace, journalHeadLeftInTitle, publisherCutAtDash, thesisKindInOtherLanguages, yearAfterBracketedGenre } from './read-imprint-joins';
import { relabel } from './relabel.test-helpers';

// Made-up references; the labels are what the tagger gave before the rule.
const NAMES = ['author', 'author'];

describe('a thesis\'s kind in Spanish or French, and a publisher cut at a spaced dash (session 44)', () => {
  const text = 'Lind, A. "Mareas." (Tesis doctoral, University of Oslo - Blindern, 2017).';
  it('reads "(Tesis doctoral," as the genre and the university up to its comma as the publisher', () => {
    expect(relabel(thesisKindInOtherLanguages, text, [...NAMES, 'title', 'genre', 'genre', 'publisher', 'publisher', 'publisher', 'publisher', 'location', 'date'])).toEqual([...NAMES, 'title', 'genre', 'genre', 'publisher', 'publisher', 'publisher', 'publisher', 'publisher', 'date']);
    const trabajo = 'Lind, A. "Mareas" (Trabajo de Fin de Máster, Universidad de Oslo, 2022).';
    expect(relabel(thesisKindInOtherLanguages, trabajo, [...NAMES, 'title', 'genre', 'genre', 'publisher', 'publisher', 'publisher', 'publisher', 'publisher', 'publisher', 'date'])).toEqual([...NAMES, 'title', 'genre', 'genre', 'genre', 'genre', 'genre', 'publisher', 'publisher', 'publisher', 'date']);
  });
  it('leaves "tesis" that opens no thesis kind before a year', () => {
    const labels = [...NAMES, 'title', 'title', 'title', 'journal', 'journal', 'volume'];
    expect(relabel(thesisKindInOtherLanguages, 'Lind, A. Tesis y mareas. Revista Mar, 4.', labels)).toEqual(labels);
  });
  it('joins "University of Oslo - | Blindern," cut at the dash', () => {
    expect(relabel(publisherCutAtDash, text, [...NAMES, 'title', 'genre', 'genre', 'publisher', 'publisher', 'publisher', 'publisher', 'location', 'date'])).toEqual([...NAMES, 'title', 'genre', 'genre', 'publisher', 'publisher', 'publisher', 'publisher', 'publisher', 'date']);
    const place = [...NAMES, 'title', 'genre', 'genre', 'publisher', 'publisher', 'publisher', 'location', 'location', 'date'];
    expect(relabel(publisherCutAtDash, text, place)).toEqual(place);
  });
});

describe('a year after a bracketed genre (session 44)', () => {
  it('reads "(PhD thesis), 2002," with 2002 as the date', () => {
    expect(relabel(yearAfterBracketedGenre, 'Lind, A. Tide Tables (PhD thesis), 2002, Oslo University.', [...NAMES, 'title', 'title', 'genre', 'genre', 'genre', 'publisher', 'publisher'])).toEqual([...NAMES, 'title', 'title', 'genre', 'genre', 'date', 'publisher', 'publisher']);
  });
  it('leaves it when a date was found', () => {
    const labels = [...NAMES, 'title', 'title', 'genre', 'genre', 'genre', 'publisher', 'date'];
    expect(relabel(yearAfterBracketedGenre, 'Lind, A. Tide Tables (PhD thesis), 2002, Oslo 2003.', labels)).toEqual(labels);
  });
});

describe('a body read as a container (session 44)', () => {
  it('reads "Tide Foundation for Ocean Computing, Vienna," with no volume or pages as the publisher', () => {
    const text = 'Tide Team (2017). Tides: a program. Tide Foundation for Ocean Computing, Vienna, Austria.';
    const head = ['author', 'author', 'date', 'title', 'title', 'title'];
    expect(relabel(bodyContainerBeforePlace, text, [...head, 'container-title', 'container-title', 'container-title', 'container-title', 'container-title', 'location', 'location'])).toEqual([...head, 'publisher', 'publisher', 'publisher', 'publisher', 'publisher', 'location', 'location']);
  });
  it('leaves a meeting\'s name before its place', () => {
    const labels = [...NAMES, 'title', 'container-title', 'container-title', 'container-title', 'container-title', 'container-title', 'container-title', 'location', 'location'];
    expect(relabel(bodyContainerBeforePlace, 'Lind, A. Tides. Annual Meeting of the Tide Society, Bergen, Norway.', labels)).toEqual(labels);
  });
  it('reads a body after the pages, read as a second container, as the publisher', () => {
    const text = 'Lind, A. « Tides ». In Sea Levels XV, (2008): 12-19. International Society for Tides.';
    const head = [...NAMES, 'title', 'title', 'title', 'container-title', 'container-title', 'container-title', 'container-title', 'date', 'pages'];
    expect(relabel(bodyAfterPagesAsPublisher, text, [...head, 'container-title', 'container-title', 'container-title', 'container-title'])).toEqual([...head, 'publisher', 'publisher', 'publisher', 'publisher']);
  });
});

describe('a journal\'s first words left in the title (session 44)', () => {
  it('reads "Nordic Sea Policy - | Politique des Mers 8" as one journal', () => {
    const text = 'Lind, A. (1982). Tides are tides. Nordic Sea Policy - Politique des Mers 8: 311-320.';
    const head = [...NAMES, 'date', 'title', 'title', 'title'];
    expect(relabel(journalHeadLeftInTitle, text, [...head, 'title', 'title', 'title', 'title', 'journal', 'journal', 'journal', 'volume', 'pages'])).toEqual([...head, 'journal', 'journal', 'journal', 'journal', 'journal', 'journal', 'journal', 'volume', 'pages']);
  });
  it('reads "Records of the Australian | Museum, Supplement 29:" by the known journal, "Supplement" with the volume', () => {
    const text = 'Lind, A. Tides of the north. Records of the Australian Museum, Supplement 29: 173-186.';
    const head = [...NAMES, 'title', 'title', 'title', 'title'];
    expect(relabel(journalHeadLeftInTitle, text, [...head, 'title', 'title', 'title', 'title', 'journal', 'journal', 'volume', 'pages'])).toEqual([...head, 'journal', 'journal', 'journal', 'journal', 'journal', 'volume', 'volume', 'pages']);
  });
  it('leaves a journal that opens after the title\'s end ("Journal of the Royal Statistical Society, Series B,")', () => {
    const labels = [...NAMES, 'title', 'journal', 'journal', 'journal', 'journal', 'journal', 'journal', 'journal', 'journal', 'volume', 'pages'];
    expect(relabel(journalHeadLeftInTitle, 'Lind, A. "Tides." Journal of the Royal Statistical Society, Series B, 11: 68-84.', labels)).toEqual(labels);
  });
});
