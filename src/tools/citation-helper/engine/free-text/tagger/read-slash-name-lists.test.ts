import { describe, expect, it } from 'vitest';
import { readTaggedFields } from './read-tagged-fields';
import { tokenizeReference } from './tokenize-reference';

function read(text: string, labels: string[]) {
  const tokens = tokenizeReference(text);
  expect(tokens).toHaveLength(labels.length);
  return readTaggedFields(tokens, labels, true);
}

describe('names joined by a spaced slash', () => {
  it('keep the last name the tagger read as the title\'s first word', () => {
    const fields = read('Lind / Moss: Tides: Theory and Practice, Bergen 1979 (Harbour Press).', ['author', 'author', 'title', 'title', 'title', 'title', 'title', 'location', 'date', 'publisher', 'publisher']);
    expect(fields.author).toBe('Lind / Moss:');
    expect(fields.title).toBe('Tides: Theory and Practice');
  });

  it('leave a title that opens with a word and no slash before it', () => {
    const fields = read('Lind: Tides: Theory and Practice, Bergen 1979.', ['author', 'title', 'title', 'title', 'title', 'location', 'date']);
    expect(fields.title).toBe('Tides: Theory and Practice');
  });
});
