import { describe, expect, it } from 'vitest';
import { splitSentences } from '../text/split-sentences';
import { tokenizeWords } from '../text/tokenize';
import { computeReadability, labelGrade } from './compute-readability';
import { countText } from './count-text';

describe('readability formulas', () => {
  // Hand-computed from the published formulas for: 5 sentences, 100 words, 150 syllables,
  // 470 letters, 10 complex words, 12 polysyllables.
  const counts = { sentences: 5, words: 100, syllables: 150, letters: 470, complexWords: 10, polysyllables: 12 };

  it('matches hand-computed values', () => {
    const r = computeReadability(counts, true);
    expect(r.fleschReadingEase).toBe(59.6);
    expect(r.fleschKincaidGrade).toBe(9.9);
    expect(r.gunningFog).toBe(12);
    expect(r.smog).toBe(12);
    expect(r.colemanLiau).toBe(10.4);
    expect(r.automatedReadabilityIndex).toBe(10.7);
    expect(r.averageGrade).toBe(11);
    expect(r.gradeLabel).toBe('11th grade (fairly difficult)');
    expect(r.easeLabel).toBe('fairly difficult');
  });

  it('says so instead of dividing by zero on text without words', () => {
    const r = computeReadability({ sentences: 0, words: 0, syllables: 0, letters: 0, complexWords: 0, polysyllables: 0 }, true);
    expect(r.gradeLabel).toBe('not enough text');
    expect(r.fleschReadingEase).toBe(0);
  });

  it('labels grades in plain words', () => {
    expect(labelGrade(3)).toBe('5th grade or below (very easy to read)');
    expect(labelGrade(8.6)).toBe('8th–9th grade (plain English)');
    expect(labelGrade(14)).toBe('college (difficult)');
    expect(labelGrade(19)).toBe('college graduate (very difficult)');
  });
});

describe('counting a known text', () => {
  it('counts sentences, words, syllables and letters', () => {
    const text = 'The cat sat on the mat. The dog ran.';
    const counts = countText(splitSentences(text), tokenizeWords(text));
    expect(counts).toEqual({ sentences: 2, words: 9, syllables: 9, letters: 26, complexWords: 0, polysyllables: 0 });
    // 206.835 − 1.015 × 4.5 − 84.6 × 1 = 117.7: a very easy text scores above 100, as the formula allows.
    expect(computeReadability(counts, true).fleschReadingEase).toBe(117.7);
  });

  it('does not count names or -ed/-ing endings as complex words for the Fog index', () => {
    const text = 'Yesterday we met Annabella. Everybody was interested and amazing.';
    const counts = countText(splitSentences(text), tokenizeWords(text));
    expect(counts.polysyllables).toBeGreaterThan(counts.complexWords);
  });
});
