import { describe, expect, it } from 'vitest';
import type { BackendId, Prediction } from './backends/backend-types';
import {
  type BackendLanguages,
  type BackendPredictions,
  buildCandidates,
  FEATURE_NAMES,
  findLengthBucket,
} from './ensemble-features';

const known = (codes: string[]) => new Set(codes);
const LANGUAGES: BackendLanguages = {
  fasttext: known(['eng', 'glg', 'spa', 'por']),
  eld: known(['eng', 'spa', 'por']),
  tinyld: known(['eng', 'spa', 'por']),
  cld3: known(['eng', 'glg', 'spa', 'por']),
  franc: known(['eng', 'glg', 'spa', 'por', 'ast']),
};

function predictions(overrides: Partial<Record<BackendId, Prediction[]>>): BackendPredictions {
  return { fasttext: [], eld: [], tinyld: [], cld3: [], franc: [], ...overrides };
}

const feature = (values: readonly number[], name: string): number => values[FEATURE_NAMES.indexOf(name)] ?? NaN;

describe('buildCandidates', () => {
  const all = () => true;

  it('describes each library’s opinion of each candidate', () => {
    const [glg, spa] = buildCandidates(
      predictions({
        fasttext: [
          { code: 'glg', score: 0.7 },
          { code: 'spa', score: 0.3 },
        ],
        eld: [{ code: 'spa', score: 1 }],
      }),
      LANGUAGES,
      all,
      [],
    );
    expect(glg?.code).toBe('glg');
    expect(feature(glg!.features, 'fasttext.score')).toBeCloseTo(0.7);
    expect(feature(glg!.features, 'fasttext.top')).toBe(1);
    expect(feature(glg!.features, 'fasttext.logScore')).toBeCloseTo(Math.log(0.7));
    // eld does not know Galician: it cannot vote against it, the "unsupported" weight stands in.
    expect(feature(glg!.features, 'eld.unsupported')).toBe(1);
    expect(feature(glg!.features, 'eld.score')).toBe(0);
    expect(spa?.code).toBe('spa');
    expect(feature(spa!.features, 'eld.top')).toBe(1);
    expect(feature(spa!.features, 'fasttext.top')).toBe(0);
  });

  it('gives a known but unlisted language the log floor, and a silent library nothing', () => {
    const [eng] = buildCandidates(predictions({ fasttext: [{ code: 'spa', score: 1 }], eld: [{ code: 'eng', score: 1 }] }), LANGUAGES, all, []).filter(
      (candidate) => candidate.code === 'eng',
    );
    expect(feature(eng!.features, 'fasttext.logScore')).toBeCloseTo(Math.log(1e-3));
    expect(feature(eng!.features, 'tinyld.logScore')).toBe(0);
    expect(feature(eng!.features, 'tinyld.unsupported')).toBe(0);
  });

  it('marks the top answer of the only library that knows the language', () => {
    const [ast] = buildCandidates(predictions({ franc: [{ code: 'ast', score: 0.9 }] }), LANGUAGES, all, []);
    expect(feature(ast!.features, 'franc.exclusiveTop')).toBe(1);
    const [glg] = buildCandidates(predictions({ fasttext: [{ code: 'glg', score: 0.9 }] }), LANGUAGES, all, []);
    // cld3 and franc know Galician too: fastText is not its only witness.
    expect(feature(glg!.features, 'fasttext.exclusiveTop')).toBe(0);
  });

  it('keeps only candidates the script allows, and adds the script’s own candidates', () => {
    const candidates = buildCandidates(
      predictions({ fasttext: [{ code: 'eng', score: 0.6 }, { code: 'spa', score: 0.4 }] }),
      LANGUAGES,
      (code) => code !== 'eng',
      ['ast'],
    );
    expect(candidates.map((candidate) => candidate.code)).toEqual(['ast', 'spa']);
    expect(feature(candidates[0]!.features, 'scriptCandidate')).toBe(1);
  });
});

describe('findLengthBucket', () => {
  it('buckets by characters, not bytes, at 20, 60 and 200', () => {
    expect(findLengthBucket('a'.repeat(20))).toBe(0);
    expect(findLengthBucket('a'.repeat(21))).toBe(1);
    expect(findLengthBucket('é'.repeat(60))).toBe(1);
    expect(findLengthBucket('a'.repeat(200))).toBe(2);
    expect(findLengthBucket('a'.repeat(201))).toBe(3);
  });
});
