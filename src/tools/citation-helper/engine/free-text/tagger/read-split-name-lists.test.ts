import { describe, expect, it } from 'vitest';
import { editorRunningIntoAuthors, loneNameBeforeLinkIsTitle } from './read-split-name-lists';
import { relabel } from './relabel.test-helpers';

// Made-up references; the labels are what the tagger gave before the rule.
describe('a name list split into an editor and authors (session 43)', () => {
  it('reads "A. Lind and B. Berg," as one author list', () => {
    expect(relabel(editorRunningIntoAuthors, 'Tides. A. Lind and B. Berg, Ocean Letters, 4', ['title', 'editor', 'editor', 'author', 'author', 'author', 'journal', 'journal', 'volume'])).toEqual(['title', 'author', 'author', 'author', 'author', 'author', 'journal', 'journal', 'volume']);
  });
  it('leaves a list with an editors’ cue ("A. Lind (ed.) and …")', () => {
    const labels = ['title', 'editor', 'editor', 'editor', 'author', 'author', 'author'];
    expect(relabel(editorRunningIntoAuthors, 'Tides. A. Lind (ed.) and B. Berg,', labels)).toEqual(labels);
  });
});

describe('a page cited by its name and link (session 43)', () => {
  it('reads "Tide Table Format, http://…" as the title', () => {
    expect(relabel(loneNameBeforeLinkIsTitle, 'Tide Table Format, http://tides.example/', ['author', 'author', 'author', 'url'])).toEqual(['title', 'title', 'title', 'url']);
  });
  it('leaves "A. Lind, http://…" and "Lind and Berg, http://…"', () => {
    expect(relabel(loneNameBeforeLinkIsTitle, 'Ada B. Lind, http://tides.example/', ['author', 'author', 'author', 'url'])).toEqual(['author', 'author', 'author', 'url']);
    expect(relabel(loneNameBeforeLinkIsTitle, 'Lind and Berg, http://tides.example/', ['author', 'author', 'author', 'url'])).toEqual(['author', 'author', 'author', 'url']);
  });
});
