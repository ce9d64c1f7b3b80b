import { describe, expect, it } from 'vitest';
import { issueBeforePageRange } from './read-issue-before-pages';
import { tokenizeReference } from './tokenize-reference';

/** The labels after the rule, for a reference tagged with one label a word. */
function relabel(text: string, labels: string[]): string[] {
  const tokens = tokenizeReference(text);
  expect(tokens).toHaveLength(labels.length);
  const result = [...labels];
  issueBeforePageRange(tokens, result);
  return result;
}

describe('issueBeforePageRange', () => {
  it('reads a short number before a page range, after the volume, as the issue', () => {
    expect(relabel('Lind, O. Tides. Estuar. Lett., 14, 2 33-41 (1999)', ['author', 'author', 'title', 'journal', 'journal', 'volume', 'pages', 'pages', 'date'])).toEqual(['author', 'author', 'title', 'journal', 'journal', 'volume', 'issue', 'pages', 'date']);
  });

  it('leaves a reference with an issue, one without a volume right before, and pages of one number', () => {
    const issued = ['author', 'author', 'title', 'journal', 'volume', 'issue', 'pages', 'pages'];
    expect(relabel('Lind, O. Tides. Estuar., 14 (3), 2 33-41', issued)).toEqual(issued);
    const noVolume = ['author', 'author', 'title', 'journal', 'pages', 'pages', 'date'];
    expect(relabel('Lind, O. Tides. Estuar. 2 33-41 (1999)', noVolume)).toEqual(noVolume);
    const single = ['author', 'author', 'title', 'journal', 'volume', 'pages', 'pages', 'date'];
    expect(relabel('Lind, O. Tides. Estuar., 14, 2 33 (1999)', single)).toEqual(single);
  });
});
