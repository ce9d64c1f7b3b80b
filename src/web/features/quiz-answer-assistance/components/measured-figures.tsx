import { MeasuredFiguresTable, type MeasuredRow } from '../../../components/tool-page/measured-figures-table';
import { formatPercent } from '../../../lib/tool-pages';
import { MEASURED, type QuizFigure } from '../lib/measured-figures';


function figure({ questions, share }: QuizFigure, unit = ''): string | null {
  if (questions === null || share === null) return null;
  return `${formatPercent(share)}${unit} on ${questions.toLocaleString('en-US')} questions`;
}

const ROWS: ReadonlyArray<MeasuredRow> = [
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

const FOOTNOTE = (
  <>
    Measured on public question sets with known answers: SciQ science questions with their supporting passages, SQuAD reading
    questions, and the ARC-Challenge set, built so that looking words up fails.
  </>
);

/** Our own evaluation figures, in plain words; placeholders say so until the evaluation fills them in. */
export function MeasuredFigures() {
  return <MeasuredFiguresTable testIdPrefix="quiz" date={MEASURED.date} split={MEASURED.split} rows={ROWS} footnote={FOOTNOTE} />;
}
