import { describe, expect, it } from 'vitest';
import { placeBeforeSpacedColon, romanceEditorCue, romanceIssueCue } from './read-romance-cues';
import { readPages } from './read-tagged-fields';
import { relabel } from './relabel.test-helpers';

// Made-up references; the labels are what the tagger gave before the rule.
const A = ['author', 'author', 'title', 'title', 'title'];

describe('an issue cue in French or Italian (session 44)', () => {
  it('reads "vol. 4, n. 9," and "9, nᵒ 22 (2019)" with 9 and 22 as the issue', () => {
    expect(relabel(romanceIssueCue, 'Lind, A. « Tides ». Sea Letters, vol. 4, n. 9, p. 11-15, 1998.', [...A, 'journal', 'journal', 'volume', 'volume', 'volume', 'volume', 'pages', 'pages', 'date'])).toEqual([...A, 'journal', 'journal', 'volume', 'volume', 'other', 'issue', 'pages', 'pages', 'date']);
    expect(relabel(romanceIssueCue, 'Lind, A. « Tides ». Sea Letters 9, nᵒ 22 (2019) : 48.', [...A, 'journal', 'journal', 'volume', 'pages', 'pages', 'date', 'other', 'pages'])).toEqual([...A, 'journal', 'journal', 'volume', 'other', 'issue', 'date', 'other', 'pages']);
  });
  it('leaves "n. 9" that follows no volume', () => {
    const labels = [...A, 'journal', 'journal', 'other', 'volume', 'pages', 'pages', 'date'];
    expect(relabel(romanceIssueCue, 'Lind, A. « Tides ». Sea Letters, n. 9, p. 11-15, 1998.', labels)).toEqual(labels);
  });
});

const KAOUA_LIKE = 'Lind, A. « Tides ». In Tide Tables 2021, dirigé par Carl Moss, et Ida Berg. Notes on Seas, vol. 2. Cham : Springer, 2021, 35‑66.';
const IN_BOOK = ['author', 'author', 'title', 'title', 'title', 'container-title', 'container-title', 'container-title', 'container-title'];

describe('editors named after "dirigé par" inside a container (session 44)', () => {
  it('reads the names up to the full stop as the editors and stops the container before the cue', () => {
    const tagged = [...IN_BOOK, 'container-title', 'container-title', 'container-title', 'container-title', 'container-title', 'container-title', 'container-title', 'container-title', 'container-title', 'container-title', 'volume', 'volume', 'other', 'other', 'publisher', 'date', 'pages'];
    expect(relabel(romanceEditorCue, KAOUA_LIKE, tagged)).toEqual([...IN_BOOK, 'other', 'other', 'editor', 'editor', 'editor', 'editor', 'editor', 'container-title', 'container-title', 'container-title', 'volume', 'volume', 'other', 'other', 'publisher', 'date', 'pages']);
  });
  it('leaves "par" words outside a container, and a cue not followed by names', () => {
    const text = 'Lind, A. « Tides dirigé par la lune ». Sea Letters 9.';
    const labels = ['author', 'author', 'title', 'title', 'title', 'title', 'title', 'title', 'title', 'journal', 'journal', 'volume'];
    expect(relabel(romanceEditorCue, text, labels)).toEqual(labels);
  });
});

describe('a place before a spaced colon (session 44)', () => {
  it('reads "vol. 2. Cham : Springer," with Cham as the place', () => {
    const before = [...IN_BOOK, 'other', 'other', 'editor', 'editor', 'editor', 'editor', 'editor', 'container-title', 'container-title', 'container-title', 'volume', 'volume'];
    expect(relabel(placeBeforeSpacedColon, KAOUA_LIKE, [...before, 'other', 'other', 'publisher', 'date', 'pages'])).toEqual([...before, 'location', 'location', 'publisher', 'date', 'pages']);
  });
  it('leaves a colon inside a title', () => {
    const labels = ['author', 'author', 'title', 'title', 'title', 'title', 'publisher', 'date'];
    expect(relabel(placeBeforeSpacedColon, 'Lind, A. Tides : Seas Revisited. Springer, 2021.', labels.slice(0, 8))).toEqual(labels);
  });
});

describe('readPages (session 44)', () => {
  it('reads a range joined by a non-breaking hyphen, a hyphen or a minus sign, and writes it with a hyphen', () => {
    expect(readPages('351‑66.')).toBe('351-66');
    expect(readPages('pp. 12‐19')).toBe('12-19');
    expect(readPages('12−19')).toBe('12-19');
    expect(readPages('12–19')).toBe('12–19');
  });
});
