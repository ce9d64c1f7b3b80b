import { describe, expect, it } from 'vitest';
import { loadDetector } from './load-model';
import { calibrateSentence, SENTENCE_CALIBRATION, scoreText } from './score-text';
import { splitSentences } from './split-sentences';
import { MACHINE_LIKE } from './test-texts';

const PERSONAL = 'My cousin tried one of these tools at her bakery last spring and honestly it just kept suggesting she order more flour.';

describe('sentence highlighting in a mixed text', () => {
  it('shows a human sentence inside machine-written text on the human side, and the machine-written ones on the AI side', () => {
    const machine = splitSentences(MACHINE_LIKE).map((span) => span.text);
    const middle = Math.floor(machine.length / 2);
    const text = [...machine.slice(0, middle), PERSONAL, ...machine.slice(middle)].join(' ');
    const score = scoreText(loadDetector(), text, 'en');
    expect(score.aiProbability).toBeGreaterThan(0.95);
    const inserted = score.sentences.findIndex((sentence) => text.slice(sentence.offset, sentence.offset + sentence.length) === PERSONAL);
    expect(inserted).toBe(middle);
    const probabilities = score.sentences.map((sentence) => sentence.aiProbability);
    // Before the outlier term and the cap it was shown at 80% AI, its host's colour.
    expect(probabilities[inserted]).toBeLessThan(0.5);
    expect(probabilities.filter((_, i) => i !== inserted).every((p) => p >= 0.5)).toBe(true);
  });
});

describe('calibrateSentence', () => {
  it('never shows a sentence near certainty on its text\'s score alone', () => {
    const sure = Math.log(0.9999 / 0.0001);
    const alone = calibrateSentence(sure, { contrast: 0, outlier: 0 });
    expect(alone).toBeLessThan(0.9);
    expect(alone).toBeGreaterThan(0.5);
    expect(calibrateSentence(-sure, { contrast: 0, outlier: 0 })).toBeCloseTo(1 - alone, 6);
  });

  it('moves a sentence to the human side when its own score stands far below its neighbours\'', () => {
    const sure = Math.log(0.99 / 0.01);
    expect(calibrateSentence(sure, { contrast: -1, outlier: -10 }, SENTENCE_CALIBRATION)).toBeLessThan(0.5);
    expect(calibrateSentence(sure, { contrast: -1, outlier: 0 }, SENTENCE_CALIBRATION)).toBeGreaterThan(0.5);
  });
});
