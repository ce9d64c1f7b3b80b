import { describe, expect, it } from 'vitest';
import { romanceIssueAfterJournal } from './read-romance-cues';
import { relabel } from './relabel.test-helpers';

// Made-up references; the labels are what the tagger gave before the rule (session 45).
describe('an issue numbered "no 45" right after the journal, with no volume', () => {
  it('reads the number as the issue, the cue as no field', () => {
    expect(relabel(romanceIssueAfterJournal, 'Lind, « Marées », Revue des ports, no 45, 1990, p. 1-20.', ['author', 'title', 'title', 'title', 'journal', 'journal', 'journal', 'volume', 'volume', 'date', 'pages', 'pages'])).toEqual(['author', 'title', 'title', 'title', 'journal', 'journal', 'journal', 'other', 'issue', 'date', 'pages', 'pages']);
    expect(relabel(romanceIssueAfterJournal, 'Lind, « Marées », Revue des ports, nᵒ 45, 1990.', ['author', 'title', 'title', 'title', 'journal', 'journal', 'journal', 'journal', 'volume', 'date'])).toEqual(['author', 'title', 'title', 'title', 'journal', 'journal', 'journal', 'other', 'issue', 'date']);
  });
  it('leaves a number after a volume, and "no" not after a journal\'s comma', () => {
    const withVolume = ['author', 'title', 'title', 'title', 'journal', 'journal', 'journal', 'volume', 'volume', 'volume', 'date'];
    expect(relabel(romanceIssueAfterJournal, 'Lind, « Marées », Revue des ports, no 45, 12, 1990.', withVolume)).toEqual(withVolume);
    const noComma = ['author', 'title', 'title', 'title', 'journal', 'journal', 'journal', 'volume', 'volume', 'date'];
    expect(relabel(romanceIssueAfterJournal, 'Lind, « Marées », Revue des ports no 45, 1990.', noComma)).toEqual(noComma);
    const series = ['author', 'author', 'date', 'title', 'title', 'journal', 'journal', 'volume', 'volume', 'location', 'publisher'];
    expect(relabel(romanceIssueAfterJournal, 'Lind, A. (1939). Tide study. Harbour Monograph, no. 48. Bergen: Hafen.', series)).toEqual(series);
  });
});
