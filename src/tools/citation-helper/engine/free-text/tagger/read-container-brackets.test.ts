import { describe, expect, it } from 'vitest';
import { containerBracketClosed } from './read-container-brackets';
import { readTaggedFields } from './read-tagged-fields';
import { tokenizeReference } from './tokenize-reference';

describe('a container\'s bracket', () => {
  it('runs on to the word that closes it', () => {
    const text = 'Lind AB (2019): Tides of the fjords. Harbour Letters (Fjord ed.), 12, 33-40';
    const fields = readTaggedFields(tokenizeReference(text), ['author', 'author', 'date', 'title', 'title', 'title', 'title', 'journal', 'journal', 'journal', 'other', 'volume', 'pages'], true);
    expect(fields['container-title']).toBe('Harbour Letters (Fjord ed)');
    expect(fields.volume).toBe('12');
  });

  it('leaves a bracket closed by a number\'s token', () => {
    const tokens = tokenizeReference('Lind, A. Tides. Harbour Letters (Series 2), 12.');
    const labels = ['author', 'author', 'title', 'journal', 'journal', 'journal', 'volume', 'volume'];
    containerBracketClosed(tokens, labels);
    expect(labels).toEqual(['author', 'author', 'title', 'journal', 'journal', 'journal', 'volume', 'volume']);
  });
});
