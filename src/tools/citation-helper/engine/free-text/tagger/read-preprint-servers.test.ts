import { describe, expect, it } from 'vitest';
import { preprintServerAsContainer } from './read-preprint-servers';
import { tokenizeReference } from './tokenize-reference';

/** The labels after the rule, for a reference tagged with one label a word. */
function relabel(text: string, labels: string[]): string[] {
  const tokens = tokenizeReference(text);
  expect(tokens).toHaveLength(labels.length);
  const result = [...labels];
  preprintServerAsContainer(tokens, result);
  return result;
}

describe('preprintServerAsContainer', () => {
  it('reads "arXiv preprint" before the identifier as the container', () => {
    expect(relabel('Lind, O. (2020). Tidal bores. arXiv preprint arXiv:2001.01234.', ['author', 'author', 'date', 'title', 'title', 'note', 'note', 'identifier', 'identifier'])).toEqual(['author', 'author', 'date', 'title', 'title', 'journal', 'journal', 'identifier', 'identifier']);
    expect(relabel('Lind, O. Tidal bores. bioRxiv preprint 2020.01.02.123456 (2020)', ['author', 'author', 'title', 'title', 'genre', 'genre', 'identifier', 'date'])).toEqual(['author', 'author', 'title', 'title', 'journal', 'journal', 'identifier', 'date']);
  });

  it('leaves a reference with a container, and the words inside a title', () => {
    const journal = ['author', 'author', 'title', 'title', 'note', 'note', 'identifier', 'identifier', 'journal', 'volume'];
    expect(relabel('Lind, O. Tidal bores. arXiv preprint arXiv:2001.01234; Tides 12', journal)).toEqual(journal);
    const inTitle = ['author', 'author', 'title', 'title', 'title', 'title', 'title', 'date'];
    expect(relabel('Lind, O. Why arXiv preprint servers grew. 2020.', inTitle)).toEqual(inTitle);
  });
});
