import { Badge } from '../../../components/ui/badge';
import { formatPercent } from '../../../lib/tool-pages';
import { MEASURED, type QuizFigure } from '../lib/measured-figures';

const NOT_MEASURED = 'not measured yet';

function figure({ questions, share }: QuizFigure, unit = ''): string | null {
  if (questions === null || share === null) return null;
  return `${formatPercent(share)}${unit} on ${questions.toLocaleString('en-US')} questions`;
}

const ROWS: ReadonlyArray<[string, string | null]> = [
  ['Science multiple choice (SciQ) with its passage as the material: correct answers', figure(MEASURED.sciqAccuracy)],
  ['Reading questions (SQuAD v1.1), answer written out: word overlap with the right answer (F1)', figure(MEASURED.squadF1)],
  ['Answers shown as confident that were right', figure(MEASURED.confidentRight)],
  [
    'Hard science questions (ARC-Challenge) with no material and no model server: questions it declined to answer, saying what it needs',
    MEASURED.arcAbstained === null ? null : formatPercent(MEASURED.arcAbstained),
  ],
  ['Questions whose first hint gives the answer away', MEASURED.firstHintGivesAway === null ? null : formatPercent(MEASURED.firstHintGivesAway)],
  [
    'Time per question with 5,000 words of notes',
    MEASURED.msPerQuestion5000Words === null ? null : `${MEASURED.msPerQuestion5000Words.toLocaleString('en-US')} ms`,
  ],
];

/** Our own evaluation figures, in plain words; placeholders say so until the evaluation fills them in. */
export function MeasuredFigures() {
  const placeholder = MEASURED.date === null;
  return (
    <div className="min-w-0 space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-sm font-semibold">
          What we measured{MEASURED.date ? ` (${MEASURED.date}${MEASURED.split === 'dev' ? ', development set' : ''})` : ''}
        </h3>
        {placeholder && (
          <Badge variant="outline" className="border-amber-500/60 text-amber-800" data-testid="quiz-figures-placeholder">
            Placeholder: figures pending
          </Badge>
        )}
      </div>
      <table className="w-full text-sm" data-testid="quiz-measured-figures">
        <tbody className="divide-y">
          {/* Once measured, a figure the evaluation does not print is left out rather than shown as missing. */}
          {ROWS.filter(([, value]) => placeholder || value !== null).map(([what, value]) => (
            <tr key={what} className="align-top">
              <th scope="row" className="py-2 pr-4 text-left font-normal text-muted-foreground">
                {what}
              </th>
              <td className={value === null ? 'py-2 italic text-muted-foreground sm:whitespace-nowrap' : 'py-2 font-medium'}>{value ?? NOT_MEASURED}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-xs text-muted-foreground">
        Measured on public question sets with known answers: SciQ science questions with their supporting passages, SQuAD reading
        questions, and the ARC-Challenge set, built so that looking words up fails.
      </p>
    </div>
  );
}
