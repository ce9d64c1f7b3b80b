import { MeasuredFiguresTable, type MeasuredRow } from '../../../components/tool-page/measured-figures-table';
import { MEASURED, type SetFigures } from '../lib/measured-figures';

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

function setFigure({ problems, correct }: SetFigures): string | null {
  if (problems === null || correct === null) return null;
  return `${percent(correct)} of ${problems.toLocaleString('en-US')} problems`;
}

const ROWS: ReadonlyArray<MeasuredRow> = [
  ['Equations, simplifying, factoring, derivatives and integrals: correct answers', setFigure(MEASURED.symbolic)],
  ['Grade-school word problems (GSM8K) without a model server: correct final answers (otherwise it says how to set the problem up, never guesses)', setFigure(MEASURED.wordProblems)],
  ['Algebra problems from the MATH data set: correct final answers', setFigure(MEASURED.algebra)],
  ['Answers shown with every step verified', MEASURED.stepsAllVerified === null ? null : percent(MEASURED.stepsAllVerified)],
  ["Steps shown marked 'not verified'", MEASURED.unverifiedSteps === null ? null : percent(MEASURED.unverifiedSteps)],
  ['Answers given as solved that were wrong', MEASURED.wrongAnswers === null ? null : percent(MEASURED.wrongAnswers)],
];

const FOOTNOTE = (
  <>
    Measured on public problem sets with known answers: equations and calculus from the test suites of two algebra libraries,
    GSM8K word problems and the MATH data set&apos;s algebra problems. An answer counts as correct when it is mathematically
    equal to the known one.
  </>
);

/** Our own evaluation figures, in plain words; placeholders say so until the evaluation fills them in. */
export function MeasuredFigures() {
  return <MeasuredFiguresTable testIdPrefix="math" date={MEASURED.date} split={MEASURED.split} rows={ROWS} footnote={FOOTNOTE} />;
}
