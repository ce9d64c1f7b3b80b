import { describe, expect, it } from 'vitest';
import { detectScripts } from './detect-script';

describe('detectScripts', () => {
  it('finds the dominant script and each script’s share of letters', () => {
    const profile = detectScripts('Hello мир');
    expect(profile.dominant).toBe('Latn');
    expect(profile.letters).toBe(8);
    expect(profile.shares.get('Cyrl')).toBeCloseTo(3 / 8);
  });

  it('ignores digits, punctuation and combining marks', () => {
    expect(detectScripts('123 !?').dominant).toBeUndefined();
    // "नमस्ते": the vowel signs and virama are marks and belong to their letters.
    expect(detectScripts('नमस्ते').letters).toBe(4);
  });

  it('tells kana, Han and Hangul apart', () => {
    expect(detectScripts('ひらがな').dominant).toBe('Kana');
    expect(detectScripts('漢字').dominant).toBe('Hani');
    expect(detectScripts('한국어').dominant).toBe('Hang');
  });
});
