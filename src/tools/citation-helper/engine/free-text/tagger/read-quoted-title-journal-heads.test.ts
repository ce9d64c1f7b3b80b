import { describe, expect, it } from 'vitest';
import { journalHeadAfterQuotedTitle } from './read-quoted-title-journal-heads';
import { relabel } from './relabel.test-helpers';

// Made-up references; the labels are what the tagger gave before the rule.
describe('a journal\'s head after a quoted title (session 42)', () => {
  it('gives "Theory of Tide. and its Apps" its first words back', () => {
    expect(relabel(journalHeadAfterQuotedTitle, "``Tides,'' Theory of Tide. and its Apps, 26, 1--9.", ['title', 'other', 'other', 'other', 'journal', 'journal', 'journal', 'volume', 'pages'])).toEqual([
      'title', 'journal', 'journal', 'journal', 'journal', 'journal', 'journal', 'volume', 'pages',
    ]);
  });
  it('leaves words that close with a comma ("“Tides,” Fjord Notes, Tide Journal")', () => {
    expect(relabel(journalHeadAfterQuotedTitle, '“Tides,” Fjord Notes, Tide Journal, 26', ['title', 'other', 'other', 'journal', 'journal', 'volume'])).toEqual(['title', 'other', 'other', 'journal', 'journal', 'volume']);
  });
  it('leaves an unquoted title', () => {
    expect(relabel(journalHeadAfterQuotedTitle, 'Tides. Theory of Tide Apps, 26', ['title', 'other', 'other', 'journal', 'journal', 'volume'])).toEqual(['title', 'other', 'other', 'journal', 'journal', 'volume']);
  });
});
