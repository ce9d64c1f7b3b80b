import { describe, expect, it } from 'vitest';
import { bodyOpeningTitle, magazineBeforeMonth, magazineOpeningBeforeMonth } from './read-magazine-issues';
import { namesAfterOpeningTitle } from './read-title-bylines';
import { relabel } from './relabel.test-helpers';

// Made-up references; the labels are what the tagger gave before the rule.
describe('a magazine named before the month of its issue (session 44)', () => {
  it('reads "Ocean Monthly, May 12 - 19, 1994." as the magazine, its month and pages', () => {
    expect(relabel(magazineBeforeMonth, 'Tide Union. Sea levels. Ocean Monthly, May 12 - 19, 1994.', ['author', 'author', 'title', 'title', 'location', 'location', 'date', 'date', 'date', 'pages', 'date'])).toEqual(['author', 'author', 'title', 'title', 'journal', 'journal', 'date', 'pages', 'pages', 'pages', 'date']);
  });
  it('leaves a person\'s name before a month ("Sea levels. Ada Lind, May 1994." read as names), and a reference with a journal', () => {
    const person = ['title', 'title', 'author', 'author', 'date', 'date'];
    expect(relabel(magazineBeforeMonth, 'Sea levels. Ada Lind, May 1994.', person)).toEqual(person);
    const found = ['author', 'author', 'title', 'title', 'journal', 'journal', 'date', 'date', 'pages'];
    expect(relabel(magazineBeforeMonth, 'Tide Union. Sea levels. Ocean Monthly, May 1994, pp.12-19.', found)).toEqual(found);
  });
});

describe('a body opening the reference before its title (session 44)', () => {
  it('reads "Tide Union." as the author when no author was found', () => {
    expect(relabel(bodyOpeningTitle, 'Tide Union. Sea levels. Ocean Monthly, May 1994, pp.12-19.', ['title', 'title', 'title', 'title', 'journal', 'journal', 'date', 'date', 'pages'])).toEqual(['author', 'author', 'title', 'title', 'journal', 'journal', 'date', 'date', 'pages']);
  });
  it('leaves a title whose first sentence does not end on a body\'s word', () => {
    const labels = ['title', 'title', 'title', 'title', 'journal', 'journal', 'date', 'date', 'pages'];
    expect(relabel(bodyOpeningTitle, 'Tide Tables. Sea levels. Ocean Monthly, May 1994, pp.12-19.', labels)).toEqual(labels);
  });
  it('keeps namesAfterOpeningTitle from reading the magazine as the byline after a body\'s sentence', () => {
    const labels = ['author', 'author', 'title', 'title', 'location', 'location', 'date', 'date', 'date', 'pages', 'date'];
    expect(relabel(namesAfterOpeningTitle, 'Tide Union. Sea levels. Ocean Monthly, May 12 - 19, 1994.', labels)).toEqual(labels);
  });
});

describe('a magazine cited by its name, month and pages only (session 44)', () => {
  it('reads "Ocean Monthly, May 1994, pp.12-19." as the magazine and its date', () => {
    expect(relabel(magazineOpeningBeforeMonth, 'Ocean Monthly, May 1994, pp.12-19.', ['author', 'author', 'author', 'date', 'pages'])).toEqual(['journal', 'journal', 'date', 'date', 'pages']);
  });
  it('leaves "Lind, May 1994, Sea levels." (a title follows) and one word before the month', () => {
    const titled = ['author', 'date', 'date', 'title', 'title'];
    expect(relabel(magazineOpeningBeforeMonth, 'Ada Lind, May 1994, Sea levels.', ['author', ...titled])).toEqual(['author', ...titled]);
    const one = ['author', 'author', 'date', 'pages'];
    expect(relabel(magazineOpeningBeforeMonth, 'Lind, May 1994, pp.12-19.', one)).toEqual(one);
  });
});
