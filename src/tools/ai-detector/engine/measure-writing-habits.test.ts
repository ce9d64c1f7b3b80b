import { describe, expect, it } from 'vitest';
import { EMPTY_WRITING_HABITS, holdsSerialComma, measureWritingHabits } from './measure-writing-habits';
import { splitSentences } from './split-sentences';
import { tokenizeText, type ModelLanguage } from './tokenize-text';

const habits = (text: string, language: ModelLanguage = 'en') =>
  measureWritingHabits(splitSentences(text).map((span) => tokenizeText(span.text, language)), text, language);
const tokens = (text: string) => tokenizeText(text, 'en');

describe('holdsSerialComma', () => {
  it('finds a list closed by a comma before and/or', () => {
    expect(holdsSerialComma(tokens('We sell apples, fresh pears, and plums.'))).toBe(true);
    expect(holdsSerialComma(tokens('Tea, coffee, or juice?'))).toBe(true);
  });

  it('ignores a list without the serial comma and a comma before a clause', () => {
    expect(holdsSerialComma(tokens('We sell apples, pears and plums.'))).toBe(false);
    expect(holdsSerialComma(tokens('If so, and only then, we go.'))).toBe(false);
    expect(holdsSerialComma(tokens('I called, and she answered.'))).toBe(false);
  });
});

describe('measureWritingHabits', () => {
  it('counts sentences with a serial comma and ellipses per word', () => {
    expect(habits('It is cheap, quick, and simple. We will see.').serialCommaRate).toBeCloseTo(1 / 2, 6);
    // One ellipsis in 7 words.
    expect(habits('Well... we will see what happens next').ellipsisRate).toBeCloseTo(1 / 7, 6);
  });

  it('measures how rare the words are and how unevenly the rarity is spread', () => {
    const plain = habits('The cat sat on the mat. The dog sat on the rug.');
    const technical = habits('The cat sat on the mat. Hepatocellular carcinoma metastasised idiosyncratically.');
    expect(technical.rankSpread).toBeGreaterThan(plain.rankSpread);
    expect(technical.rarityBurstiness).toBeGreaterThan(plain.rarityBurstiness);
    expect(plain.midFrequencyShare).toBeGreaterThanOrEqual(0);
    expect(plain.midFrequencyShare).toBeLessThanOrEqual(1);
  });

  it('is empty outside English and for texts without words', () => {
    expect(habits('Es ist billig, schnell, und einfach.', 'de')).toEqual(EMPTY_WRITING_HABITS);
    expect(habits('... !!!')).toEqual(EMPTY_WRITING_HABITS);
  });
});
