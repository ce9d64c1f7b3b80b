import { describe, expect, it } from 'vitest';
import { bodyAfterVancouverNames, journalClosingVancouverTitle } from './read-vancouver-edges';
import { relabel } from './relabel.test-helpers';

// Made-up references; the labels are what the tagger gave before the rule.
describe('a Vancouver journal read as the end of a title with no full stop (session 44)', () => {
  it('takes a known journal off the title\'s end: "… of tides Genome Biol. 2019 Dec 16;20(1):278."', () => {
    expect(relabel(journalClosingVancouverTitle, 'Lind A. Reading of tides Genome Biol. 2019 Dec 16;20(1):278.', ['author', 'author', 'title', 'title', 'title', 'title', 'title', 'date', 'other', 'other', 'volume', 'pages'])).toEqual(['author', 'author', 'title', 'title', 'title', 'journal', 'journal', 'date', 'other', 'other', 'volume', 'pages']);
  });
  it('takes one capitalised word after a lower-case one: "… tide data Oceanography. 2014;15(2):55."', () => {
    expect(relabel(journalClosingVancouverTitle, 'Lind A. Tide data Oceanography. 2014;15(2):55.', ['author', 'author', 'title', 'title', 'title', 'date', 'volume', 'pages'])).toEqual(['author', 'author', 'title', 'title', 'journal', 'date', 'volume', 'pages']);
  });
  it('leaves a title with a journal found, and one not followed by a Vancouver date and volume', () => {
    const found = ['author', 'author', 'title', 'title', 'journal', 'date', 'volume', 'pages'];
    expect(relabel(journalClosingVancouverTitle, 'Lind A. Tide data. Oceanography. 2014;15(2):55.', found)).toEqual(found);
    const book = ['author', 'author', 'title', 'title', 'title', 'date'];
    expect(relabel(journalClosingVancouverTitle, 'Lind A. Tide data Oceanography. 2014.', book)).toEqual(book);
  });
});

describe('a body after Vancouver names, past a semicolon (session 44)', () => {
  it('reads "Moss C; Tide Gauge Working Group. Title…" with the group as an author', () => {
    expect(relabel(bodyAfterVancouverNames, 'Lind A, Moss C; Tide Gauge Working Group. Sea levels again.', ['author', 'author', 'author', 'author', 'title', 'title', 'title', 'title', 'title', 'title', 'title'])).toEqual(['author', 'author', 'author', 'author', 'author', 'author', 'author', 'author', 'title', 'title', 'title']);
  });
  it('leaves a title that opens with no body\'s word, and one that is the whole title', () => {
    const plain = ['author', 'author', 'title', 'title', 'title', 'title', 'title', 'title'];
    expect(relabel(bodyAfterVancouverNames, 'Lind A; Tide gauges compared. Sea levels again.', plain)).toEqual(plain);
    const whole = ['author', 'author', 'title', 'title', 'title'];
    expect(relabel(bodyAfterVancouverNames, 'Lind A; The Tide Project.', whole)).toEqual(whole);
  });
});
