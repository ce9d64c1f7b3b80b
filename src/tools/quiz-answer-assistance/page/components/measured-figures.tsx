import { formatFigureValue, formatFigureWithN } from '../../../../domain/figures';
import { MeasuredFiguresTable, type MeasuredRow } from '../../../../web/components/tool-page/measured-figures-table';
import { describeWhen, sharedSplit } from '../../../../web/lib/figures';
import { QUIZ_FIGURES } from '../lib/measured-figures';

const ROWS: ReadonlyArray<MeasuredRow> = [
  ['Science multiple choice (SciQ) with its passage as the material: correct answers', formatFigureWithN(QUIZ_FIGURES.sciqAccuracy, 'questions')],
  [
    'Reading questions (SQuAD v1.1), answer written out: word overlap with the right answer (F1, out of fold)',
    `${formatFigureValue(QUIZ_FIGURES.squadF1)} on ${QUIZ_FIGURES.squadF1.n.toLocaleString('en-US')} questions`,
  ],
  ['Answers shown as confident that were right', formatFigureWithN(QUIZ_FIGURES.confidentRight, 'answers')],
  [
    'Hard science questions (ARC-Challenge) with no material and no model server: questions it declined to answer, saying what it needs',
    formatFigureWithN(QUIZ_FIGURES.arcAbstained, 'questions'),
  ],
  ['Questions whose first hint gives the answer away', formatFigureWithN(QUIZ_FIGURES.firstHintGivesAway, 'questions')],
  ['Time per question with 5,000 words of notes (median)', formatFigureValue(QUIZ_FIGURES.msPerQuestion5000Words)],
];

const ALL = Object.values(QUIZ_FIGURES);

const FOOTNOTE = (
  <>
    Measured on public question sets with known answers: SciQ science questions with their supporting passages, SQuAD reading
    questions, and the ARC-Challenge set, built so that looking words up fails.
  </>
);

/** Our own evaluation figures, in plain words, as src/tools/quiz-answer-assistance/eval/figures.json holds them. */
export function MeasuredFigures() {
  return <MeasuredFiguresTable testIdPrefix="quiz" date={describeWhen(ALL)} split={sharedSplit(ALL)} rows={ROWS} footnote={FOOTNOTE} />;
}
