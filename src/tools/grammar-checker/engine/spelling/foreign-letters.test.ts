import { describe, expect, it } from 'vitest';
import { isForeignWord } from './foreign-letters';

describe('isForeignWord', () => {
  it('takes a word with letters its language never writes for a borrowed one', () => {
    expect(isForeignWord('fr', 'phở', ['pho', 'phi'])).toBe(true);
    expect(isForeignWord('fr', 'smørrebrød', ['sombre'])).toBe(true);
    expect(isForeignWord('es', 'Šibenik', [])).toBe(true);
    expect(isForeignWord('de', 'Smørrebrød', ['Schmerbrot'])).toBe(true);
  });

  it('keeps a native word with a wrong accent, and native letters, as misspellings', () => {
    expect(isForeignWord('fr', 'voilá', ['voilà'])).toBe(false);
    expect(isForeignWord('es', 'cafè', ['café', 'cafés'])).toBe(false);
    expect(isForeignWord('fr', 'etait', ['était'])).toBe(false);
  });
});
