/**
 * Quiz answer assistance, dev figures: `npx tsx eval/quiz/run.ts [--show-wrong]`.
 * Runs the whole pipeline (answerQuizQuestion, advanced responses, offline: no model server) and the
 * open-book engine's own top choice on ../shared/data/quiz-questions/dev.jsonl, and prints one block
 * per data set. See README.md here.
 */
import { performance } from 'node:perf_hooks';
import { answerQuizQuestion } from '../../src/tools/quiz-answer-assistance/answer-quiz-question';
import { quizInputSchema, type QuizResult } from '../../src/tools/quiz-answer-assistance/contract';
import { answerFromMaterial } from '../../src/tools/quiz-answer-assistance/open-book/answer-from-material';
import { readQuestion } from '../../src/tools/quiz-answer-assistance/read/read-question';
import { hintGivesAnswer } from './hint-leaks';
import { loadDevRecords, type QuizRecord } from './load-records';
import { exactMatch, tokenF1 } from './squad-metrics';

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
    console.log(`  engine's span: EM ${percent(tally.topRight, tally.records)}, token F1 ${(100 * tally.topF1 / Math.max(1, tally.records)).toFixed(1)}% (best over all_answers)`);
  } else if (tally.topRight > 0 || name.startsWith('SciQ')) {
    console.log(`  engine's top option: accuracy ${percent(tally.topRight, tally.records)}`);
  }
  console.log(
    `  answered as confident ${percent(tally.answered, tally.records)}, right ${percent(tally.answeredRight, tally.answered)}` +
      ` | hints only ${percent(tally.hintsOnly, tally.records)} | unsupported ${percent(tally.unsupported, tally.records)} | abstained ${percent(tally.records - tally.answered, tally.records)}`,
  );
  console.log(`  first hint contains the answer: ${percent(tally.firstHintLeaks, tally.withHints)} of ${tally.withHints} with hints`);
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
  console.log(`\nAll: confident answers right ${percent(total.answered ? total.answeredRight : 0, total.answered)} of ${total.answered}; first hint contains the answer ${percent(total.firstHintLeaks, total.withHints)}`);
  console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
