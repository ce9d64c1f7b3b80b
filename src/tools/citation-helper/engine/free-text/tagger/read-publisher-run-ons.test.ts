import { describe, expect, it } from 'vitest';
import { articleOfPlaceInPublisher, gluedPageCue, lastEditorsBeforePublisher, publisherCutAtParticle, shelfmarkAfterPublisher } from './read-publisher-run-ons';
import { relabel } from './relabel.test-helpers';

// Made-up references; the labels are what the tagger gave before the rule.
describe('a publisher\'s edges (session 42)', () => {
  it('takes a shelfmark "(BL: D2145)" out of the publisher', () => {
    expect(relabel(shelfmarkAfterPublisher, 'Tides. Bergen University (BL: D2145).', ['title', 'publisher', 'publisher', 'publisher', 'location'])).toEqual(['title', 'publisher', 'publisher', 'note', 'note']);
  });
  it('leaves a bracketed word in a name ("Fjord Press (Bergen)")', () => {
    expect(relabel(shelfmarkAfterPublisher, 'Tides. Fjord Press (Bergen).', ['title', 'publisher', 'publisher', 'publisher'])).toEqual(['title', 'publisher', 'publisher', 'publisher']);
  });
  it('runs "Universidad Agraria | del Ecuador)." on to its end', () => {
    expect(relabel(publisherCutAtParticle, 'Tesis, Universidad Agraria del Ecuador).', ['genre', 'publisher', 'publisher', 'title', 'title'])).toEqual(['genre', 'publisher', 'publisher', 'publisher', 'publisher']);
  });
  it('leaves a publisher closed by its comma ("Fjord Press, of Bergen")', () => {
    expect(relabel(publisherCutAtParticle, 'Fjord Press, of Bergen.', ['publisher', 'publisher', 'title', 'title'])).toEqual(['publisher', 'publisher', 'title', 'title']);
  });
  it('reads "p1097-1131." as the pages', () => {
    expect(relabel(gluedPageCue, 'Tide Review 81:6 p1097-1131.', ['journal', 'journal', 'volume', 'issue', 'doi'])).toEqual(['journal', 'journal', 'volume', 'issue', 'pages']);
  });
});

describe('names and places at the publisher\'s edges (session 42)', () => {
  it('gives "The" back to "The Netherlands"', () => {
    expect(relabel(articleOfPlaceInPublisher, 'Fjord University, The Netherlands, 1998.', ['publisher', 'publisher', 'publisher', 'location', 'date'])).toEqual(['publisher', 'publisher', 'location', 'location', 'date']);
  });
  it('gives the last editors back to the editors ("Eds. Ada Lind, Tom Berg, Fjord Press.")', () => {
    expect(relabel(lastEditorsBeforePublisher, 'Eds. Ada Lind, Tom Berg, Fjord Press.', ['editor', 'editor', 'editor', 'location', 'publisher', 'publisher', 'publisher'])).toEqual(['editor', 'editor', 'editor', 'editor', 'editor', 'publisher', 'publisher']);
  });
  it('leaves "Eds. Ada Lind, Bergen, Fjord Press." (a place, not a name pair)', () => {
    expect(relabel(lastEditorsBeforePublisher, 'Eds. Ada Lind, Bergen, Fjord Press.', ['editor', 'editor', 'editor', 'location', 'publisher', 'publisher'])).toEqual(['editor', 'editor', 'editor', 'location', 'publisher', 'publisher']);
  });
});
