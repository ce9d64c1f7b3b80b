/** One evaluation figure: how many questions, and the share (0–1) the line describes. */
export interface QuizFigure {
  questions: number | null;
  share: number | null;
}

export interface QuizMeasuredFigures {
  /** When the evaluation ran ("December 2026"); null while the figures are placeholders. */
  date: string | null;
  /** Which split the figures come from; dev figures must be called dev figures on the page. */
  split: 'dev' | 'holdout' | null;
  /** SciQ multiple choice with its supporting passage as the material: share answered correctly. */
  sciqAccuracy: QuizFigure;
  /** SQuAD v1.1 passage + question: token F1 against the best gold answer. */
  squadF1: QuizFigure;
  /** Every answer shown as confident (all sets): the share that were right. */
  confidentRight: QuizFigure;
  /** ARC-Challenge without material: the share of questions where it gave hints instead of an answer. */
  arcAbstained: number | null;
  /** Share of questions whose first hint contains the answer text. */
  firstHintGivesAway: number | null;
  /** bench/quiz: median time per question with a 5,000-word material, in milliseconds. */
  msPerQuestion5000Words: number | null;
}

// Dev figures from `npx tsx eval/quiz/run.ts` and `npx tsx bench/quiz/run.ts` (see the tool's README);
// refresh them here when the engine changes. The page quotes only what was measured.
export const MEASURED: QuizMeasuredFigures = {
  date: 'November 2026',
  split: 'dev',
  sciqAccuracy: { questions: 400, share: 0.958 },
  // Out of fold (5 folds grouped by article, eval/quiz/fit-span-weights.ts), not the in-sample 52.4%.
  squadF1: { questions: 200, share: 0.484 },
  confidentRight: { questions: 376, share: 0.992 },
  // Offline, without material or a model server, it never shows an ARC answer: it says what it needs instead.
  arcAbstained: 1,
  firstHintGivesAway: 0.001,
  msPerQuestion5000Words: 14,
};
