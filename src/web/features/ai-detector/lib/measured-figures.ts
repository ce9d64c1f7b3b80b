/**
 * Figures printed by `npx tsx eval/ai-detector/run.ts` (2026-11-21, model of commit b0bd6d6: 1,644
 * training texts, 'likely AI' at p ≥ 0.972); they match src/tools/ai-detector/README.md. Leave one
 * domain out: each source is scored by a model trained without it. Re-run the evaluation and update
 * these (and the card highlights in src/domain/tools.ts) after every retraining: the page must
 * quote what was measured.
 */
export const MEASURED = {
  date: 'November 2026',
  trainingTexts: 1644,
  heldOut: {
    auroc: 0.917,
    aurocRange: { low: 0.761, lowSource: 'PubMed abstracts', high: 0.986, highSource: 'news summaries (XSum)' },
    tprAt1Fpr: 0.214,
    tprAt5Fpr: 0.567,
    verdictFpr: 0.003,
    verdictTpr: 0.083,
  },
  toefl: { essays: 61, flagged: 0, rate: 0 },
  unseenHc3English: { auroc: 0.535, tooShort: 0.77 },
} as const;
