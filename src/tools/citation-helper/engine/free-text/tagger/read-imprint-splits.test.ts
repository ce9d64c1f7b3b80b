import { describe, expect, it } from 'vitest';
import { imprintClosingTitle, publisherAfterPlaceColon, reportNumberOpeningPlace } from './read-imprint-splits';
import { relabel } from './relabel.test-helpers';

describe('publisherAfterPlaceColon', () => {
  it('reads what follows the colon closing a place as the publisher', () => {
    expect(relabel(publisherAfterPlaceColon, 'Tide tables. Bergen: Fjord Verlag, 57--70.', ['title', 'title', 'location', 'location', 'location', 'pages'])).toEqual(['title', 'title', 'location', 'publisher', 'publisher', 'pages']);
  });

  it('leaves a place with no colon inside it, or a publisher already read', () => {
    const place = ['title', 'title', 'location', 'location', 'publisher', 'publisher'];
    expect(relabel(publisherAfterPlaceColon, 'Tide tables. Bergen, Norway: Fjord Verlag.', place)).toEqual(place);
    const read = ['title', 'title', 'location', 'location', 'publisher'];
    expect(relabel(publisherAfterPlaceColon, 'Tide tables. Bergen: Hordaland Fjord.', read)).toEqual(read);
  });
});

describe('reportNumberOpeningPlace', () => {
  it("takes a report's number out of the place it opens", () => {
    expect(relabel(reportNumberOpeningPlace, 'Tide index. TR-66-22. Bergen, Norway: Fjord Office.', ['title', 'title', 'location', 'location', 'location', 'publisher', 'publisher'])).toEqual(['title', 'title', 'identifier', 'location', 'location', 'publisher', 'publisher']);
  });

  it('leaves a place word with no number', () => {
    const labels = ['title', 'title', 'location', 'location', 'location', 'publisher', 'publisher'];
    expect(relabel(reportNumberOpeningPlace, 'Tide index. Stavanger-Sola. Bergen, Norway: Fjord Office.', labels)).toEqual(labels);
  });
});

describe('imprintClosingTitle', () => {
  it('reads a closing "Place: Publisher." sentence of the title as the imprint', () => {
    expect(relabel(imprintClosingTitle, 'Lind, A. (2004). The Tides of Norway. Bergen Sound: Fjord Information. WWW: https://example.org', ['author', 'author', 'date', 'title', 'title', 'title', 'title', 'title', 'title', 'title', 'title', 'other', 'url'])).toEqual(['author', 'author', 'date', 'title', 'title', 'title', 'title', 'location', 'location', 'publisher', 'publisher', 'other', 'url']);
  });

  it('leaves a subtitle, a part, a title with a number, and references with an imprint or no date before the title', () => {
    const subtitle = ['author', 'author', 'date', 'title', 'title', 'title', 'title', 'title', 'title', 'title'];
    expect(relabel(imprintClosingTitle, 'Lind, A. (2004). Tides of Norway. Part One: The Fjords.', subtitle)).toEqual(subtitle);
    const numbered = ['author', 'author', 'date', 'title', 'title', 'title', 'title', 'title', 'title'];
    expect(relabel(imprintClosingTitle, 'Lind, A. (2004). Tides of Norway. Bergen: Survey 1990.', numbered)).toEqual(numbered);
    const imprint = ['author', 'author', 'date', 'title', 'title', 'title', 'title', 'title', 'title', 'publisher', 'publisher'];
    expect(relabel(imprintClosingTitle, 'Lind, A. (2004). Tides of Norway. Bergen: Fjord Information. Tidal Press.', imprint)).toEqual(imprint);
    const undated = ['author', 'author', 'title', 'title', 'title', 'title', 'title', 'title', 'date'];
    expect(relabel(imprintClosingTitle, 'Lind, A. Tides of Norway. Bergen: Fjord Information. 2004.', undated)).toEqual(undated);
  });
});
