import { toCanonicalCode } from '../language-codes';
import type { Prediction } from './backend-types';

/**
 * Canonicalises raw (code, weight) pairs, sums weights of codes that fold into one language
 * (cmn + yue → zho) and normalises them to a distribution, best first.
 */
export function mergePredictions(raw: Iterable<readonly [string, number]>): Prediction[] {
  // Codes in first-seen order with their totals: a few dozen at most, so arrays cost less than a Map.
  const codes: string[] = [];
  const totals: number[] = [];
  for (const [rawCode, weight] of raw) {
    if (!(weight > 0)) continue;
    const code = toCanonicalCode(rawCode);
    if (!code) continue;
    const at = codes.indexOf(code);
    if (at === -1) {
      codes.push(code);
      totals.push(weight);
    } else {
      totals[at] = (totals[at] as number) + weight;
    }
  }
  let sum = 0;
  for (const weight of totals) sum += weight;
  if (sum === 0) return [];
  const merged = new Array<Prediction>(codes.length);
  for (let index = 0; index < codes.length; index++) merged[index] = { code: codes[index] as string, score: (totals[index] as number) / sum };
  return merged.sort(byScoreThenCode);
}

const byScoreThenCode = (a: Prediction, b: Prediction): number => b.score - a.score || (a.code < b.code ? -1 : 1);

export function collectLanguages(rawCodes: Iterable<string>): Set<string> {
  const codes = new Set<string>();
  for (const raw of rawCodes) {
    const code = toCanonicalCode(raw);
    if (code) codes.add(code);
  }
  return codes;
}
