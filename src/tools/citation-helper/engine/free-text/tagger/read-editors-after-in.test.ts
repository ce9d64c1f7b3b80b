import { describe, expect, it } from 'vitest';
import { editorsAfterIn } from './read-editors-after-in';
import { tokenizeReference } from './tokenize-reference';

/** The labels after the rule, for a reference tagged with one label a word. */
function relabel(text: string, labels: string[]): string[] {
  const tokens = tokenizeReference(text);
  expect(tokens).toHaveLength(labels.length);
  const result = [...labels];
  editorsAfterIn(tokens, result);
  return result;
}

const repeat = (label: string, n: number) => Array<string>(n).fill(label);

describe('editorsAfterIn', () => {
  it('reads names after "In" closed by an editor\'s cue as editors, where the tagger took them for the container', () => {
    expect(relabel('Lind, O. Tides. In Hanna Berg, editor, Coastal Waters, pages 1-9.', ['author', 'author', 'title', ...repeat('container-title', 3), 'other', 'container-title', 'container-title', 'pages', 'pages'])).toEqual(['author', 'author', 'title', 'other', 'editor', 'editor', 'editor', 'container-title', 'container-title', 'pages', 'pages']);
    expect(relabel('Lind, O. Tides. In Per Holm, Mia del Sand, and Ivo Berg, editors, Coastal Waters, 1999.', ['author', 'author', 'title', ...repeat('container-title', 10), 'container-title', 'container-title', 'date'])).toEqual(['author', 'author', 'title', 'other', ...repeat('editor', 9), 'container-title', 'container-title', 'date']);
    expect(relabel('Lind, O. Tides. in: Per Holm e Mia Sand (ed.), Coastal Waters, 1999.', ['author', 'author', 'title', ...repeat('container-title', 7), 'container-title', 'container-title', 'date'])).toEqual(['author', 'author', 'title', 'other', ...repeat('editor', 6), 'container-title', 'container-title', 'date']);
  });

  it('leaves editors the tagger read, a container that is no list of names, and a reference with no container after the cue', () => {
    const read = ['author', 'author', 'title', 'other', 'editor', 'editor', 'editor', 'container-title', 'container-title', 'date'];
    expect(relabel('Lind, O. Tides. In Hanna Berg, editor, Coastal Waters, 1999.', read)).toEqual(read);
    const proceedings = ['author', 'author', 'title', ...repeat('container-title', 5), 'date'];
    expect(relabel('Lind, O. Tides. In Proc. Coastal Conf., eds. 1999.', proceedings)).toEqual(proceedings);
    const noContainer = ['author', 'author', 'title', ...repeat('container-title', 3), 'other', 'publisher', 'date'];
    expect(relabel('Lind, O. Tides. In Hanna Berg, editor, Tidepress, 1999.', noContainer)).toEqual(noContainer);
  });
});
