import { describe, expect, it } from 'vitest';
import { isSpellCheckable } from './is-spell-checkable';

describe('isSpellCheckable', () => {
  it('leaves acronyms, codes and single letters to the writer', () => {
    for (const word of ['NATO', 'DBE', 'G20', 'KCNQ1', 'CAPS1', 'x']) expect(isSpellCheckable(word), word).toBe(false);
  });

  it('checks words with lower-case letters, capitalised or not', () => {
    for (const word of ['recieve', 'Teh', 'THe', 'Wiltshire', 'iPhone']) expect(isSpellCheckable(word), word).toBe(true);
  });
});
