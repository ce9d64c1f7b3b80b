import { describe, expect, it } from 'vitest';
import { pageWordClosingImprint, publisherNamedAsPlace, rfcNumber, tableLocator, versionSubtitle } from './read-locator-tails';
import { tokenizeReference } from './tokenize-reference';

// Made-up references; the labels are what the tagger gave before the rule.
function relabel(rule: (tokens: ReturnType<typeof tokenizeReference>, labels: string[]) => void, text: string, labels: string[]): string[] {
  const tokens = tokenizeReference(text);
  expect(tokens.length).toBe(labels.length);
  const out = [...labels];
  rule(tokens, out);
  return out;
}

describe('a page word closing the imprint (session 41)', () => {
  it('takes "Page" out of the publisher', () => {
    expect(relabel(pageWordClosingImprint, 'Tide Tables, Fjord Press. Page 288.', ['title', 'title', 'publisher', 'publisher', 'publisher', 'pages'])).toEqual(['title', 'title', 'publisher', 'publisher', 'pages', 'pages']);
  });
  it('reads "Wiley. Pag. 52" read as a journal and volume as publisher and pages', () => {
    expect(relabel(pageWordClosingImprint, 'Tide Tables, Fjordbok. Pag. 52', ['title', 'title', 'journal', 'journal', 'volume'])).toEqual(['title', 'title', 'publisher', 'pages', 'pages']);
  });
  it('leaves a journal run when the reference has a volume of its own', () => {
    expect(relabel(pageWordClosingImprint, 'Tides. Fjord Review 4, Notes. Pag. 52', ['title', 'journal', 'journal', 'volume', 'journal', 'journal', 'volume'])).toEqual(['title', 'journal', 'journal', 'volume', 'journal', 'journal', 'volume']);
  });
  it('leaves "Page" inside a publisher\'s name', () => {
    expect(relabel(pageWordClosingImprint, 'Tide Tables, Fjord Page 28.', ['title', 'title', 'publisher', 'publisher', 'pages'])).toEqual(['title', 'title', 'publisher', 'publisher', 'pages']);
  });
});

describe('a table number as a locator (session 41)', () => {
  it('takes "Table 3.2" out of the title, and the short sentence before it is the publisher', () => {
    expect(relabel(tableLocator, 'Fjord Year Book. Statistics Fjordland, Table 3.2.', ['title', 'title', 'title', 'title', 'title', 'title', 'title'])).toEqual(['title', 'title', 'title', 'publisher', 'publisher', 'note', 'note']);
  });
  it('reads "Table 3.1" read as an edition as a note', () => {
    expect(relabel(tableLocator, 'Tide Designs. Table 3.1.', ['title', 'title', 'edition', 'edition'])).toEqual(['title', 'title', 'note', 'note']);
  });
  it('leaves a table inside a title', () => {
    expect(relabel(tableLocator, 'The Tide Table 2 Revisited.', ['title', 'title', 'title', 'title', 'title'])).toEqual(['title', 'title', 'title', 'title', 'title']);
  });
});

describe('an RFC number (session 41)', () => {
  it('reads "RFC 4122, RFC Editor." as the number and the publisher', () => {
    expect(relabel(rfcNumber, 'Tide URNs. RFC 9999, RFC Editor.', ['title', 'title', 'journal', 'volume', 'pages', 'other'])).toEqual(['title', 'title', 'identifier', 'identifier', 'publisher', 'publisher']);
  });
  it('leaves an RFC named in the title', () => {
    expect(relabel(rfcNumber, 'Updates to RFC 9999.', ['title', 'title', 'title', 'title'])).toEqual(['title', 'title', 'title', 'title']);
  });
});

describe('North-Holland as a publisher (session 41)', () => {
  it('reads "North Holland" alone as the publisher', () => {
    expect(relabel(publisherNamedAsPlace, 'In Tide Geometry, North Holland.', ['container-title', 'container-title', 'container-title', 'location', 'location'])).toEqual(['container-title', 'container-title', 'container-title', 'publisher', 'publisher']);
  });
  it('leaves it when a publisher was read', () => {
    expect(relabel(publisherNamedAsPlace, 'Fjord Press, North Holland.', ['publisher', 'publisher', 'location', 'location'])).toEqual(['publisher', 'publisher', 'location', 'location']);
  });
});

describe('a version after the title\'s colon (session 41)', () => {
  it('keeps "Version 2.0" in the title', () => {
    expect(relabel(versionSubtitle, 'Tide Gauge System: Version 2.0 (Oslo', ['title', 'title', 'title', 'edition', 'edition', 'location'])).toEqual(['title', 'title', 'title', 'title', 'title', 'location']);
  });
  it('leaves a version after a full stop', () => {
    expect(relabel(versionSubtitle, 'Tide Gauge System. Version 2.0', ['title', 'title', 'title', 'edition', 'edition'])).toEqual(['title', 'title', 'title', 'edition', 'edition']);
  });
});
