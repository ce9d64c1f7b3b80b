/**
 * Quiz answer assistance on our own passages and pasted quizzes (issue 35):
 * `npx tsx src/tools/quiz-answer-assistance/eval/run-own.ts [--show] [--split dev|old-holdout|s14-holdout|holdout|s17|s25|s25b|s28|s29|s30|s31|s32|s33|s34|s35|s36|s37|s38|s39|s40|s41|s42|s43|s44] [--no-figures]`.
 * Runs the whole pipeline (answerQuizQuestion, offline, no model server) on eval/own-passages.ts and
 * the splitter on eval/own-pasted-quizzes.ts, and prints one block per set; all of them are dev from s16 on
 * (the s15 holdout, split 'holdout', was measured once and then tuned on). Short answers: right = exact match after SQuAD normalisation against any
 * listed answer. See README.md here.
 * The s17 set (own-fresh-holdout-s17.ts) is measured once with `--split s17`, which writes its figures with ids
 * own-s17-… (labelled measured once); a run of every set writes the s17 set's later figures as own-s17-after-…,
 * so the measured-once figures stay in figures.json. The s25 set (own-fresh-holdout-s25.ts) works the same way
 * with `--split s25` (own-s25-…, then own-s25-after-…), and so does the s25b set (own-fresh-holdout-s25b.ts, a second
 * writer's) with `--split s25b` (own-s25b-…, then own-s25b-after-…), and the s28 set
 * (own-fresh-holdout-s28.ts, session 28's separate writer) with `--split s28`, and the s29 set (own-fresh-holdout-s29.ts,
 * session 29's separate writer) with `--split s29`, the s30 set (own-fresh-holdout-s30.ts, session 30's
 * separate writer) with `--split s30`, the s31 set (own-fresh-holdout-s31.ts, session 31's separate writer)
 * with `--split s31`, the s32 set (own-fresh-holdout-s32.ts, session 32's separate writer) with `--split s32`, the s33 set
 * (own-fresh-holdout-s33.ts, session 33's separate writer) with `--split s33`, the s34 set (own-fresh-holdout-s34.ts,
 * session 34's separate writer) with `--split s34`, and the s35 set (own-fresh-holdout-s35.ts, session 35's
 * separate writer) with `--split s35`, the s36 set (own-fresh-holdout-s36.ts, session 36's
 * separate writer) with `--split s36`, the s37 set (own-fresh-holdout-s37.ts, session 37's writer) with `--split s37`, and the s38 set
 * (own-fresh-holdout-s38.ts, session 41's helper) with `--split s38`; s38 also scores multiple-choice questions and
 * questions the passage does not answer (where any sure answer is wrong), and so does the s39 set (own-fresh-holdout-s39.ts,
 * session 42's helper) with `--split s39`; the s40 set (own-fresh-holdout-s40.ts, session 43's helper) with `--split s40`;
 * the s41 set (own-fresh-holdout-s41.ts, session 44's helper, real OpenStax text) with `--split s41`.
 * the s42 set (own-fresh-holdout-s42.ts, session 45's helper, real OpenStax text) with `--split s42`.
 * the s43 set (own-fresh-holdout-s43.ts, session 46's helper, real OpenStax text of three books) with `--split s43`.
 * the s44 set (own-fresh-holdout-s44.ts, session 47's helper, real OpenStax text of three more books) with `--split s44`.
 */
