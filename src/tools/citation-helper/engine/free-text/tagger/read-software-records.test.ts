import { describe, expect, it } from 'vitest';
import { bracketedRecordKind, doiInsideField, programNameReadAsAuthor, repositoryBeforeLink } from './read-software-records';
import { relabel } from './relabel.test-helpers';

// Made-up references; the labels are what the tagger gave before the rule.
describe('software and data set records (session 42)', () => {
  it('takes "(Version v1.2) [Computer software]. Zenodo." out of the title', () => {
    expect(
      relabel(bracketedRecordKind, 'Lind, A. (2026). fjord/tides: Tides v1.2 (Version v1.2) [Computer software]. Zenodo. https://doi.org/10.5281/zenodo.1', [
        'author', 'author', 'date', 'title', 'title', 'title', 'title', 'title', 'collection-title', 'collection-title', 'other', 'url',
      ]),
    ).toEqual(['author', 'author', 'date', 'title', 'title', 'title', 'note', 'note', 'genre', 'genre', 'publisher', 'url']);
  });
  it('takes "[dataset]" out of the title', () => {
    expect(relabel(bracketedRecordKind, 'Tide Data: Version 8.0 [dataset]. Bergen: Fjord.', ['title', 'title', 'title', 'title', 'title', 'location', 'publisher'])).toEqual(['title', 'title', 'title', 'title', 'genre', 'location', 'publisher']);
  });
  it('leaves a bracketed word that is not a kind ("[in 4 volumes]")', () => {
    expect(relabel(bracketedRecordKind, 'Tide Data [in 4 volumes]. Fjord.', ['title', 'title', 'other', 'other', 'other', 'publisher'])).toEqual(['title', 'title', 'other', 'other', 'other', 'publisher']);
  });
  it('takes a DOI out of the publisher', () => {
    expect(relabel(doiInsideField, 'Bergen: Fjord. doi:10.1234/abc', ['location', 'publisher', 'publisher'])).toEqual(['location', 'publisher', 'doi']);
  });
});

describe('a program\'s name read as its author (session 42)', () => {
  it('reads "Tide Maker (TM) [Computer program]." as the title', () => {
    expect(relabel(programNameReadAsAuthor, 'Tide Maker (TM) [Computer program]. Fjord Society, 2020', ['author', 'author', 'author', 'title', 'title', 'publisher', 'publisher', 'date'])).toEqual(['title', 'title', 'title', 'title', 'title', 'publisher', 'publisher', 'date']);
  });
  it('leaves names closed by a comma ("Lind, A. [Computer program]")', () => {
    expect(relabel(programNameReadAsAuthor, 'Lind, A. [Computer program].', ['author', 'author', 'title', 'title'])).toEqual(['author', 'author', 'title', 'title']);
  });
});

describe('a data repository before the link (session 42)', () => {
  it('reads "Tide Library. Zenodo. https://…" with Zenodo as the publisher', () => {
    expect(relabel(repositoryBeforeLink, 'Tide Library. Zenodo. https://doi.org/10.5281/zenodo.1', ['title', 'title', 'url', 'url'])).toEqual(['title', 'title', 'publisher', 'url']);
  });
  it('leaves a title word ("Using Zenodo. https://…" has no full stop before it)', () => {
    expect(relabel(repositoryBeforeLink, 'Sharing with Zenodo. https://x.org', ['title', 'title', 'title', 'url'])).toEqual(['title', 'title', 'title', 'url']);
  });
});
