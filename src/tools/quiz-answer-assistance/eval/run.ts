/**
 * Quiz answer assistance, dev figures: `npx tsx src/tools/quiz-answer-assistance/eval/run.ts [--show-wrong]`.
 * Runs the whole pipeline (answerQuizQuestion, advanced responses, offline: no model server) and the
 * open-book engine's own top choice on ../shared/data/quiz-questions/dev.jsonl, and prints one block
 * per data set. See README.md here.
 */
import { performance } from 'node:perf_hooks';
import { answerQuizQuestion } from '../engine/answer-quiz-question';
import { quizInputSchema, type QuizResult } from '../contract';
import { answerFromMaterial } from '../engine/open-book/answer-from-material';
import { readQuestion } from '../engine/read/read-question';
import { hintGivesAnswer } from './hint-leaks';
import { loadDevRecords, type QuizRecord } from './load-records';
import { type MeasuredFigure, shareFigure, writeFigures } from '../../../../eval/lib/write-figures';
import { exactMatch, tokenF1 } from './squad-metrics';
import { buildStatementRecords } from './true-false-records';

interface Tally {
  records: number;
  /** The engine's own top choice (before the confidence gate): right option, or EM/F1 of its span. */
  topRight: number;
  topF1: number;
  answered: number;
  answeredRight: number;
  hintsOnly: number;
  unsupported: number;
  firstHintLeaks: number;
  withHints: number;
}

const showWrong = process.argv.includes('--show-wrong');
const percent = (part: number, whole: number) => (whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)}%`);

function emptyTally(): Tally {
  return { records: 0, topRight: 0, topF1: 0, answered: 0, answeredRight: 0, hintsOnly: 0, unsupported: 0, firstHintLeaks: 0, withHints: 0 };
}

function goldAnswers(record: QuizRecord): string[] {
  return record.meta.all_answers ?? [record.answer];
}

function scoreTopChoice(record: QuizRecord, tally: Tally): void {
  if (!record.support) return;
  const found = answerFromMaterial(readQuestion(record.question, record.options ?? undefined), record.support);
  if (record.options) {
    if (found.optionIndex === record.answer_index) tally.topRight++;
    else if (showWrong) console.log(`  wrong ${record.id}: ${record.question} → ${found.text ?? '(none)'} (gold ${record.answer})`);
    return;
  }
  const text = found.text ?? '';
  tally.topRight += exactMatch(text, goldAnswers(record));
  tally.topF1 += tokenF1(text, goldAnswers(record));
}

function scoreResult(record: QuizRecord, result: QuizResult, tally: Tally): void {
  if (result.status === 'answered' && result.answer) {
    tally.answered++;
    const right = record.options ? result.answer.optionIndex === record.answer_index : exactMatch(result.answer.text, goldAnswers(record)) === 1;
    if (right) tally.answeredRight++;
    else if (showWrong) console.log(`  confident but wrong ${record.id}: ${record.question} → ${result.answer.text} (gold ${record.answer})`);
  } else if (result.status === 'hints_only') tally.hintsOnly++;
  else tally.unsupported++;
  const first = result.hints[0];
  if (first !== undefined) {
    tally.withHints++;
    if (hintGivesAnswer(first, record.answer)) {
      tally.firstHintLeaks++;
      if (showWrong) console.log(`  first hint gives the answer ${record.id}: ${first}`);
    }
  }
}

function printTally(name: string, tally: Tally, extractive: boolean): void {
  console.log(`\n${name} (${tally.records} dev records)`);
  if (extractive) {
    console.log(
      `  engine's span, IN-SAMPLE (span weights fitted on these same records): EM ${percent(tally.topRight, tally.records)}, token F1 ${(100 * tally.topF1 / Math.max(1, tally.records)).toFixed(1)}% (best over all_answers)`,
    );
    console.log('  the honest figure is out of fold, grouped by article: npx tsx src/tools/quiz-answer-assistance/eval/fit-span-weights.ts ("NESTED CROSS-VALIDATED")');
  } else if (tally.topRight > 0 || name.startsWith('SciQ')) {
    console.log(`  engine's top option: accuracy ${percent(tally.topRight, tally.records)}`);
  }
  console.log(
    `  answered as confident ${percent(tally.answered, tally.records)}, right ${percent(tally.answeredRight, tally.answered)}` +
      ` | hints only ${percent(tally.hintsOnly, tally.records)} | unsupported ${percent(tally.unsupported, tally.records)} | abstained ${percent(tally.records - tally.answered, tally.records)}`,
  );
  console.log(`  first hint contains the answer: ${percent(tally.firstHintLeaks, tally.withHints)} of ${tally.withHints} with hints`);
}