import { performance } from 'node:perf_hooks';
import { answerQuizQuestion } from '../engine/answer-quiz-question';
import type { SolveMath } from '../engine/calculation/solve-calculation';
import { quizInputSchema, type QuizResult } from '../contract';
import { splitPastedQuiz } from '../shared/split-quiz';
import { type MeasuredFigure, shareFigure, writeFigures } from '../../../../eval/lib/write-figures';
import { matchInOtherWords } from './match-in-other-words';
import { OWN_GROUP_QUESTIONS } from './own-group-questions';
import { FRESH_PASSAGES, FRESH_PASTED_QUIZZES } from './own-fresh-holdout';
import { S15_PASSAGES, S15_PASTED_QUIZZES } from './own-fresh-holdout-s15';
import { S17_PASSAGES, S17_PASTED_QUIZZES } from './own-fresh-holdout-s17';
import { S25_PASSAGES, S25_PASTED_QUIZZES } from './own-fresh-holdout-s25';
import { S25B_PASSAGES, S25B_PASTED_QUIZZES } from './own-fresh-holdout-s25b';
import { S28_PASSAGES, S28_PASTED_QUIZZES } from './own-fresh-holdout-s28';
import { S29_PASSAGES, S29_PASTED_QUIZZES } from './own-fresh-holdout-s29';
import { S30_PASSAGES, S30_PASTED_QUIZZES } from './own-fresh-holdout-s30';
import { S31_PASSAGES, S31_PASTED_QUIZZES } from './own-fresh-holdout-s31';
import { S32_PASSAGES, S32_PASTED_QUIZZES } from './own-fresh-holdout-s32';
import { S33_PASSAGES, S33_PASTED_QUIZZES } from './own-fresh-holdout-s33';
import { S34_PASSAGES, S34_PASTED_QUIZZES } from './own-fresh-holdout-s34';
import { S35_PASSAGES, S35_PASTED_QUIZZES } from './own-fresh-holdout-s35';
import { S36_PASSAGES, S36_PASTED_QUIZZES } from './own-fresh-holdout-s36';
import { S37_PASSAGES, S37_PASTED_QUIZZES } from './own-fresh-holdout-s37';
import { S38_PASSAGES, S38_PASTED_QUIZZES } from './own-fresh-holdout-s38';
import { S39_PASSAGES, S39_PASTED_QUIZZES } from './own-fresh-holdout-s39';
import { S40_PASSAGES, S40_PASTED_QUIZZES } from './own-fresh-holdout-s40';
import { S41_PASSAGES, S41_PASTED_QUIZZES } from './own-fresh-holdout-s41';
import { S42_PASSAGES, S42_PASTED_QUIZZES } from './own-fresh-holdout-s42';
import { S43_PASSAGES, S43_PASTED_QUIZZES } from './own-fresh-holdout-s43';
import { S44_PASSAGES, S44_PASTED_QUIZZES } from './own-fresh-holdout-s44';
import { OWN_PASSAGES } from './own-passages';
import { OWN_PASTED_QUIZZES } from './own-pasted-quizzes';
import { exactMatch } from './squad-metrics';

type Split = 'dev' | 'old-holdout' | 's14-holdout' | 'holdout' | 's17' | 's25' | 's25b' | 's28' | 's29' | 's30' | 's31' | 's32' | 's33' | 's34' | 's35' | 's36' | 's37' | 's38' | 's39' | 's40' | 's41' | 's42' | 's43' | 's44';
const SPLITS: readonly Split[] = ['dev', 'old-holdout', 's14-holdout', 'holdout', 's17', 's25', 's25b', 's28', 's29', 's30', 's31', 's32', 's33', 's34', 's35', 's36', 's37', 's38', 's39', 's40', 's41', 's42', 's43', 's44'];
/** Sets written before their round: `--split <set>` alone is their measured-once run. */
type FreshSplit = 's17' | 's25' | 's25b' | 's28' | 's29' | 's30' | 's31' | 's32' | 's33' | 's34' | 's35' | 's36' | 's37' | 's38' | 's39' | 's40' | 's41' | 's42' | 's43' | 's44';
const isFreshSplit = (split: Split | null): split is FreshSplit => split === 's17' || split === 's25' || split === 's25b' || split === 's28' || split === 's29' || split === 's30' || split === 's31' || split === 's32' || split === 's33' || split === 's34' || split === 's35' || split === 's36' || split === 's37' || split === 's38' || split === 's39' || split === 's40' || split === 's41' || split === 's42' || split === 's43' || split === 's44';

