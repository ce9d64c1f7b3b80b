/**
 * GLEU for grammatical error correction, as defined by Napoles, Sakaguchi, Post & Tetreault:
 * "Ground Truth for Grammatical Error Correction Metrics" (ACL 2015) with the update in
 * "GLEU Without Tuning" (arXiv:1605.02592, 2016) — the version JFLEG reports. Written from the
 * papers' definition; no code copied.
 *
 * Exact variant implemented here:
 * - Tokens are whitespace-separated (JFLEG is pre-tokenised). n = 1..4.
 * - Per sentence and reference R, for each n: numerator = max(0, Σ_g min(H_g, R_g) − Σ_g min(H_g, S'_g)),
 *   where S' is the source's n-grams whose n-gram does not occur in R at all (n-grams the reference
 *   changed, which the hypothesis is penalised for keeping); denominator = max(0, |H| + 1 − n).
 * - Corpus level: numerators, denominators, hypothesis length c and reference length r are summed
 *   over sentences; GLEU = exp(min(0, 1 − r/c)) · exp(¼ Σ_n log(num_n / den_n)); 0 if any sum is 0
 *   (no smoothing).
 * - Several references: each sentence uses one reference drawn uniformly at random; the score is
 *   the mean over 500 such draws. The draws come from a fixed-seed generator (mulberry32, seed
 *   1000 + iteration), not Python's, so figures may differ from the reference script in the third
 *   decimal place; the mean is stable to about ±0.05 GLEU points.
 */
import { createSeededRandom } from '../../../domain/seeded-random';

export type NgramCounts = Map<string, number>;

export function countNgrams(tokens: string[], n: number): NgramCounts {
  const counts: NgramCounts = new Map();
  for (let i = 0; i + n <= tokens.length; i++) {
    const key = tokens.slice(i, i + n).join('\u0001');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

function sumOverlap(a: NgramCounts, b: NgramCounts): number {
  let total = 0;
  for (const [key, count] of a) total += Math.min(count, b.get(key) ?? 0);
  return total;
}

/** Source n-grams that the reference does not contain at all. */
function removeShared(source: NgramCounts, reference: NgramCounts): NgramCounts {
  const diff: NgramCounts = new Map();
  for (const [key, count] of source) if (!reference.has(key)) diff.set(key, count);
  return diff;
}

/** [c, r, num1, den1, …, num4, den4] for one sentence against one reference. */
export function computeSentenceStats(source: string[], hypothesis: string[], reference: string[], order = 4): number[] {
  const stats = [hypothesis.length, reference.length];
  for (let n = 1; n <= order; n++) {
    const h = countNgrams(hypothesis, n);
    const r = countNgrams(reference, n);
    const sourceOnly = removeShared(countNgrams(source, n), r);
    stats.push(Math.max(0, sumOverlap(h, r) - sumOverlap(h, sourceOnly)));
    stats.push(Math.max(0, hypothesis.length + 1 - n));
  }
  return stats;
}

export function scoreCorpusStats(stats: number[]): number {
  if (stats.some((s) => s === 0)) return 0;
  const [c = 1, r = 0] = stats;
  let logPrecision = 0;
  const order = (stats.length - 2) / 2;
  for (let i = 2; i < stats.length; i += 2) logPrecision += Math.log((stats[i] ?? 0) / (stats[i + 1] ?? 1));
  return Math.exp(Math.min(0, 1 - r / c) + logPrecision / order);
}

export interface GleuItem {
  source: string[];
  hypothesis: string[];
  references: string[][];
}

/** Corpus GLEU (0–1): mean over `iterations` random reference draws, with its standard deviation. */
export function computeGleu(items: GleuItem[], iterations = 500): { mean: number; std: number } {
  const perReference = items.map((item) => item.references.map((ref) => computeSentenceStats(item.source, item.hypothesis, ref)));
  const scores: number[] = [];
  for (let iteration = 0; iteration < iterations; iteration++) {
    const random = createSeededRandom(1000 + iteration);
    const totals = new Array<number>(10).fill(0);
    for (const options of perReference) {
      const chosen = options[Math.floor(random() * options.length)] ?? [];
      chosen.forEach((value, k) => (totals[k] = (totals[k] ?? 0) + value));
    }
    scores.push(scoreCorpusStats(totals));
  }
  const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
  const std = Math.sqrt(scores.reduce((a, b) => a + (b - mean) ** 2, 0) / scores.length);
  return { mean, std };
}
