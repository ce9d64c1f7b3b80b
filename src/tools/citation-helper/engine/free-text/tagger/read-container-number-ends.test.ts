import { describe, expect, it } from 'vitest';
import { numberClosingContainer } from './read-container-number-ends';
import { relabel } from './relabel.test-helpers';

// Made-up references; the labels are what the tagger gave before the rule.
describe('a number closing a container (session 42)', () => {
  it('reads biblatex\'s "Tide Letters 61.3 (2007)" as the volume', () => {
    expect(relabel(numberClosingContainer, 'In: Tide Letters 61.3 (2007), pp. 3-9.', ['other', 'journal', 'journal', 'journal', 'date', 'pages', 'pages'])).toEqual(['other', 'journal', 'journal', 'volume', 'date', 'pages', 'pages']);
  });
  it('reads "Tide Journal, 1(2), Dec. 2009" as the volume and issue', () => {
    expect(relabel(numberClosingContainer, 'Tide Journal, 1(2), Dec. 2009, 5-13.', ['journal', 'journal', 'journal', 'date', 'date', 'pages'])).toEqual(['journal', 'journal', 'volume', 'date', 'date', 'pages']);
  });
  it('reads a chapter\'s "Book of Tides, 403--451." as the pages', () => {
    expect(relabel(numberClosingContainer, 'Book of Tides, 403--451. Fjord Press', ['container-title', 'container-title', 'container-title', 'container-title', 'publisher', 'publisher'])).toEqual(['container-title', 'container-title', 'container-title', 'pages', 'publisher', 'publisher']);
  });
  it('leaves a number in the name when the reference has its volume ("Tide Review 2.0, 12")', () => {
    expect(relabel(numberClosingContainer, 'Tide Review 2.0 (2001), 12, 3-9.', ['journal', 'journal', 'journal', 'date', 'volume', 'pages'])).toEqual(['journal', 'journal', 'journal', 'date', 'volume', 'pages']);
  });
  it('leaves a year-like range after no comma ("Tides 1990-2000")', () => {
    expect(relabel(numberClosingContainer, 'Book of Tides 1990-2000. Fjord Press', ['container-title', 'container-title', 'container-title', 'container-title', 'publisher', 'publisher'])).toEqual(['container-title', 'container-title', 'container-title', 'container-title', 'publisher', 'publisher']);
  });
});
