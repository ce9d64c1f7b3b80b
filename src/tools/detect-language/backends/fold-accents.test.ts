import { describe, expect, it } from 'vitest';
import { foldUnit, NO_FOLD } from './fold-accents';

const stripAccents = (text: string): string => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

describe('foldUnit', () => {
  it('folds accented letters to their base letter and leaves others alone', () => {
    expect(String.fromCharCode(foldUnit('é'.charCodeAt(0)))).toBe('e');
    expect(String.fromCharCode(foldUnit('й'.charCodeAt(0)))).toBe('и');
    expect(String.fromCharCode(foldUnit('ệ'.charCodeAt(0)))).toBe('e');
    expect(foldUnit('a'.charCodeAt(0))).toBe('a'.charCodeAt(0));
    expect(foldUnit('ж'.charCodeAt(0))).toBe('ж'.charCodeAt(0));
  });

  it('refuses what does not fold into one character of class 0: marks, Hangul, surrogates', () => {
    for (const unit of [0x0301, 0x0651, 0x064e, 0xac01, 0xd835, 0xdc00, 0x0344]) expect(foldUnit(unit), unit.toString(16)).toBe(NO_FOLD);
  });

  it('folds every string of foldable units exactly as NFD and stripping the whole string', () => {
    const foldable: number[] = [];
    for (let unit = 0; unit < 0x10000; unit++) if (foldUnit(unit) !== NO_FOLD) foldable.push(unit);
    expect(foldable.length).toBeGreaterThan(50_000);
    // Each unit alone, and each between a mark-bearing neighbour on either side.
    for (const unit of foldable) {
      const folded = String.fromCharCode(foldUnit(unit));
      const text = String.fromCharCode(unit);
      expect(stripAccents(text)).toBe(folded);
      expect(stripAccents(`ệ${text}ǘ`)).toBe(`e${folded}u`);
    }
  });
});