const PASSAGES = [...OWN_PASSAGES, ...FRESH_PASSAGES, ...S15_PASSAGES, ...S17_PASSAGES, ...S25_PASSAGES, ...S25B_PASSAGES, ...S28_PASSAGES, ...S29_PASSAGES, ...S30_PASSAGES, ...S31_PASSAGES, ...S32_PASSAGES, ...S33_PASSAGES, ...S34_PASSAGES, ...S35_PASSAGES, ...S36_PASSAGES, ...S37_PASSAGES, ...S38_PASSAGES, ...S39_PASSAGES, ...S40_PASSAGES, ...S41_PASSAGES, ...S42_PASSAGES, ...S43_PASSAGES, ...S44_PASSAGES];
const PASTED_QUIZZES = [...OWN_PASTED_QUIZZES, ...FRESH_PASTED_QUIZZES, ...S15_PASTED_QUIZZES, ...S17_PASTED_QUIZZES, ...S25_PASTED_QUIZZES, ...S25B_PASTED_QUIZZES, ...S28_PASTED_QUIZZES, ...S29_PASTED_QUIZZES, ...S30_PASTED_QUIZZES, ...S31_PASTED_QUIZZES, ...S32_PASTED_QUIZZES, ...S33_PASTED_QUIZZES, ...S34_PASTED_QUIZZES, ...S35_PASTED_QUIZZES, ...S36_PASTED_QUIZZES, ...S37_PASTED_QUIZZES, ...S38_PASTED_QUIZZES, ...S39_PASTED_QUIZZES, ...S40_PASTED_QUIZZES, ...S41_PASTED_QUIZZES, ...S42_PASTED_QUIZZES, ...S43_PASTED_QUIZZES, ...S44_PASTED_QUIZZES];

interface OwnTally {
  shortTotal: number;
  shortRight: number;
  shortWrong: number;
  /** Of the short answers counted wrong, those that say a gold answer in other words (match-in-other-words.ts): the looser figure. */
  shortOtherWords: number;
  statementTotal: number;
  statementAnswered: number;
  statementRight: number;
  quizTotal: number;
  quizRight: number;
  groupTotal: number;
  groupRight: number;
  groupWrong: number;
  choiceTotal: number;
  choiceRight: number;
  choiceWrong: number;
  notStatedTotal: number;
  notStatedAnswered: number;
}

