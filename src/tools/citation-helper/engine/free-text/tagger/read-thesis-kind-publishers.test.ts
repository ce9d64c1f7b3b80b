import { describe, expect, it } from 'vitest';
import { thesisKindOpeningPublisher } from './read-thesis-kind-publishers';
import { relabel } from './relabel.test-helpers';

// Made-up references; the labels are what the tagger gave before the rule.
describe('a thesis kind opening the publisher (session 42)', () => {
  it('takes "online PhD-thesis," out of "University of Bergen"', () => {
    expect(relabel(thesisKindOpeningPublisher, 'Tides. online PhD-thesis, University of Bergen 2008.', ['title', 'other', 'publisher', 'publisher', 'publisher', 'publisher', 'date'])).toEqual(['title', 'genre', 'genre', 'publisher', 'publisher', 'publisher', 'date']);
  });
  it('takes "Doctoral dissertation," out of the publisher', () => {
    expect(relabel(thesisKindOpeningPublisher, 'Tides. Doctoral dissertation, Fjord University.', ['title', 'publisher', 'publisher', 'publisher', 'publisher'])).toEqual(['title', 'genre', 'genre', 'publisher', 'publisher']);
  });
  it('leaves a publisher named after theses ("Thesis Publishers, Amsterdam")', () => {
    expect(relabel(thesisKindOpeningPublisher, 'Tides. Thesis Publishers, Amsterdam.', ['title', 'publisher', 'publisher', 'location'])).toEqual(['title', 'publisher', 'publisher', 'location']);
  });
});
