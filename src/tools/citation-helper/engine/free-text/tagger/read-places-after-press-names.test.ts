import { describe, expect, it } from 'vitest';
import { loneImprintWordAsPublisher, placeSentenceAfterPress } from './read-places-after-press-names';
import { relabel } from './relabel.test-helpers';

// Made-up references; the labels are what the tagger gave before the rule.
describe('a place sentence after "Press." (session 42)', () => {
  it('reads "Fjord Press. Sandvika Strand." as publisher and place', () => {
    expect(relabel(placeSentenceAfterPress, 'Tides. Fjord Press. Sandvika Strand.', ['title', 'publisher', 'publisher', 'publisher', 'publisher'])).toEqual(['title', 'publisher', 'publisher', 'location', 'location']);
  });
  it('leaves "Fjord Press. 2nd ed."', () => {
    expect(relabel(placeSentenceAfterPress, 'Tides. Fjord Press. 2nd ed.', ['title', 'publisher', 'publisher', 'publisher', 'publisher'])).toEqual(['title', 'publisher', 'publisher', 'publisher', 'publisher']);
  });
});

describe('a lone imprint word read as the place (session 42)', () => {
  it('reads "Tides, Fjordbury, p. 5." as the publisher', () => {
    expect(relabel(loneImprintWordAsPublisher, 'Tides of Bergen, Fjordbury, p. 5.', ['title', 'title', 'title', 'location', 'pages', 'pages'])).toEqual(['title', 'title', 'title', 'publisher', 'pages', 'pages']);
  });
  it('leaves a place the lexicon knows ("Tides of Bergen, London.")', () => {
    expect(relabel(loneImprintWordAsPublisher, 'Tides of Bergen, London.', ['title', 'title', 'title', 'location'])).toEqual(['title', 'title', 'title', 'location']);
  });
});
