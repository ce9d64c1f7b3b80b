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

/** Softmax over the candidates' scores, best first; ties break alphabetically so runs repeat. */
export function rankCandidates(candidates: readonly Candidate[], weights: readonly number[]): RankedLanguage[] {
  if (candidates.length === 0) return [];
  const scores = candidates.map((candidate) => scoreCandidate(candidate, weights));
  const top = Math.max(...scores);
  const exps = scores.map((score) => Math.exp(score - top));
  const sum = exps.reduce((total, value) => total + value, 0);
  return candidates
    .map((candidate, index) => ({ code: candidate.code, confidence: (exps[index] ?? 0) / sum }))
    .sort((a, b) => b.confidence - a.confidence || (a.code < b.code ? -1 : 1));
}
