import { describe, expect, it } from 'vitest';
import { containerEndReadAsTitle, editorHeadReadAsContainer, titleTailBeforeInEditors } from './read-chapter-title-edges';
import { relabel } from './relabel.test-helpers';

// Made-up references; the labels are what the tagger gave before the rule.
describe('a chapter title cut at a quotation, its rest read as a container before "In:" (session 45)', () => {
  it('gives the run before "In: …, editors." back to the title', () => {
    const text = 'Lind A (1998) Tides "Nord" in der Bucht. In: Moss C, editors. Gezeiten. Bergen: Hafen.';
    const tagged = ['author', 'author', 'date', 'title', 'title', 'container-title', 'container-title', 'container-title', 'other', 'editor', 'editor', 'editor', 'container-title', 'location', 'publisher'];
    expect(relabel(titleTailBeforeInEditors, text, tagged)).toEqual(['author', 'author', 'date', 'title', 'title', 'title', 'title', 'title', 'other', 'editor', 'editor', 'editor', 'container-title', 'location', 'publisher']);
  });
  it('leaves a single container, and two containers with no editors between them', () => {
    const single = ['author', 'author', 'date', 'title', 'title', 'title', 'title', 'title', 'other', 'editor', 'editor', 'editor', 'container-title', 'location', 'publisher'];
    const text = 'Lind A (1998) Tides "Nord" in der Bucht. In: Moss C, editors. Gezeiten. Bergen: Hafen.';
    expect(relabel(titleTailBeforeInEditors, text, single)).toEqual(single);
    const noEditors = ['author', 'author', 'date', 'title', 'title', 'container-title', 'container-title', 'container-title', 'other', 'other', 'other', 'other', 'container-title', 'location', 'publisher'];
    expect(relabel(titleTailBeforeInEditors, text, noEditors)).toEqual(noEditors);
  });
});

describe('a container\'s last word read as a second title (session 45)', () => {
  it('gives "dimensions," back to the container before the publisher', () => {
    const text = 'Lind A (1997) Tides. In: Moss C, editors, Tides in three dimensions, Harbour Press.';
    const tagged = ['author', 'author', 'date', 'title', 'other', 'editor', 'editor', 'editor', 'container-title', 'container-title', 'container-title', 'title', 'publisher', 'publisher'];
    expect(relabel(containerEndReadAsTitle, text, tagged)).toEqual(['author', 'author', 'date', 'title', 'other', 'editor', 'editor', 'editor', 'container-title', 'container-title', 'container-title', 'container-title', 'publisher', 'publisher']);
  });
  it('leaves a capitalised run, and a reference with one title', () => {
    const text = 'Lind A (1997) Tides. In: Moss C, editors, Tides in three Dimensions, Harbour Press.';
    const capital = ['author', 'author', 'date', 'title', 'other', 'editor', 'editor', 'editor', 'container-title', 'container-title', 'container-title', 'title', 'publisher', 'publisher'];
    expect(relabel(containerEndReadAsTitle, text, capital)).toEqual(capital);
    const one = ['author', 'author', 'date', 'title', 'other', 'editor', 'editor', 'editor', 'container-title', 'container-title', 'container-title', 'container-title', 'publisher', 'publisher'];
    expect(relabel(containerEndReadAsTitle, text, one)).toEqual(one);
  });
});

describe('the first editor\'s family name read as the container\'s last word (session 45)', () => {
  it('gives "Moss" after the book\'s closing sentence back to the editors', () => {
    const text = 'Lind A (2007) Tides. In Harbours: a history. Moss C, Berg D, editors. Bergen: Hafen.';
    const tagged = ['author', 'author', 'date', 'title', 'other', 'container-title', 'container-title', 'container-title', 'container-title', 'editor', 'editor', 'editor', 'editor', 'location', 'publisher'];
    expect(relabel(editorHeadReadAsContainer, text, tagged)).toEqual(['author', 'author', 'date', 'title', 'other', 'container-title', 'container-title', 'container-title', 'editor', 'editor', 'editor', 'editor', 'editor', 'location', 'publisher']);
  });
  it('leaves a container\'s own last word, not after a sentence end', () => {
    const text = 'Lind A (2007) Tides. In Harbours of Bergen C, Berg D, editors. Bergen: Hafen.';
    const tagged = ['author', 'author', 'date', 'title', 'other', 'container-title', 'container-title', 'container-title', 'editor', 'editor', 'editor', 'editor', 'location', 'publisher'];
    expect(relabel(editorHeadReadAsContainer, text, tagged)).toEqual(tagged);
  });
});
