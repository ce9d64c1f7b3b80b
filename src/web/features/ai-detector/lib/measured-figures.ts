/**
 * Figures printed by `npx tsx eval/ai-detector/run.ts` (2026-11-21: 1,644 training texts, 'likely AI' at
 * p ≥ 0.960); they match src/tools/ai-detector/README.md. Leave one domain out: each source is scored by
 * a model trained without it. Re-run the evaluation and update these (and the card highlights in
 * src/domain/tools.ts) after every retraining: the page must quote what was measured.
 */
export const MEASURED = {
  date: 'November 2026',
  trainingTexts: 1644,
  heldOut: {
    auroc: 0.954,
    aurocRange: { low: 0.887, lowSource: 'PubMed answers', high: 0.995, highSource: 'news summaries (XSum)' },
    tprAt1Fpr: 0.429,
    tprAt5Fpr: 0.758,
    verdictFpr: 0.004,
    verdictTpr: 0.307,
  },
  toefl: { essays: 61, flagged: 2, rate: 0.033 },
  /** Within-text AUROC of sentence scores on a held-out human text and AI text joined, lowest and highest source. */
  highlighting: { low: 0.652, lowSource: 'college essays', high: 0.893, highSource: 'CS224N abstracts' },
  unseenHc3English: { auroc: 0.551, tooShort: 0.77 },
} as const;
