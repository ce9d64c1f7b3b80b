import { describe, expect, it } from 'vitest';
import { rankCandidates } from './rank-candidates';

const candidate = (code: string, ...features: number[]) => ({ code, features });

describe('rankCandidates', () => {
  it('turns weighted scores into probabilities, best first', () => {
    const ranked = rankCandidates([candidate('spa', 1, 0), candidate('eng', 2, 1)], [1, 1]);
    expect(ranked.map((r) => r.code)).toEqual(['eng', 'spa']);
    expect(ranked[0]!.confidence + ranked[1]!.confidence).toBeCloseTo(1);
    expect(ranked[0]!.confidence).toBeCloseTo(Math.exp(3) / (Math.exp(3) + Math.exp(1)));
  });

  it('breaks ties alphabetically so the same text always gets the same answer', () => {
    expect(rankCandidates([candidate('spa', 1), candidate('eng', 1)], [1]).map((r) => r.code)).toEqual(['eng', 'spa']);
  });

  it('ranks nothing when there are no candidates', () => {
    expect(rankCandidates([], [1])).toEqual([]);
  });
});
