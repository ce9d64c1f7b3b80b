import { describe, expect, it } from 'vitest';
import { placeGluedToPublisher } from './read-place-glued-publishers';
import { relabel } from './relabel.test-helpers';

// Made-up references; the labels are what the tagger gave before the rule.
describe('a place glued to its publisher (session 42)', () => {
  it('reads "Bergen U. Pr." as one publisher', () => {
    expect(relabel(placeGluedToPublisher, 'Tide Tables, Bergen U. Pr.', ['title', 'title', 'location', 'publisher', 'publisher'])).toEqual(['title', 'title', 'publisher', 'publisher', 'publisher']);
  });
  it('leaves "Bergen: University Press" (a place closed by its colon)', () => {
    expect(relabel(placeGluedToPublisher, 'Tide Tables, Bergen: University Press', ['title', 'title', 'location', 'publisher', 'publisher'])).toEqual(['title', 'title', 'location', 'publisher', 'publisher']);
  });
  it('reads "Los Fjordos Tide Laboratory." as one publisher', () => {
    expect(relabel(placeGluedToPublisher, 'Tech. Rep. 7, Los Fjordos Tide Laboratory.', ['genre', 'genre', 'genre', 'location', 'location', 'publisher', 'publisher'])).toEqual(['genre', 'genre', 'genre', 'publisher', 'publisher', 'publisher', 'publisher']);
  });
  it('leaves "Cambridge, MA MIT Press" (a place with a comma inside)', () => {
    expect(relabel(placeGluedToPublisher, 'Tides. Cambridge, MA MIT Press', ['title', 'location', 'location', 'publisher', 'publisher'])).toEqual(['title', 'location', 'location', 'publisher', 'publisher']);
  });
});
