import { describe, expect, it } from 'vitest';
import { loadDetector } from './load-model';
import { scoreText } from './score-text';
import { splitSentences } from './split-sentences';
import { MACHINE_LIKE } from './test-texts';

const PERSONAL = 'My cousin tried one of these tools at her bakery last spring and honestly it just kept suggesting she order more flour.';

describe('sentence highlighting in a mixed text', () => {
  it('does not show a human sentence inside machine-written text as near-certain AI, and shows it least AI-like', () => {
    const machine = splitSentences(MACHINE_LIKE).map((span) => span.text);
    const middle = Math.floor(machine.length / 2);
    const text = [...machine.slice(0, middle), PERSONAL, ...machine.slice(middle)].join(' ');
    const score = scoreText(loadDetector(), text, 'en');
    expect(score.aiProbability).toBeGreaterThan(0.95);
    const inserted = score.sentences.findIndex((sentence) => text.slice(sentence.offset, sentence.offset + sentence.length) === PERSONAL);
    expect(inserted).toBe(middle);
    const probabilities = score.sentences.map((sentence) => sentence.aiProbability);
    expect(probabilities[inserted]).toBeLessThan(0.9);
    expect(Math.min(...probabilities)).toBe(probabilities[inserted]);
  });
});
