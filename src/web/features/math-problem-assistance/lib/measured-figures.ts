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
 * From `npx tsx eval/math/run.ts` on the dev split (November 2026); update after every change to the
 * engine: the page quotes only what was measured. Answered-as-solved and wrong: symbolic 191 answered,
 * 0 wrong; MATH algebra 172 answered, 1 wrong; GSM8K offline 1 answered, 0 wrong (it abstains otherwise).
 */
export const MEASURED: MathMeasuredFigures = {
  date: 'November 2026',
  split: 'dev',
  symbolic: { problems: 194, correct: 0.985 },
  wordProblems: { problems: 880, correct: 0.001 },
  algebra: { problems: 792, correct: 0.216 },
  // Every one of the 191 answered symbolic problems came with steps, all of them verified.
  stepsAllVerified: 1,
  unverifiedSteps: null,
  wrongAnswers: 1 / 364,
};
