import { describe, expect, it } from 'vitest';
import { combineLogits, computeBinocularsScore, convertBinocularsToLogit, DEFAULT_BINOCULARS_SCALE } from './binoculars-score';

const uniform4 = [Math.log(0.25), Math.log(0.25), Math.log(0.25), Math.log(0.25)];

describe('computeBinocularsScore', () => {
  it('divides the text perplexity by the expected surprisal', () => {
    // Every token had p = 1/4 among four equally likely options: exactly as surprising as expected.
    const tokens = Array.from({ length: 20 }, () => ({ logprob: Math.log(0.25), topLogprobs: uniform4 }));
    expect(computeBinocularsScore(tokens)).toBeCloseTo(1, 10);
    // Tokens the model found more likely than its own average: a ratio below one, machine-like.
    const predictable = tokens.map((token) => ({ ...token, logprob: Math.log(0.5) }));
    expect(computeBinocularsScore(predictable)).toBeCloseTo(0.5, 10);
  });

  it('needs enough tokens', () => {
    expect(computeBinocularsScore([{ logprob: -1, topLogprobs: uniform4 }])).toBeUndefined();
  });

  it('maps low ratios to AI-leaning log-odds and averages them with the embedded score', () => {
    expect(convertBinocularsToLogit(0.7, DEFAULT_BINOCULARS_SCALE)).toBeGreaterThan(0);
    expect(convertBinocularsToLogit(1.1, DEFAULT_BINOCULARS_SCALE)).toBeLessThan(0);
    expect(combineLogits(2, -2)).toBe(0);
  });
});
