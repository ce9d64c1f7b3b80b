import { describe, expect, it } from 'vitest';
import { extractFeatures } from './extract-features';
import { FEATURE_NAMES } from './feature-names';
import { loadDetector } from './load-model';

describe('extractFeatures', () => {
  it('measures punctuation, contractions, sentence lengths and phrases on a known text', () => {
    const text = "I don't know, really. Additionally, it is crucial to ensure quality; we can't stop.";
    const { values, sentences, words } = extractFeatures(text, 'en', undefined);
    expect(words).toBe(14);
    expect(sentences.map((sentence) => sentence.words)).toEqual([4, 10]);
    expect(values.sentenceLength).toBe(7);
    expect(values.sentenceLengthCv).toBeCloseTo(3 / 7, 6);
    expect(values.commaRate).toBeCloseTo(2 / 14, 6);
    expect(values.colonRate).toBeCloseTo(1 / 14, 6);
    expect(values.contractionRate).toBeCloseTo(2 / 14, 6);
    // "additionally", "it is crucial to", "crucial", "ensure": a phrase and its word both count.
    expect(values.aiPhraseRate).toBeCloseTo((4 * 100) / 14, 6);
    // No language model given: its features stay at zero rather than guessing.
    expect(values.lmLlr).toBe(0);
  });

  it('weighs the model contrasts by length: the same leaning over four times the words is twice the evidence', () => {
    const detector = loadDetector();
    const paragraph = 'The committee reviewed the proposal carefully and approved the new budget for the library. ';
    const short = extractFeatures(paragraph.repeat(3), 'en', detector.scorers.en);
    const long = extractFeatures(paragraph.repeat(12), 'en', detector.scorers.en);
    expect(long.values.lmLlr).toBeCloseTo(short.values.lmLlr, 6);
    expect(long.values.lmLlrEvidence).toBeCloseTo(2 * short.values.lmLlrEvidence, 6);
    expect(long.values.syntaxLlrEvidence).toBeCloseTo(2 * short.values.syntaxLlrEvidence, 6);
    expect(Math.abs(long.values.styleLlrEvidence)).toBeGreaterThan(Math.abs(short.values.styleLlr));
  });

  it('counts typing slips: lower-case starts, a lone "i", space before punctuation', () => {
    const sloppy = extractFeatures('i went home . then i slept.', 'en', undefined).values.sloppiness;
    const tidy = extractFeatures('I went home. Then I slept.', 'en', undefined).values.sloppiness;
    expect(tidy).toBe(0);
    expect(sloppy).toBeGreaterThan(0);
  });

  it('measures the prose profile of trained languages (computed for ablations, not given to the classifiers)', () => {
    const { values } = extractFeatures('Zudem kann das Wetter schnell wechseln. Es regnet, schneit und stürmt oft.', 'de', undefined);
    expect(values.connectiveStartRate).toBeCloseTo(1 / 2, 6);
    expect(values.listRate).toBeCloseTo(1 / 2, 6);
    expect(values.hedgeRate).toBeGreaterThan(0);
  });

  it('gives every feature a finite value, even for text without words', () => {
    for (const text of ['...', '人工智能。', '42 17 99']) {
      const { values } = extractFeatures(text, text.includes('人') ? 'zh' : 'en', undefined);
      for (const name of FEATURE_NAMES) expect(Number.isFinite(values[name])).toBe(true);
    }
  });
});
