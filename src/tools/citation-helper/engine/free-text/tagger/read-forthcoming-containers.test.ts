import { describe, expect, it } from 'vitest';
import { forthcomingContainerInTitle } from './read-forthcoming-containers';
import { readTaggedFields } from './read-tagged-fields';
import { tokenizeReference } from './tokenize-reference';

function read(text: string, labels: string[]) {
  const tokens = tokenizeReference(text);
  expect(labels).toHaveLength(tokens.length);
  return readTaggedFields(tokens, labels, true);
}
const titles = (count: number) => Array<string>(count).fill('title');

describe('a forthcoming work\'s container', () => {
  it('"To appear in" closes the title, and the journal after it is the container', () => {
    const fields = read('Lind, A. (2031) Tides of the inner fjords. To appear in Harbour Studies.', ['author', 'author', 'date', ...titles(10)]);
    expect(fields.title).toBe('Tides of the inner fjords');
    expect(fields['container-title']).toBe('Harbour Studies');
  });

  it('joins the cue\'s container to the one the tagger found after it', () => {
    const fields = read('Lind, A. (2031) Tides of fjords. To appear in Coastal Works; Proceedings of the 9th Tide Meeting.', ['author', 'author', 'date', ...titles(8), ...Array<string>(6).fill('container-title')]);
    expect(fields.title).toBe('Tides of fjords');
    expect(fields['container-title']).toBe('Coastal Works; Proceedings of the 9th Tide Meeting');
  });

  it('"Forthcoming in" with no full stop before it', () => {
    const fields = read('Lind, A. 2031. Harbour tides in winter Forthcoming in Sea Letters.', ['author', 'author', 'date', ...titles(8)]);
    expect(fields.title).toBe('Harbour tides in winter');
    expect(fields['container-title']).toBe('Sea Letters');
  });

  it('leaves a title that only speaks of appearing', () => {
    const tokens = tokenizeReference('Lind, A. (2031) When tides seem to appear in winter. Sea Letters, 4.');
    const labels = ['author', 'author', 'date', ...titles(8), 'journal', 'journal', 'volume'];
    forthcomingContainerInTitle(tokens, labels);
    expect(labels.slice(3, 11)).toEqual(titles(8));
    const inside = tokenizeReference('Lind, A. (2031) Why storms tend to appear in October. Sea Letters, 4.');
    const read = ['author', 'author', 'date', ...titles(8), 'journal', 'journal', 'volume'];
    forthcomingContainerInTitle(inside, read);
    expect(read.slice(3, 11)).toEqual(titles(8));
  });
});
