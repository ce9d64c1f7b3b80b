import { describe, expect, it } from 'vitest';
import { journalAfterTitleQuestion, supplementCueOpensIssue } from './read-supplement-issues';
import { relabel } from './relabel.test-helpers';

describe('supplementCueOpensIssue', () => {
  it("joins a supplement's cue to the issue after it", () => {
    expect(relabel(supplementCueOpensIssue, 'Tides, Supplement Issue 2, 33--49', ['journal', 'note', 'issue', 'issue', 'pages'])).toEqual(['journal', 'issue', 'issue', 'issue', 'pages']);
  });

  it('leaves a supplement word not followed by the issue', () => {
    const labels = ['title', 'title', 'journal', 'volume'];
    expect(relabel(supplementCueOpensIssue, 'Supplement tables. Tides 4', labels)).toEqual(labels);
  });
});

describe('journalAfterTitleQuestion', () => {
  it("reads the capitalised words after the title's question mark, before the numbers, as the journal", () => {
    expect(relabel(journalAfterTitleQuestion, 'Do tides cluster? Fjord and Coast, 12, 33--49', ['title', 'title', 'title', 'title', 'title', 'title', 'volume', 'pages'])).toEqual(['title', 'title', 'title', 'journal', 'journal', 'journal', 'volume', 'pages']);
  });

  it('leaves a question inside the title, and a title with a journal already read', () => {
    const inside = ['title', 'title', 'title', 'title', 'title', 'title', 'volume', 'pages'];
    expect(relabel(journalAfterTitleQuestion, 'Do tides cluster? a closer look, 12, 33--49', inside)).toEqual(inside);
    const read = ['title', 'title', 'title', 'title', 'title', 'journal', 'volume', 'pages'];
    expect(relabel(journalAfterTitleQuestion, 'Do tides cluster? Fjord and Coast, 12, 33--49', read)).toEqual(read);
  });
});
