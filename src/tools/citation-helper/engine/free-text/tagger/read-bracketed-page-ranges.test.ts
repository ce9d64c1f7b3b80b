import { describe, expect, it } from 'vitest';
import { issueBeforeBracketedPages } from './read-bracketed-page-ranges';
import { relabel } from './relabel.test-helpers';

// Made-up references; the labels are what the tagger gave before the rule.
describe('an issue before bracketed pages (session 42)', () => {
  it('reads "Tides 35:6323 (389-391)." as volume, issue and pages', () => {
    expect(relabel(issueBeforeBracketedPages, 'Tides 35:6323 (389-391).', ['journal', 'volume', 'pages', 'pages'])).toEqual(['journal', 'volume', 'issue', 'pages']);
  });
  it('leaves "Tides 35: 389 (2001)" (no bracketed range)', () => {
    expect(relabel(issueBeforeBracketedPages, 'Tides 35: 389 (2001).', ['journal', 'volume', 'pages', 'date'])).toEqual(['journal', 'volume', 'pages', 'date']);
  });
});
