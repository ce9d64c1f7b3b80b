import { toCanonicalCode } from '../language-codes';
import type { Prediction } from './backend-types';

/**
 * Canonicalises raw (code, weight) pairs, sums weights of codes that fold into one language
 * (cmn + yue → zho) and normalises them to a distribution, best first.
 */
export function mergePredictions(raw: Iterable<readonly [string, number]>): Prediction[] {
  const totals = new Map<string, number>();
  for (const [rawCode, weight] of raw) {
    if (!(weight > 0)) continue;
    const code = toCanonicalCode(rawCode);
    if (!code) continue;
    totals.set(code, (totals.get(code) ?? 0) + weight);
  }
  let sum = 0;
  for (const weight of totals.values()) sum += weight;
  if (sum === 0) return [];
  return [...totals]
    .map(([code, weight]) => ({ code, score: weight / sum }))
    .sort((a, b) => b.score - a.score || (a.code < b.code ? -1 : 1));
}

export function collectLanguages(rawCodes: Iterable<string>): Set<string> {
  const codes = new Set<string>();
  for (const raw of rawCodes) {
    const code = toCanonicalCode(raw);
    if (code) codes.add(code);
  }
  return codes;
}
