/**
 * Figures printed by `npx tsx eval/ai-detector/run.ts` (2026-11-21, shipped model trained on 1,644
 * texts, 'likely AI' at p ≥ 0.965). Leave-one-domain-out: each source is scored by a model trained
 * without it. Re-run the evaluation and update these after every retraining: the page must quote
 * what was measured, not what we hope.
 */
export const MEASURED = {
  date: 'November 2026',
  trainingTexts: 1644,
  heldOut: {
    auroc: 0.9,
    aurocRange: { low: 0.77, lowSource: 'PubMed abstracts', high: 0.98, highSource: 'news summaries (XSum)' },
    tprAt1Fpr: 0.136,
    tprAt5Fpr: 0.525,
    verdictFpr: 0.005,
    verdictTpr: 0.068,
  },
  toefl: { essays: 61, flagged: 1, rate: 0.016 },
  unseenHc3English: { auroc: 0.55, tooShort: 0.77 },
} as const;
