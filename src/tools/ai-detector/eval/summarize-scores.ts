import { computeAuroc, computeTprAtFpr } from '../../../../training/ai-detector/measure-ranking';
import type { ScoredRecord } from './score-records';

export interface ScoreSummary {
  name: string;
  human: number;
  ai: number;
  auroc: number;
  /** AUROC over the texts long enough to get a verdict. */
  aurocJudged: number;
  tprAt1: number;
  tprAt5: number;
  /** Share of judged human texts called 'likely AI' (false positives at the verdict threshold). */
  verdictFpr: number;
  /** Share of judged AI texts called 'likely AI'. */
  verdictTpr: number;
  tooShort: number;
}

const share = (items: readonly ScoredRecord[], predicate: (item: ScoredRecord) => boolean): number =>
  items.length === 0 ? Number.NaN : items.filter(predicate).length / items.length;

/**
 * Metrics for one group of scored texts. `extraAi` (optional) supplies AI texts from elsewhere so a
 * human-only source still gets an AUROC: how well its texts separate from out-of-fold AI texts.
 */
export function summarizeScores(name: string, items: readonly ScoredRecord[], extraAi: readonly ScoredRecord[] = []): ScoreSummary {
  const pool = items.some((item) => item.record.label === 1) ? items : [...items, ...extraAi];
  const judged = pool.filter((item) => !item.tooShort);
  const scores = pool.map((item) => item.probability);
  const labels = pool.map((item) => item.record.label);
  const human = items.filter((item) => item.record.label === 0 && !item.tooShort);
  const ai = items.filter((item) => item.record.label === 1 && !item.tooShort);
  return {
    name,
    human: items.filter((item) => item.record.label === 0).length,
    ai: items.filter((item) => item.record.label === 1).length,
    auroc: computeAuroc(scores, labels),
    aurocJudged: computeAuroc(judged.map((item) => item.probability), judged.map((item) => item.record.label)),
    tprAt1: computeTprAtFpr(scores, labels, 0.01),
    tprAt5: computeTprAtFpr(scores, labels, 0.05),
    verdictFpr: share(human, (item) => item.flagged),
    verdictTpr: share(ai, (item) => item.flagged),
    tooShort: share(items, (item) => item.tooShort),
  };
}
