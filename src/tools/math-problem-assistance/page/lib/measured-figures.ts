import figuresJson from '../../eval/figures.json';
import { readFigureFiles } from '../../../../web/lib/figures';

const { figureOf } = readFigureFiles([figuresJson]);

/**
 * The figures the page quotes, as `npx tsx src/tools/math-problem-assistance/eval/run.ts` last wrote them to src/tools/math-problem-assistance/eval/figures.json
 * (dev splits of ../shared/data/math-problems): re-run the evaluation after a change to the engine and the
 * page follows; nothing here is typed by hand.
 */
export const MATH_FIGURES = {
  /** symbolic_dev.jsonl: equations, simplifying, factoring, derivatives, antiderivatives. */
  symbolic: figureOf('symbolic-correct'),
  /** gsm8k_dev.jsonl: grade-school word problems, offline (final answer). */
  wordProblems: figureOf('gsm8k-correct'),
  /** eval/word-problems-holdout-s27.jsonl: school word problems by the newest separate writer, measured once (offline), before its round. */
  schoolWordProblems: figureOf('word-problems-holdout-s27-correct'),
  schoolWordProblemsWrong: figureOf('word-problems-holdout-s27-wrong-shown-as-solved'),
  /** math_algebra_dev.jsonl: the MATH data set's algebra problems (final answer). */
  algebra: figureOf('math-algebra-correct'),
  /** Of the symbolic problems answered, the share shown with steps that were all verified. */
  stepsAllVerified: figureOf('symbolic-answered-all-steps-verified'),
  /** Of the problems answered as solved (every set), the share whose answer was wrong. */
  wrongAnswers: figureOf('answered-wrong'),
};
