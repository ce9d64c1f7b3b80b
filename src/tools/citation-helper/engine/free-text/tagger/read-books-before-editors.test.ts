import { describe, expect, it } from 'vitest';
import { readTaggedFields } from './read-tagged-fields';
import { tokenizeReference } from './tokenize-reference';

function read(text: string, labels: string[]) {
  const tokens = tokenizeReference(text);
  expect(labels).toHaveLength(tokens.length);
  return readTaggedFields(tokens, labels, true);
}

describe('a chapter\'s title run into its book\'s before the editors', () => {
  it('splits at the chapter title\'s full stop, and reads the publisher after the cue', () => {
    const fields = read('Lind, A. (2001), Tides. Harbours of the north, O. Berg, Eds., Harbour-Press, 10–20.', ['author', 'author', 'date', 'title', 'title', 'title', 'title', 'title', 'editor', 'editor', 'other', 'volume', 'pages']);
    expect(fields.title).toBe('Tides');
    expect(fields['container-title']).toBe('Harbours of the north');
    expect(fields.publisher).toBe('Harbour-Press');
  });

  it('leaves a title with no sentence end', () => {
    expect(read('Lind, A. (2001), Harbours of the north, O. Berg, Eds., Harbour-Press, 10–20.', ['author', 'author', 'date', 'title', 'title', 'title', 'title', 'editor', 'editor', 'other', 'volume', 'pages']).title).toBe('Harbours of the north');
  });
});

describe('a book named after "in" and before its editors\' cue', () => {
  it('is the container, not an editor', () => {
    const fields = read('Lind, A. (1995) Tides. in Northern Harbours, eds. Berg, O. and Moss, C., pp. 10--20, Harbour Press.', ['author', 'author', 'date', 'title', 'editor', 'editor', 'editor', 'editor', 'editor', 'editor', 'editor', 'editor', 'editor', 'pages', 'pages', 'publisher', 'publisher']);
    expect(fields['container-title']).toBe('Northern Harbours');
    expect(fields.editor).toBe('eds. Berg, O. and Moss, C.,');
  });

  it('leaves editors named after "In" with their initials', () => {
    expect(read('Lind, A. (1995) Tides. In Berg, O., eds., Harbours.', ['author', 'author', 'date', 'title', 'editor', 'editor', 'editor', 'editor', 'container-title'])['container-title']).toBe('Harbours');
  });
});
