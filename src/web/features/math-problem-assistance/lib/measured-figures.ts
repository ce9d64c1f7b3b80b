/** One problem set of the evaluation: how many problems, and the share (0–1) answered correctly. */
export interface SetFigures {
  problems: number | null;
  correct: number | null;
}

export interface MathMeasuredFigures {
  /** When the evaluation ran ("December 2026"); null while the figures are placeholders. */
  date: string | null;
  /** Which split the figures come from; dev figures must be called dev figures on the page. */
  split: 'dev' | 'holdout' | null;
  /** ../shared/data/math-problems/symbolic_*.jsonl: equations, simplifying, factoring, derivatives, integrals. */
  symbolic: SetFigures;
  /** gsm8k_*.jsonl: grade-school word problems (final answer). */
  wordProblems: SetFigures;
  /** math_algebra_*.jsonl: the MATH data set's algebra problems (final answer). */
  algebra: SetFigures;
  /** Of the symbolic problems answered, the share shown with steps that were all verified. */
  stepsAllVerified: number | null;
  /** Of all steps shown, the share the CAS could not confirm (shown marked "not verified"). */
  unverifiedSteps: number | null;
  /** Of the problems answered as solved, the share whose answer was wrong. */
  wrongAnswers: number | null;
}

/**
 * TODO(lead): PLACEHOLDERS. Fill in from the math evaluation (it ran at the same time as this page was
 * written) and set `date` and `split`; until then every figure is null and the page says "not measured
 * yet" under a "Placeholder" badge. Quote only what the evaluation printed, never an estimate, and update
 * these after every change to the engine: the page must quote what was measured.
 */
export const MEASURED: MathMeasuredFigures = {
  date: null,
  split: null,
  symbolic: { problems: null, correct: null },
  wordProblems: { problems: null, correct: null },
  algebra: { problems: null, correct: null },
  stepsAllVerified: null,
  unverifiedSteps: null,
  wrongAnswers: null,
};
