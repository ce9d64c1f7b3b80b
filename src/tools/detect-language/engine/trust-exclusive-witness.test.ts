import { describe, expect, it } from 'vitest';
import type { BackendLanguages } from './ensemble-features';
import { type PreparedText, trustExclusiveWitness } from './identify-text';
import { detectScripts } from './detect-script';

const LANGUAGES: BackendLanguages = {
  fasttext: new Set(['fra', 'swa']),
  eld: new Set(['fra']),
  tinyld: new Set(['fra']),
  cld3: new Set(['fra', 'swa']),
  franc: new Set(['fra', 'swa', 'bum']),
};

const LONG = 'Bod bese ba nyi ki fe fe nlem ya ndi, a bo mam ma nji.';

function prepared(francTop: { code: string; score: number }, sample = LONG): PreparedText {
  return {
    sample,
    profile: detectScripts(sample),
    candidates: [],
    bucket: 3,
    stage: 'full',
    languages: LANGUAGES,
    predictions: { franc: [francTop] },
  };
}

const ranked = [
  { code: 'swa', confidence: 0.7 },
  { code: 'bum', confidence: 0.2 },
  { code: 'fra', confidence: 0.1 },
];

describe('trustExclusiveWitness', () => {
  it('lets franc lead on a language only franc knows, once its score has earned it', () => {
    const result = trustExclusiveWitness(ranked, prepared({ code: 'bum', score: 0.95 }), LANGUAGES, 0.9);
    expect(result[0]).toEqual({ code: 'bum', confidence: 0.95 });
    expect(result.map((candidate) => candidate.code)).toEqual(['bum', 'swa', 'fra']);
    expect(result.reduce((sum, candidate) => sum + candidate.confidence, 0)).toBeCloseTo(1);
  });

  it('leaves the ensemble alone below the score, or when other libraries know the language', () => {
    expect(trustExclusiveWitness(ranked, prepared({ code: 'bum', score: 0.8 }), LANGUAGES, 0.9)).toBe(ranked);
    expect(trustExclusiveWitness(ranked, prepared({ code: 'fra', score: 0.99 }), LANGUAGES, 0.9)).toBe(ranked);
  });

  it('leaves short texts to the ensemble, whatever franc’s score', () => {
    expect(trustExclusiveWitness(ranked, prepared({ code: 'bum', score: 0.99 }, 'merci beaucoup monsieur'), LANGUAGES, 0.9)).toBe(ranked);
  });
});
