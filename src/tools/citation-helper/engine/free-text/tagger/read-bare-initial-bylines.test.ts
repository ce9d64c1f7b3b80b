import { describe, expect, it } from 'vitest';
import { familyAfterBareInitial } from './read-bare-initial-bylines';
import { tokenizeReference } from './tokenize-reference';

function relabel(text: string, labels: string[]): string[] {
  const tokens = tokenizeReference(text);
  expect(tokens).toHaveLength(labels.length);
  const result = [...labels];
  familyAfterBareInitial(tokens, result);
  return result;
}

describe('familyAfterBareInitial', () => {
  it("gives the last family name, read as the title's first word, back to the names", () => {
    expect(relabel('A Lind & B Berg: Tides of Norway.', ['author', 'author', 'author', 'author', 'title', 'title', 'title', 'title'])).toEqual(['author', 'author', 'author', 'author', 'author', 'title', 'title', 'title']);
  });

  it('leaves names closed by a full stop, and a list that does not open on a bare initial', () => {
    const closed = ['author', 'author', 'author', 'author', 'author', 'title', 'title', 'title'];
    expect(relabel('A Lind & B Berg: Tides of Norway.', closed)).toEqual(closed);
    const family = ['author', 'author', 'author', 'author', 'title', 'title', 'title'];
    expect(relabel('Lind A & B Tides: of Norway.', family)).toEqual(family);
  });
});
