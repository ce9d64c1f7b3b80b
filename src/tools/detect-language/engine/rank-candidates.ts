import { type Candidate } from './ensemble-features';

export interface RankedLanguage {
  code: string;
  /** Probability from the ensemble's softmax, 0–1. */
  confidence: number;
}

export function scoreCandidate(candidate: Candidate, weights: readonly number[]): number {
  let score = 0;
  for (let i = 0; i < candidate.features.length; i++) score += (weights[i] ?? 0) * (candidate.features[i] ?? 0);
  return score;
}

const byConfidenceThenCode = (a: RankedLanguage, b: RankedLanguage): number => b.confidence - a.confidence || (a.code < b.code ? -1 : 1);

/** Softmax over the candidates' scores, best first; ties break alphabetically so runs repeat. */
export function rankCandidates(candidates: readonly Candidate[], weights: readonly number[]): RankedLanguage[] {
  if (candidates.length === 0) return [];
  const scores = new Array<number>(candidates.length);
  let top = -Infinity;
  for (let index = 0; index < candidates.length; index++) {
    const score = scoreCandidate(candidates[index] as Candidate, weights);
    scores[index] = score;
    if (score > top) top = score;
  }
  let sum = 0;
  for (let index = 0; index < scores.length; index++) {
    const value = Math.exp((scores[index] as number) - top);
    scores[index] = value;
    sum += value;
  }
  const ranked = new Array<RankedLanguage>(candidates.length);
  for (let index = 0; index < candidates.length; index++) {
    ranked[index] = { code: (candidates[index] as Candidate).code, confidence: (scores[index] as number) / sum };
  }
  return ranked.sort(byConfidenceThenCode);
}