const show = process.argv.includes('--show');
const onlySplit = readOnlySplit();
const percent = (part: number, whole: number) => (whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)}%`);

// None of these passages' questions is a calculation: a stand-in keeps the math worker out of the run,
// and a question wrongly sent to it shows up as refused here.
const noMath: SolveMath = () => Promise.resolve({ status: 'unsupported', steps: [], hints: [], message: 'not a calculation' } as unknown as Awaited<ReturnType<SolveMath>>);

function readOnlySplit(): Split | null {
  const at = process.argv.indexOf('--split');
  const value = at >= 0 ? process.argv[at + 1] : undefined;
  return SPLITS.find((split) => split === value) ?? null;
}

function emptyTally(): OwnTally {
  return { shortTotal: 0, shortRight: 0, shortWrong: 0, shortOtherWords: 0, statementTotal: 0, statementAnswered: 0, statementRight: 0, quizTotal: 0, quizRight: 0, groupTotal: 0, groupRight: 0, groupWrong: 0, choiceTotal: 0, choiceRight: 0, choiceWrong: 0, notStatedTotal: 0, notStatedAnswered: 0 };
}

async function ask(question: string, material: string, options?: string[]): Promise<QuizResult> {
  return answerQuizQuestion(quizInputSchema.parse({ question, material, ...(options ? { options } : {}) }), { responses: 'advanced', solveMath: noMath });
}

/** Select-all and "all of the above": right = the exact set of options, answered; wrong = any other set, or any answer where the notes leave an option open. */
async function scoreGroupQuestions(split: Split, tally: OwnTally): Promise<void> {
  for (const item of OWN_GROUP_QUESTIONS.filter((entry) => entry.split === split)) {
    const result = await ask(item.question, item.material, item.options);
    tally.groupTotal++;
    if (result.status !== 'answered' || !result.answer) {
      if (show) console.log(`  hints    [${item.id}]${item.stated ? '' : ' (notes leave an option open)'}`);
      continue;
    }
    const given = result.answer.optionIndexes ?? (result.answer.optionIndex === null ? [] : [result.answer.optionIndex]);
    if (item.stated && JSON.stringify(given) === JSON.stringify(item.answer)) tally.groupRight++;
    else {
      tally.groupWrong++;
      if (show) console.log(`  WRONG    [${item.id}] → ${JSON.stringify(given)} (right ${JSON.stringify(item.answer)}${item.stated ? '' : ', notes leave an option open'})`);
    }
  }
}

async function scoreShortAnswers(split: Split, tally: OwnTally): Promise<void> {
  for (const passage of PASSAGES.filter((entry) => entry.split === split)) {
    for (const item of passage.shortAnswers) {
      const result = await ask(item.question, passage.text);
      tally.shortTotal++;
      if (result.status !== 'answered' || !result.answer) {
        if (show) console.log(`  refused  [${passage.id}] ${item.question} (lead: ${result.hints.at(-1)?.slice(0, 90) ?? '-'})`);
        continue;
      }
      if (exactMatch(result.answer.text, item.answers) === 1) tally.shortRight++;
      else {
        tally.shortWrong++;
        const otherWords = matchInOtherWords(result.answer.text, item.answers, item.question);
        if (otherWords) tally.shortOtherWords++;
        if (show) console.log(`  WRONG    [${passage.id}] ${item.question} → ${result.answer.text} (gold ${item.answers[0]})${otherWords ? ' — right in other words' : ''}`);
      }
    }
  }
}

async function scoreStatements(split: Split, tally: OwnTally): Promise<void> {
  for (const passage of PASSAGES.filter((entry) => entry.split === split)) {
    for (const item of passage.statements) {
      const result = await ask(`True or false: ${item.statement}`, passage.text);
      tally.statementTotal++;
      if (result.status !== 'answered' || !result.answer) {
        if (show) console.log(`  no verdict [${passage.id}] ${item.statement} (${item.truth})`);
        continue;
      }
      tally.statementAnswered++;
      const saidTrue = /^t/i.test(result.answer.text);
      if (saidTrue === item.truth) tally.statementRight++;
      else if (show) console.log(`  WRONG tf [${passage.id}] ${item.statement} → ${result.answer.text} at ${result.answer.confidence}`);
    }
  }
}

/** Multiple choice (s38 on): right = the right option answered, wrong = another option answered; the rest got hints only. */
async function scoreChoices(split: Split, tally: OwnTally): Promise<void> {
  for (const passage of PASSAGES.filter((entry) => entry.split === split)) {
    for (const item of passage.choices ?? []) {
      const result = await ask(item.question, passage.text, item.options);
      tally.choiceTotal++;
      if (result.status !== 'answered' || !result.answer || result.answer.optionIndex === null) {
        if (show) console.log(`  mc hints [${passage.id}] ${item.question}`);
        continue;
      }
      if (result.answer.optionIndex === item.answer) tally.choiceRight++;
      else {
        tally.choiceWrong++;
        if (show) console.log(`  WRONG mc [${passage.id}] ${item.question} → ${item.options[result.answer.optionIndex] ?? result.answer.optionIndex} at ${result.answer.confidence} (right ${item.options[item.answer]})`);
      }
    }
  }
}

/** Questions the passage does not answer (s38 on): hints only is right; any answer shown as sure is wrong. */
async function scoreNotStated(split: Split, tally: OwnTally): Promise<void> {
  for (const passage of PASSAGES.filter((entry) => entry.split === split)) {
    for (const question of passage.notStated ?? []) {
      const result = await ask(question, passage.text);
      tally.notStatedTotal++;
      if (result.status === 'answered' && result.answer) {
        tally.notStatedAnswered++;
        if (show) console.log(`  WRONG not stated [${passage.id}] ${question} → ${result.answer.text} at ${result.answer.confidence}`);
      }
    }
  }
}

function scoreSplits(split: Split, tally: OwnTally): void {
  for (const item of PASTED_QUIZZES.filter((entry) => entry.split === split)) {
    tally.quizTotal++;
    const got = splitPastedQuiz(item.text);
    if (JSON.stringify(got) === JSON.stringify(item.expected)) tally.quizRight++;
    else if (show) console.log(`  split wrong ${item.id}:\n    got      ${JSON.stringify(got)}\n    expected ${JSON.stringify(item.expected)}`);
  }
}

function printTally(split: Split, tally: OwnTally): void {
  console.log(`\n${{ dev: 'DEV (tuned on)', 'old-holdout': 'OLD HOLDOUT (s11/s12, reported at 05cc2ba; looked at and tuned on from s14)', 's14-holdout': 'S14 HOLDOUT (measured twice; tuned on from s15)', holdout: 'S15 SET (own-fresh-holdout-s15.ts: the s15 holdout, measured once at ad5a40f; tuned on from s16, so dev)', s17: 'S17 SET (own-fresh-holdout-s17.ts: written before the s17 round, measured once with --split s17)', s25: 'S25 SET (own-fresh-holdout-s25.ts: written before the s25 round, measured once with --split s25)', s25b: 'S25B SET (own-fresh-holdout-s25b.ts: a separate writer\'s, written before any measurement, measured once with --split s25b)', s28: 'S28 SET (own-fresh-holdout-s28.ts: a separate writer\'s, written in session 28 before any measurement, measured once with --split s28)', s29: 'S29 SET (own-fresh-holdout-s29.ts: a separate writer\'s, written in session 29 before any measurement, measured once with --split s29)', s30: 'S30 SET (own-fresh-holdout-s30.ts: a separate writer\'s, written in session 30 before any measurement, measured once with --split s30)', s31: 'S31 SET (own-fresh-holdout-s31.ts: a separate writer\'s, written in session 31 before any measurement, measured once with --split s31)', s32: 'S32 SET (own-fresh-holdout-s32.ts: a separate writer\'s, written in session 32 before any measurement, measured once with --split s32)', s33: 'S33 SET (own-fresh-holdout-s33.ts: a separate writer\'s, written in session 33 before any measurement, measured once with --split s33)', s34: 'S34 SET (own-fresh-holdout-s34.ts: a separate writer\'s, written in session 34 before any measurement, measured once with --split s34)', s35: 'S35 SET (own-fresh-holdout-s35.ts: a separate writer\'s, written in session 35 before any measurement, measured once with --split s35)', s36: 'S36 SET (own-fresh-holdout-s36.ts: a separate writer\'s, written in session 36 before any measurement, measured once with --split s36)', s37: 'S37 SET (own-fresh-holdout-s37.ts: written in session 37 before any measurement, measured once with --split s37)', s38: 'S38 SET (own-fresh-holdout-s38.ts: written in session 41 before any measurement, measured once with --split s38)', s39: 'S39 SET (own-fresh-holdout-s39.ts: written in session 42 before any measurement, measured once with --split s39)', s40: 'S40 SET (own-fresh-holdout-s40.ts: written in session 43 before any measurement, measured once with --split s40)', s41: 'S41 SET (own-fresh-holdout-s41.ts: real OpenStax text (CC BY 4.0), written in session 44 before any measurement, measured once with --split s41)', s42: 'S42 SET (own-fresh-holdout-s42.ts: real OpenStax text (CC BY 4.0), written in session 45 before any measurement, measured once with --split s42)', s43: 'S43 SET (own-fresh-holdout-s43.ts: real OpenStax text of three books (CC BY 4.0), written in session 46 before any measurement, measured once with --split s43)', s44: 'S44 SET (own-fresh-holdout-s44.ts: real OpenStax text of three more books (CC BY 4.0), written in session 47 before any measurement, measured once with --split s44)' }[split]}`);
  console.log(
    `  short answers stated in the passage (${tally.shortTotal}): answered right ${percent(tally.shortRight, tally.shortTotal)} (${tally.shortRight}), ` +
      `answered wrong ${percent(tally.shortWrong, tally.shortTotal)} (${tally.shortWrong}), hints only ${percent(tally.shortTotal - tally.shortRight - tally.shortWrong, tally.shortTotal)}`,
  );
  if (tally.shortOtherWords > 0)
    console.log(`    scored looser (match-in-other-words.ts): right ${tally.shortRight + tally.shortOtherWords}, wrong ${tally.shortWrong - tally.shortOtherWords} (${tally.shortOtherWords} of the wrong say a gold answer in other words)`);
  console.log(
    `  true/false (${tally.statementTotal}): answered as confident ${percent(tally.statementAnswered, tally.statementTotal)} (${tally.statementAnswered}), ` +
      `of those right ${percent(tally.statementRight, tally.statementAnswered)} (${tally.statementRight})`,
  );
  console.log(
    `  select-all and "all of the above" (${tally.groupTotal}): answered right ${percent(tally.groupRight, tally.groupTotal)} (${tally.groupRight}), ` +
      `answered wrong ${percent(tally.groupWrong, tally.groupTotal)} (${tally.groupWrong}), hints only ${percent(tally.groupTotal - tally.groupRight - tally.groupWrong, tally.groupTotal)}`,
  );
  if (tally.choiceTotal > 0)
    console.log(
      `  multiple choice (${tally.choiceTotal}): answered right ${percent(tally.choiceRight, tally.choiceTotal)} (${tally.choiceRight}), ` +
        `answered wrong ${percent(tally.choiceWrong, tally.choiceTotal)} (${tally.choiceWrong}), hints only ${percent(tally.choiceTotal - tally.choiceRight - tally.choiceWrong, tally.choiceTotal)}`,
    );
  if (tally.notStatedTotal > 0)
    console.log(
      `  questions the passage does not answer (${tally.notStatedTotal}): answered anyway (wrong) ${percent(tally.notStatedAnswered, tally.notStatedTotal)} (${tally.notStatedAnswered}), ` +
        `hints only (right) ${percent(tally.notStatedTotal - tally.notStatedAnswered, tally.notStatedTotal)} (${tally.notStatedTotal - tally.notStatedAnswered})`,
    );
  console.log(`  pasted quizzes split exactly right (${tally.quizTotal}): ${percent(tally.quizRight, tally.quizTotal)} (${tally.quizRight})`);
}

async function main(): Promise<void> {
  const started = performance.now();
  const tallies = new Map<Split, OwnTally>();
  for (const split of SPLITS) {
    if (onlySplit && split !== onlySplit) continue;
    const tally = emptyTally();
    if (show) console.log(`\n--- ${split} ---`);
    await scoreShortAnswers(split, tally);
    await scoreStatements(split, tally);
    await scoreGroupQuestions(split, tally);
    await scoreChoices(split, tally);
    await scoreNotStated(split, tally);
    scoreSplits(split, tally);
    tallies.set(split, tally);
  }
  for (const [split, tally] of tallies) printTally(split, tally);
  // A run of every set writes every set's figures; `--split s17`, `--split s25`, `--split s25b`, `--split s28`, `--split s29`, `--split s30`, `--split s31`, `--split s32`, `--split s33`, `--split s34`, `--split s35`, `--split s36`, `--split s37`, `--split s38`, `--split s39` `--split s40`, `--split s41`, `--split s42`, `--split s43` or `--split s44` alone writes that set's measured-once figures.
  if (!onlySplit || isFreshSplit(onlySplit)) writeOwnFigures(tallies, isFreshSplit(onlySplit));
  console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

/** Both halves' figures, for figures.json: the holdout is the one to quote (the dev half was tuned on). */
function writeOwnFigures(tallies: Map<Split, OwnTally>, measuredOnce: boolean): void {
  const data = 'our own passages and quizzes';
  const figures: MeasuredFigure[] = [...tallies].flatMap(([split, tally]) => {
    // Every own set has been looked at and tuned on since s16 (the s15 holdout too): all dev. The held-out set of s16 is run-openstax.ts's.
    // A fresh set's measured-once run is the one figure set here measured before anything was tuned on it.
    const once = isFreshSplit(split) && measuredOnce;
    const half = once ? 'held-out' : 'dev';
    const after = isFreshSplit(split) && !measuredOnce;
    const id = (name: string) => `own-${split}${after ? '-after' : ''}-${name}`;
    const named = split === 'holdout' ? 's15 set, dev from s16' : isFreshSplit(split) ? (once ? `${split} set, measured once before the ${split} round` : `${split} set, after the ${split} round, looked at`) : split;
    const passages = { dev: 'own-passages.ts', 'old-holdout': 'own-passages.ts', 's14-holdout': 'own-fresh-holdout.ts', holdout: 'own-fresh-holdout-s15.ts', s17: 'own-fresh-holdout-s17.ts', s25: 'own-fresh-holdout-s25.ts', s25b: 'own-fresh-holdout-s25b.ts', s28: 'own-fresh-holdout-s28.ts', s29: 'own-fresh-holdout-s29.ts', s30: 'own-fresh-holdout-s30.ts', s31: 'own-fresh-holdout-s31.ts', s32: 'own-fresh-holdout-s32.ts', s33: 'own-fresh-holdout-s33.ts', s34: 'own-fresh-holdout-s34.ts', s35: 'own-fresh-holdout-s35.ts', s36: 'own-fresh-holdout-s36.ts', s37: 'own-fresh-holdout-s37.ts', s38: 'own-fresh-holdout-s38.ts', s39: 'own-fresh-holdout-s39.ts', s40: 'own-fresh-holdout-s40.ts', s41: 'own-fresh-holdout-s41.ts', s42: 'own-fresh-holdout-s42.ts', s43: 'own-fresh-holdout-s43.ts', s44: 'own-fresh-holdout-s44.ts' }[split];
    const quizzes = { dev: 'own-pasted-quizzes.ts', 'old-holdout': 'own-pasted-quizzes.ts', 's14-holdout': 'own-fresh-holdout.ts', holdout: 'own-fresh-holdout-s15.ts', s17: 'own-fresh-holdout-s17.ts', s25: 'own-fresh-holdout-s25.ts', s25b: 'own-fresh-holdout-s25b.ts', s28: 'own-fresh-holdout-s28.ts', s29: 'own-fresh-holdout-s29.ts', s30: 'own-fresh-holdout-s30.ts', s31: 'own-fresh-holdout-s31.ts', s32: 'own-fresh-holdout-s32.ts', s33: 'own-fresh-holdout-s33.ts', s34: 'own-fresh-holdout-s34.ts', s35: 'own-fresh-holdout-s35.ts', s36: 'own-fresh-holdout-s36.ts', s37: 'own-fresh-holdout-s37.ts', s38: 'own-fresh-holdout-s38.ts', s39: 'own-fresh-holdout-s39.ts', s40: 'own-fresh-holdout-s40.ts', s41: 'own-fresh-holdout-s41.ts', s42: 'own-fresh-holdout-s42.ts', s43: 'own-fresh-holdout-s43.ts', s44: 'own-fresh-holdout-s44.ts' }[split];
    return [
      shareFigure({ id: id('short-answer-right'), label: `Short answers our passages state (${named}): answered right`, dataset: `${data}, ${passages}`, split: half }, tally.shortRight, tally.shortTotal),
      shareFigure({ id: id('short-answer-wrong'), label: `Short answers our passages state (${named}): answered wrong`, dataset: `${data}, ${passages}`, split: half }, tally.shortWrong, tally.shortTotal),
      shareFigure({ id: id('true-false-confident-right'), label: `True/false with negation and contrast traps (${named}): confident verdicts right`, dataset: `${data}, ${passages}`, split: half }, tally.statementRight, tally.statementAnswered),
      shareFigure({ id: id('group-right'), label: `Select-all and "all of the above" questions (${named}): answered right`, dataset: `${data}, own-group-questions.ts`, split: half }, tally.groupRight, tally.groupTotal),
      shareFigure({ id: id('group-wrong'), label: `Select-all and "all of the above" questions (${named}): answered wrong`, dataset: `${data}, own-group-questions.ts`, split: half }, tally.groupWrong, tally.groupTotal),
      shareFigure({ id: id('multiple-choice-right'), label: `Multiple choice on our passages (${named}): answered right`, dataset: `${data}, ${passages}`, split: half }, tally.choiceRight, tally.choiceTotal),
      shareFigure({ id: id('multiple-choice-wrong'), label: `Multiple choice on our passages (${named}): answered wrong`, dataset: `${data}, ${passages}`, split: half }, tally.choiceWrong, tally.choiceTotal),
      shareFigure({ id: id('not-stated-answered'), label: `Questions our passages do not answer (${named}): answered anyway (wrong)`, dataset: `${data}, ${passages}`, split: half }, tally.notStatedAnswered, tally.notStatedTotal),
      shareFigure({ id: id('pasted-quiz-split'), label: `Pasted quizzes (${named}) split into questions and options exactly right`, dataset: `${data}, ${quizzes}`, split: half }, tally.quizRight, tally.quizTotal),
    ]
      .filter((figure) => figure.n > 0) // the s14, s15, s17, s25, s25b, s28, s29, s30, s31, s32, s33, s34, s35, s36, s37 and s38 sets have no select-all questions; only s38 has multiple-choice and not-stated items
      .map((figure) => (once ? { ...figure, method: `measured once, before the ${split} round changed anything`, command: `npx tsx src/tools/quiz-answer-assistance/eval/run-own.ts --split ${split}` } : figure));
  });
  writeFigures({ harness: 'src/tools/quiz-answer-assistance/eval', tool: 'quiz-answer-assistance', command: 'npx tsx src/tools/quiz-answer-assistance/eval/run-own.ts', figures });
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
