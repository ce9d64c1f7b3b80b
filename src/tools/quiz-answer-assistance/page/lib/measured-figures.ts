import figuresJson from '../../eval/figures.json';
import { readFigureFiles } from '../../../../web/lib/figures';

const { figureOf } = readFigureFiles([figuresJson]);

/**
 * The figures the page quotes, as the quiz harnesses last wrote them to src/tools/quiz-answer-assistance/eval/figures.json (dev set
 * of ../shared/data/quiz-questions): `npx tsx src/tools/quiz-answer-assistance/eval/run.ts`, `src/tools/quiz-answer-assistance/eval/fit-span-weights.ts` for the
 * out-of-fold SQuAD figure; the time per question is src/tools/quiz-answer-assistance/bench's. Nothing here is typed by hand.
 */
export const QUIZ_FIGURES = {
  /** SciQ multiple choice with its supporting passage as the material: the engine's top option right. */
  sciqAccuracy: figureOf('sciq-top-option'),
  /** SQuAD v1.1 passage + question: token F1 against the best gold answer, out of fold. */
  squadF1: figureOf('squad-f1-out-of-fold'),
  /** Every answer shown as confident (all sets): the share that were right. */
  confidentRight: figureOf('confident-right'),
  /** ARC-Challenge without material: the share of questions where it gave hints instead of an answer. */
  arcAbstained: figureOf('arc-abstained'),
  /** Share of questions whose first hint contains the answer text. */
  firstHintGivesAway: figureOf('first-hint-gives-answer'),
  /** src/tools/quiz-answer-assistance/bench: median time per question with a 5,000-word material. */
  msPerQuestion5000Words: figureOf('ms-per-question-5000-words'),
};
