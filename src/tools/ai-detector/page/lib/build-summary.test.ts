import { describe, expect, it } from 'vitest';
import type { AiDetection } from '../api/detect-ai-text';
import { buildSummary } from './build-summary';

const base: AiDetection = {
  aiProbability: 0.143,
  verdict: 'likely human',
  language: { code: 'eng', bcp47: 'en', name: 'English', support: 'trained' },
  sentences: [],
  signals: [
    {
      feature: 'sentenceLengthCv',
      label: 'Variation in sentence length',
      value: 0.61,
      level: 'high',
      pointsTo: 'human',
      weight: -0.8,
      description: 'Variation in sentence length: high (0.610) — points to human',
    },
  ],
  mode: 'embedded',
  words: 124,
  minWords: 50,
  notes: [],
};

describe('buildSummary', () => {
  it('states the verdict, score, language, mode and signals, and that it is not proof', () => {
    const summary = buildSummary(base, 'Scribewell');
    expect(summary).toContain('Scribewell AI detector — Likely human: 14% AI probability.');
    expect(summary).toContain('Language: English. Mode: embedded model. Words: 124.');
    expect(summary).toContain('- Variation in sentence length: high (0.610) — points to human');
    expect(summary).toContain('not proof');
  });

  it('gives no number for a text too short to judge', () => {
    const summary = buildSummary({ ...base, aiProbability: null, verdict: 'too short to judge', words: 12, signals: [] }, 'Scribewell');
    expect(summary).toContain('Too short to judge: 12 words (at least 50 needed).');
    expect(summary).not.toMatch(/%/);
  });
});
