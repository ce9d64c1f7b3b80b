import { formatFigureWithN } from '../../../../domain/figures';
import { MeasuredFiguresTable, type MeasuredRow } from '../../../../web/components/tool-page/measured-figures-table';
import { describeWhen, sharedSplit } from '../../../../web/lib/figures';
import { MATH_FIGURES } from '../lib/measured-figures';

const ROWS: ReadonlyArray<MeasuredRow> = [
  ['Equations, simplifying, factoring, derivatives and integrals: correct answers', formatFigureWithN(MATH_FIGURES.symbolic, 'problems')],
  [
    'Grade-school word problems (GSM8K) without a model server: correct final answers (otherwise it says how to set the problem up, never guesses)',
    formatFigureWithN(MATH_FIGURES.wordProblems, 'problems'),
  ],
  [
    'School word problems typed as students type them, by a writer who never saw the engine, measured once: correct answers',
    formatFigureWithN(MATH_FIGURES.schoolWordProblems, 'problems'),
  ],
  ['… of those, answers given as solved that were wrong', formatFigureWithN(MATH_FIGURES.schoolWordProblemsWrong, 'problems')],
  ['Algebra problems from the MATH data set: correct final answers', formatFigureWithN(MATH_FIGURES.algebra, 'problems')],
  ['Equations and calculus answered: shown with every step verified', formatFigureWithN(MATH_FIGURES.stepsAllVerified, 'answers')],
  ['Answers given as solved that were wrong', formatFigureWithN(MATH_FIGURES.wrongAnswers, 'answers')],
];

const ALL = Object.values(MATH_FIGURES);

const FOOTNOTE = (
  <>
    Measured on public problem sets with known answers: equations and calculus from the test suites of two algebra libraries,
    GSM8K word problems, the MATH data set&apos;s algebra problems, and school word problems written for this test. These are
    development sets, except the school word problems, which were measured once before anything was changed for them. An
    answer counts as correct when it is mathematically equal to the known one.
  </>
);

/** Our own evaluation figures, in plain words, as src/tools/math-problem-assistance/eval/figures.json holds them. */
export function MeasuredFigures() {
  return <MeasuredFiguresTable testIdPrefix="math" date={describeWhen(ALL)} split={sharedSplit(ALL)} rows={ROWS} footnote={FOOTNOTE} />;
}
