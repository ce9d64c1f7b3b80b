import { computeAuroc } from '../../../../training/ai-detector/measure-ranking';
import { createSeededRandom } from '../../../domain/seeded-random';

/**
 * 95% percentile bootstrap interval of the AUROC: how much the figure could move on another sample of
 * texts like these. It does not cover the larger uncertainty of sources unlike any in the data.
 */
export function bootstrapAuroc(scores: readonly number[], labels: readonly number[], rounds = 1000): { low: number; high: number } {
  const random = createSeededRandom(20261121);
  const values: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const picked = Array.from({ length: scores.length }, () => Math.floor(random() * scores.length));
    const auroc = computeAuroc(picked.map((i) => scores[i] ?? 0), picked.map((i) => labels[i] ?? 0));
    if (!Number.isNaN(auroc)) values.push(auroc);
  }
  values.sort((a, b) => a - b);
  return { low: values[Math.floor(0.025 * values.length)] ?? Number.NaN, high: values[Math.ceil(0.975 * values.length) - 1] ?? Number.NaN };
}
