import { describe, expect, it } from 'vitest';
import { bodyClosingAsPublisher } from './read-closing-bodies';
import { tokenizeReference } from './tokenize-reference';

function relabel(text: string, labels: string[]): string[] {
  const tokens = tokenizeReference(text);
  expect(tokens).toHaveLength(labels.length);
  const result = [...labels];
  bodyClosingAsPublisher(tokens, result);
  return result;
}

describe('bodyClosingAsPublisher', () => {
  it('reads a body closing the reference, read as a journal with no numbers, as the publisher', () => {
    expect(relabel('Norway (1990) Tide tables. Office of the Harbour Master.', ['author', 'date', 'title', 'title', 'journal', 'journal', 'journal', 'journal', 'journal'])).toEqual(['author', 'date', 'title', 'title', 'publisher', 'publisher', 'publisher', 'publisher', 'publisher']);
  });

  it('leaves a journal with numbers, and one that names no body', () => {
    const numbered = ['author', 'date', 'title', 'title', 'journal', 'journal', 'journal', 'journal', 'journal', 'volume'];
    expect(relabel('Norway (1990) Tide tables. Office of the Harbour Master, 12.', numbered)).toEqual(numbered);
    const journal = ['author', 'date', 'title', 'title', 'journal', 'journal'];
    expect(relabel('Norway (1990) Tide tables. Coastal Letters.', journal)).toEqual(journal);
  });
});
