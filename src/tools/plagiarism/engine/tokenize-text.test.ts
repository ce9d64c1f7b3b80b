import { describe, expect, it } from 'vitest';
import { countWords } from '../../../domain/word-count';
import { normalizeWord, tokenizeText } from './tokenize-text';

describe('tokenizeText', () => {
  it('gives every word with offsets that slice back to it', () => {
    const text = "  The cat's well-known nap — 42 times!";
    const tokens = tokenizeText(text);
    expect(tokens.map((token) => text.slice(token.start, token.end))).toEqual(['The', "cat's", 'well-known', 'nap', '42', 'times']);
    expect(tokens.map((token) => token.norm)).toEqual(['the', "cat's", 'well-known', 'nap', '42', 'times']);
  });

  it('agrees with the word counter, so percentages of words mean the same everywhere', () => {
    const text = 'Größe café naïve — 東京は大きい。 Привет мир, x² 👍🏽 done.';
    expect(tokenizeText(text)).toHaveLength(countWords(text));
  });

  it('keeps UTF-16 offsets right after astral characters (emoji) and for CJK characters one by one', () => {
    const text = '😀😀 copied words 東京';
    const tokens = tokenizeText(text);
    expect(tokens[0]).toMatchObject({ norm: 'copied', start: 5, end: 11 });
    expect(tokens.slice(2).map((token) => text.slice(token.start, token.end))).toEqual(['東', '京']);
  });

  it('folds case, accents, full-width forms and curly apostrophes', () => {
    expect(normalizeWord('Café')).toBe('cafe');
    expect(normalizeWord('ＡＢＣ')).toBe('abc');
    expect(normalizeWord('don’t')).toBe("don't");
    expect(normalizeWord('ÉCOLE')).toBe('ecole');
    expect(normalizeWord('Привет')).toBe('привет');
  });

  it('keeps the marks that are letters in other scripts (Devanagari vowel signs)', () => {
    expect(normalizeWord('किताब')).not.toBe(normalizeWord('कताब'));
  });
});
