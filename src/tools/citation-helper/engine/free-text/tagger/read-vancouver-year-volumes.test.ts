import { describe, expect, it } from 'vitest';
import { journalWithPlaceBeforeVancouverDate, titleOpeningVancouverJournal, yearBeforeVancouverVolume } from './read-vancouver-year-volumes';
import { relabel } from './relabel.test-helpers';

// Made-up references; the labels are what the tagger gave before the rule (session 45's probe of the Lancet form).
describe('the Lancet form of Vancouver: "Journal 2003; 361: 1234–40." (session 45)', () => {
  it('reads the year closed by ";" before a volume as the date, not the volume', () => {
    expect(relabel(yearBeforeVancouverVolume, 'Lind A. Tides. Lancet 2003; 361: 1234–40.', ['author', 'author', 'journal', 'journal', 'volume', 'volume', 'pages'])).toEqual(['author', 'author', 'journal', 'journal', 'date', 'volume', 'pages']);
  });
  it('leaves a reference whose date was found, and a number not followed by a volume', () => {
    const dated = ['author', 'author', 'date', 'title', 'journal', 'volume', 'pages'];
    expect(relabel(yearBeforeVancouverVolume, 'Lind A. (2001) Tides. Lancet 2003; 4.', dated)).toEqual(dated);
    const noVolume = ['author', 'author', 'title', 'journal', 'volume', 'other'];
    expect(relabel(yearBeforeVancouverVolume, 'Lind A. Tides. Lancet 2003; see.', noVolume)).toEqual(noVolume);
  });
  it('splits "Title. Lancet" read as one journal after the names into title and journal', () => {
    expect(relabel(titleOpeningVancouverJournal, 'Lind A. Tides. Lancet 2003; 361: 1234–40.', ['author', 'author', 'journal', 'journal', 'date', 'volume', 'pages'])).toEqual(['author', 'author', 'title', 'journal', 'date', 'volume', 'pages']);
    expect(relabel(titleOpeningVancouverJournal, 'Lind A. Reading tides again. N Engl J Med 2003; 361: 1234–40.', ['author', 'author', 'journal', 'journal', 'journal', 'journal', 'journal', 'journal', 'journal', 'date', 'volume', 'pages'])).toEqual(['author', 'author', 'title', 'title', 'title', 'journal', 'journal', 'journal', 'journal', 'date', 'volume', 'pages']);
  });
  it('leaves an abbreviated journal with full stops, and a reference that has a title', () => {
    const dotted = ['author', 'author', 'journal', 'journal', 'journal', 'date', 'volume', 'pages'];
    expect(relabel(titleOpeningVancouverJournal, 'Lind A. J. Clin. Invest. 2003; 361: 1234–40.', dotted)).toEqual(dotted);
    const titled = ['author', 'author', 'title', 'journal', 'date', 'volume', 'pages'];
    expect(relabel(titleOpeningVancouverJournal, 'Lind A. Tides. Lancet 2003; 361: 1234–40.', titled)).toEqual(titled);
  });
});

describe('a PubMed journal with its place in brackets, read as the title\'s end (session 45)', () => {
  it('reads "Methods in tides (Bergen, NO). 2007;357:271–96." as the journal', () => {
    const text = 'Lind A. Reading the tides. Methods in tides (Bergen, NO). 2007;357:271–96.';
    const tagged = ['author', 'author', 'title', 'title', 'title', 'title', 'title', 'title', 'title', 'location', 'date', 'volume', 'pages'];
    expect(relabel(journalWithPlaceBeforeVancouverDate, text, tagged)).toEqual(['author', 'author', 'title', 'title', 'title', 'journal', 'journal', 'journal', 'journal', 'journal', 'date', 'volume', 'pages']);
  });
  it('leaves a book\'s place before its year, and a reference whose journal was found', () => {
    const book = ['author', 'author', 'title', 'title', 'title', 'location', 'date'];
    expect(relabel(journalWithPlaceBeforeVancouverDate, 'Lind A. Reading the tides. Bergen: 2007.', book)).toEqual(book);
    const found = ['author', 'author', 'title', 'title', 'title', 'journal', 'journal', 'journal', 'journal', 'location', 'date', 'volume', 'pages'];
    expect(relabel(journalWithPlaceBeforeVancouverDate, 'Lind A. Reading the tides. Methods in tides (Bergen, NO). 2007;357:271–96.', found)).toEqual(found);
  });
});
