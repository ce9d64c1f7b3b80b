import { Badge } from '../../../components/ui/badge';
import { MEASURED, type SetFigures } from '../lib/measured-figures';

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
const NOT_MEASURED = 'not measured yet';

function setFigure({ problems, correct }: SetFigures): string | null {
  if (problems === null || correct === null) return null;
  return `${percent(correct)} of ${problems.toLocaleString('en-US')} problems`;
}

const ROWS: ReadonlyArray<[string, string | null]> = [
  ['Equations, simplifying, factoring, derivatives and integrals: correct answers', setFigure(MEASURED.symbolic)],
  ['Grade-school word problems (GSM8K) without a model server: correct final answers (otherwise it says how to set the problem up, never guesses)', setFigure(MEASURED.wordProblems)],
  ['Algebra problems from the MATH data set: correct final answers', setFigure(MEASURED.algebra)],
  ['Answers shown with every step verified', MEASURED.stepsAllVerified === null ? null : percent(MEASURED.stepsAllVerified)],
  ["Steps shown marked 'not verified'", MEASURED.unverifiedSteps === null ? null : percent(MEASURED.unverifiedSteps)],
  ['Answers given as solved that were wrong', MEASURED.wrongAnswers === null ? null : percent(MEASURED.wrongAnswers)],
];

/** Our own evaluation figures, in plain words; placeholders say so until the evaluation fills them in. */
export function MeasuredFigures() {
  const placeholder = MEASURED.date === null;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-sm font-semibold">
          What we measured{MEASURED.date ? ` (${MEASURED.date}${MEASURED.split === 'dev' ? ', development set' : ''})` : ''}
        </h3>
        {placeholder && (
          <Badge variant="outline" className="border-amber-500/60 text-amber-800" data-testid="math-figures-placeholder">
            Placeholder: figures pending
          </Badge>
        )}
      </div>
      <table className="w-full text-sm" data-testid="math-measured-figures">
        <tbody className="divide-y">
          {/* Once measured, a figure the evaluation does not print is left out rather than shown as missing. */}
          {ROWS.filter(([, figure]) => placeholder || figure !== null).map(([what, figure]) => (
            <tr key={what} className="align-top">
              <th scope="row" className="py-2 pr-4 text-left font-normal text-muted-foreground">
                {what}
              </th>
              <td className={figure === null ? 'py-2 italic text-muted-foreground sm:whitespace-nowrap' : 'py-2 font-medium'}>{figure ?? NOT_MEASURED}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-xs text-muted-foreground">
        Measured on public problem sets with known answers: equations and calculus from the test suites of two algebra libraries,
        GSM8K word problems and the MATH data set&apos;s algebra problems. An answer counts as correct when it is mathematically
        equal to the known one.
      </p>
    </div>
  );
}