/** True/false statements made from SciQ dev (see README): the pipeline's verdicts, and how often a confident one is right. */
async function scoreStatements(): Promise<void> {
  const statements = buildStatementRecords(loadDevRecords());
  let judged = 0;
  let judgedRight = 0;
  let answered = 0;
  let answeredRight = 0;
  for (const record of statements) {
    const result = await answerQuizQuestion({ question: `True or false: ${record.statement}`, material: record.support }, { responses: 'basic' });
    const found = answerFromMaterial(readQuestion(`True or false: ${record.statement}`), record.support);
    if (found.optionIndex !== null) {
      judged++;
      if ((found.optionIndex === 0) === record.truth) judgedRight++;
    }
    if (result.status === 'answered' && result.answer) {
      answered++;
      if ((result.answer.optionIndex === 0) === record.truth) answeredRight++;
    }
  }
  console.log(`\nTrue/false made from SciQ (${statements.length} statements; in-sample — fit-calibration.ts prints the out-of-fold figures)`);
  console.log(`  verdict given ${percent(judged, statements.length)}, right ${percent(judgedRight, judged)} | answered as confident ${percent(answered, statements.length)}, right ${percent(answeredRight, answered)}`);
}

async function main(): Promise<void> {
  const started = performance.now();
  const tallies = new Map<string, Tally>();
  const total = emptyTally();
  for (const record of loadDevRecords()) {
    const tally = tallies.get(record.dataset) ?? emptyTally();
    tallies.set(record.dataset, tally);
    tally.records++;
    total.records++;
    scoreTopChoice(record, tally);
    const input = quizInputSchema.parse({
      question: record.question,
      ...(record.options ? { options: record.options } : {}),
      ...(record.support ? { material: record.support } : {}),
    });
    const result = await answerQuizQuestion(input, { responses: 'advanced' });
    scoreResult(record, result, tally);
    scoreResult(record, result, total);
  }
  printTally('SciQ, passage as material', tallies.get('sciq') ?? emptyTally(), false);
  printTally('SQuAD v1.1, paragraph as material (right = exact match)', tallies.get('squad-v1.1') ?? emptyTally(), true);
  printTally('ARC-Challenge, no material, no model server', tallies.get('arc-challenge') ?? emptyTally(), false);
  await scoreStatements();
  console.log(`\nAll: confident answers right ${percent(total.answered ? total.answeredRight : 0, total.answered)} of ${total.answered}; first hint contains the answer ${percent(total.firstHintLeaks, total.withHints)}`);
  writeMeasuredFigures(tallies, total);
  console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

/** The headline figures of the run, for figures.json; the out-of-fold SQuAD figures come from fit-span-weights.ts. */
function writeMeasuredFigures(tallies: Map<string, Tally>, total: Tally): void {
  const data = 'quiz-questions/dev.jsonl';
  const sciq = tallies.get('sciq') ?? emptyTally();
  const arc = tallies.get('arc-challenge') ?? emptyTally();
  const figures: MeasuredFigure[] = [
    shareFigure({ id: 'sciq-top-option', label: "Science multiple choice (SciQ) with its passage as the material: the engine's top option right", dataset: `${data} (SciQ)`, split: 'dev' }, sciq.topRight, sciq.records),
    shareFigure({ id: 'sciq-confident', label: 'SciQ questions answered as confident (the rest get hints)', dataset: `${data} (SciQ)`, split: 'dev' }, sciq.answered, sciq.records),
    shareFigure({ id: 'confident-right', label: 'Answers shown as confident that were right (every set)', dataset: data, split: 'dev' }, total.answeredRight, total.answered),
    shareFigure({ id: 'arc-abstained', label: 'Hard science questions (ARC-Challenge) with no material and no model server: declined, saying what it needs', dataset: `${data} (ARC-Challenge)`, split: 'dev' }, arc.records - arc.answered, arc.records),
    shareFigure({ id: 'first-hint-gives-answer', label: 'Questions whose first hint gives the answer away', dataset: data, split: 'dev' }, total.firstHintLeaks, total.withHints),
  ];
  writeFigures({ harness: 'src/tools/quiz-answer-assistance/eval', tool: 'quiz-answer-assistance', command: 'npx tsx src/tools/quiz-answer-assistance/eval/run.ts', figures });
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
