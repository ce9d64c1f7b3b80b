import { describe, expect, it } from 'vitest';
import { bracketedIssueBeforePageRange, journalReadAsPublisherBeforePages } from './read-article-numbers-after-quotes';
import { tokenizeReference } from './tokenize-reference';

const relabel = (text: string, labels: string[], rule: (tokens: ReturnType<typeof tokenizeReference>, labels: string[]) => void) => {
  const tokens = tokenizeReference(text);
  expect(tokens).toHaveLength(labels.length);
  const out = [...labels];
  rule(tokens, out);
  return out;
};

describe('bracketedIssueBeforePageRange', () => {
  it('reads a bracketed number between the volume and a page range as the issue', () => {
    expect(relabel('Nature 337 (6208): 611\u201115.', ['journal', 'volume', 'pages', 'pages'], bracketedIssueBeforePageRange)).toEqual(['journal', 'volume', 'issue', 'pages']);
  });
  it('leaves a bracketed number with no range after it, and a reference whose issue was read', () => {
    expect(relabel('Nature 337 (6208).', ['journal', 'volume', 'pages'], bracketedIssueBeforePageRange)).toEqual(['journal', 'volume', 'pages']);
    expect(relabel('Nature 337 (2) (6208): 611-15.', ['journal', 'volume', 'issue', 'pages', 'pages'], bracketedIssueBeforePageRange)).toEqual(['journal', 'volume', 'issue', 'pages', 'pages']);
  });
});

describe('journalReadAsPublisherBeforePages', () => {
  it('reads the words between a quoted title and a page range as the journal', () => {
    expect(relabel('"A Title". Radiocarbon, 1\u201133.', ['title', 'title', 'publisher', 'pages'], journalReadAsPublisherBeforePages)).toEqual(['title', 'title', 'journal', 'pages']);
  });
  it('leaves a publisher with a place, one with no page range after it, and one after an unquoted title', () => {
    expect(relabel('"A Title". Oxford: Clarendon, 1-33.', ['title', 'title', 'location', 'publisher', 'pages'], journalReadAsPublisherBeforePages)).toEqual(['title', 'title', 'location', 'publisher', 'pages']);
    expect(relabel('"A Title". Springer, 2001.', ['title', 'title', 'publisher', 'date'], journalReadAsPublisherBeforePages)).toEqual(['title', 'title', 'publisher', 'date']);
    expect(relabel('A Title. Springer, 1-33.', ['title', 'title', 'publisher', 'pages'], journalReadAsPublisherBeforePages)).toEqual(['title', 'title', 'publisher', 'pages']);
  });
});
