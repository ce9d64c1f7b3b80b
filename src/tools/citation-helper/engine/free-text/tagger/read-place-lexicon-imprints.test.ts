import { describe, expect, it } from 'vitest';
import { publisherBeforeKnownPlace, swappedPlaceAndPublisher } from './read-place-lexicon-imprints';
import { relabel } from './relabel.test-helpers';

describe('publisherBeforeKnownPlace', () => {
  it('reads the unknown first piece of a place run closed by a known place as the publisher', () => {
    expect(relabel(publisherBeforeKnownPlace, 'Tidebok. Fjordvik Forlag, Copenhagen.', ['title', 'location', 'location', 'location'])).toEqual(['title', 'publisher', 'publisher', 'location']);
  });

  it('leaves a place run whose first piece is a known place, or one with no known place, or a publisher already read', () => {
    const city = ['title', 'location', 'location'];
    expect(relabel(publisherBeforeKnownPlace, 'Tidebok. London, Ontario.', city)).toEqual(city);
    expect(relabel(publisherBeforeKnownPlace, 'Tidebok, by W. Lind, Fjord Lane, Copenhagen.', ['title', 'other', 'other', 'other', 'location', 'location', 'location'])).toEqual(['title', 'other', 'other', 'other', 'location', 'location', 'location']);
    const country = ['title', 'location', 'location'];
    expect(relabel(publisherBeforeKnownPlace, 'Tidebok. Fjordvik, Sweden.', country)).toEqual(country);
    const unknown = ['title', 'location', 'location'];
    expect(relabel(publisherBeforeKnownPlace, 'Tidebok. Fjordvik, Nordland.', unknown)).toEqual(unknown);
    const read = ['title', 'publisher', 'location', 'location'];
    expect(relabel(publisherBeforeKnownPlace, 'Tidebok. Sage. Fjordvik, Copenhagen.', read)).toEqual(read);
  });
});

describe('swappedPlaceAndPublisher', () => {
  it('swaps a publisher that is a known place with the "place" before it that is none', () => {
    expect(relabel(swappedPlaceAndPublisher, 'Tides 2. Fjord Holland: New York.', ['title', 'volume', 'location', 'location', 'publisher', 'publisher'])).toEqual(['title', 'volume', 'publisher', 'publisher', 'location', 'location']);
  });

  it('leaves a place that is known, and a publisher that is no place', () => {
    const known = ['title', 'volume', 'location', 'publisher', 'publisher'];
    expect(relabel(swappedPlaceAndPublisher, 'Tides 2. Copenhagen: New York.', known)).toEqual(known);
    const firm = ['title', 'volume', 'location', 'location', 'publisher', 'publisher'];
    expect(relabel(swappedPlaceAndPublisher, 'Tides 2. Fjord Holland: Fjord Press.', firm)).toEqual(firm);
  });
});
