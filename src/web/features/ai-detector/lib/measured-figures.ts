/**
 * Figures printed by `npx tsx eval/ai-detector/run.ts` (2026-11-21, model of commit c0d58bb: 1,644
 * training texts, 'likely AI' at p ≥ 0.965); they match src/tools/ai-detector/README.md. Leave one
 * domain out: each source is scored by a model trained without it. Re-run the evaluation and update
 * these (and the card highlights in src/domain/tools.ts) after every retraining: the page must
 * quote what was measured.
 */
export const MEASURED = {
  date: 'November 2026',
  trainingTexts: 1644,
  heldOut: {
    auroc: 0.908,
    aurocRange: { low: 0.764, lowSource: 'PubMed abstracts', high: 0.985, highSource: 'news summaries (XSum)' },
    tprAt1Fpr: 0.192,
    tprAt5Fpr: 0.531,
    verdictFpr: 0.007,
    verdictTpr: 0.096,
  },
  toefl: { essays: 61, flagged: 2, rate: 0.033 },
  unseenHc3English: { auroc: 0.549, tooShort: 0.768 },
} as const;
