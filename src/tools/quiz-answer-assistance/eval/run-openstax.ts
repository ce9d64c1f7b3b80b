/**
 * Quiz answer assistance on real textbook sections and their own review questions (s16 held-out set):
 * `npx tsx src/tools/quiz-answer-assistance/eval/run-openstax.ts [--show] [--no-figures]`.
 * eval/openstax-s16/questions.json: 57 OpenStax review questions (CC BY 4.0) whose answer the section states,
 * asked as short answers with the whole section pasted as material, then once more with their original
 * options. Whole pipeline, offline (no model server, a math stand-in that refuses). Right = exact match after
 * SQuAD normalisation against any listed answer. `--show` prints the failures: only once the set is dev
 * (it was measured once before and once after the s16 changes; see openstax-s16/README.md).
 */
import { readFileSync } from 'node:fs';
import { answerQuizQuestion } from '../engine/answer-quiz-question';
import type { SolveMath } from '../engine/calculation/solve-calculation';
import { quizInputSchema, type QuizResult } from '../contract';
import { type MeasuredFigure, shareFigure, writeFigures } from '../../../../eval/lib/write-figures';
import { exactMatch } from './squad-metrics';

interface OpenstaxPassage {
  id: string;
  book: string;
  text: string;
}
interface OpenstaxQuestion {
  passage: string;
  question: string;
  answers: string[];
  options: string[];
  answerIndex: number;
}

const show = process.argv.includes('--show');
/** `--file <questions.json>`: another set in the same format (a dev set); its figures are printed, never written. */
const otherSet = process.argv.includes('--file') ? process.argv[process.argv.indexOf('--file') + 1] : undefined;
const percent = (part: number, whole: number) => (whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)}%`);
const noMath: SolveMath = () => Promise.resolve({ status: 'unsupported', steps: [], hints: [], message: 'not a calculation' } as unknown as Awaited<ReturnType<SolveMath>>);

function loadSet(): { passages: Map<string, OpenstaxPassage>; questions: OpenstaxQuestion[] } {
  const raw = JSON.parse(readFileSync(otherSet ?? new URL('./openstax-s16/questions.json', import.meta.url), 'utf8')) as { passages: OpenstaxPassage[]; questions: OpenstaxQuestion[] };
  return { passages: new Map(raw.passages.map((passage) => [passage.id, passage])), questions: raw.questions };
}

async function ask(question: string, material: string, options?: string[]): Promise<QuizResult> {
  return answerQuizQuestion(quizInputSchema.parse({ question, material, ...(options ? { options } : {}) }), { responses: 'advanced', solveMath: noMath });
}

async function main(): Promise<void> {
  const { passages, questions } = loadSet();
  const short = { right: 0, wrong: 0 };
  const choice = { right: 0, wrong: 0 };
  for (const item of questions) {
    const material = passages.get(item.passage)?.text ?? '';
    const result = await ask(item.question, material);
    if (result.status === 'answered' && result.answer) {
      if (exactMatch(result.answer.text, item.answers) === 1) short.right++;
      else {
        short.wrong++;
        if (show) console.log(`  WRONG    [${item.passage}] ${item.question} → ${result.answer.text} (gold ${item.answers[0]})`);
      }
    } else if (show) console.log(`  refused  [${item.passage}] ${item.question} (gold ${item.answers[0]})`);
    const withOptions = await ask(item.question, material, item.options);
    if (withOptions.status === 'answered' && withOptions.answer) {
      if (withOptions.answer.optionIndex === item.answerIndex) choice.right++;
      else {
        choice.wrong++;
        if (show) console.log(`  WRONG mc [${item.passage}] ${item.question} → ${withOptions.answer.text} (gold ${item.answers[0]})`);
      }
    }
  }
  const total = questions.length;
  console.log(`OPENSTAX S16 SET (real textbook sections and their review questions, eval/openstax-s16/questions.json)`);
  console.log(`  short answers the section states (${total}): answered right ${percent(short.right, total)} (${short.right}), answered wrong ${percent(short.wrong, total)} (${short.wrong}), hints only ${percent(total - short.right - short.wrong, total)}`);
  console.log(`  the same with their options (${total}): answered right ${percent(choice.right, total)} (${choice.right}), answered wrong ${percent(choice.wrong, total)} (${choice.wrong}), hints only ${percent(total - choice.right - choice.wrong, total)}`);
  const dataset = 'OpenStax textbook sections and review questions (CC BY 4.0), eval/openstax-s16/questions.json';
  const figures: MeasuredFigure[] = [
    shareFigure({ id: 'openstax-s16-short-answer-right', label: 'Short answers real textbook sections state (OpenStax, s16 set: measured once held out, dev since): answered right', dataset, split: 'dev' }, short.right, total),
    shareFigure({ id: 'openstax-s16-short-answer-wrong', label: 'Short answers real textbook sections state (OpenStax, s16 set: measured once held out, dev since): answered wrong', dataset, split: 'dev' }, short.wrong, total),
    shareFigure({ id: 'openstax-s16-choice-right', label: 'The same OpenStax questions with their options: answered right', dataset, split: 'dev' }, choice.right, total),
    shareFigure({ id: 'openstax-s16-choice-wrong', label: 'The same OpenStax questions with their options: answered wrong', dataset, split: 'dev' }, choice.wrong, total),
  ];
  if (otherSet) return;
  writeFigures({ harness: 'src/tools/quiz-answer-assistance/eval', tool: 'quiz-answer-assistance', command: 'npx tsx src/tools/quiz-answer-assistance/eval/run-openstax.ts', figures });
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
