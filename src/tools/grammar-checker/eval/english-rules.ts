/**
 * English rules test set: `npx tsx src/tools/grammar-checker/eval/english-rules.ts [--split dev|holdout] [--from N] [--batch N] [--skip-batch N,M] [--show]`.
 * Every sentence of english-rules.jsonl (written for this project: common learner errors with their
 * correction, and correct sentences that must stay untouched) goes through harper.js alone and
 * through our engine; a sentence counts as fixed only when the output equals the correction exactly.
 * The rules were tuned on the "dev" split only; "holdout" was written at the same time and not
 * looked at while tuning.
 *
 * Figures go to figures.json (beside this file) from two kinds of run only, so that a trial on part of the
 * set never overwrites them: the whole file (the dev split's figures) and `--batch N` (a batch written
 * after the rules, all held out: its figures are the honest estimate for unseen sentences).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { grammarCheckerEngine, stopGrammarWorkers } from '../index';
import { correctWithHarperAlone } from './harper-alone';
import { type MeasuredFigure, shareFigure, writeFigures } from '../../../../eval/lib/write-figures';

interface Sentence {
  text: string;
  corrected: string;
  split: 'dev' | 'holdout';
  /** BCP 47 tag the sentence is checked under ('en-GB' for British spellings); 'en' when absent. */
  language?: string;
  /** The batch a held-out set of later rounds belongs to (7, 8…); absent on the first six batches. */
  batch?: number;
}

interface Tally {
  errors: number;
  fixed: number;
  changed: number;
  changedRight: number;
  correct: number;
  falseAlarms: number;
}

const DATA = fileURLToPath(new URL('./english-rules.jsonl', import.meta.url));

function emptyTally(): Tally {
  return { errors: 0, fixed: 0, changed: 0, changedRight: 0, correct: 0, falseAlarms: 0 };
}

function count(tally: Tally, sentence: Sentence, output: string): boolean {
  const isError = sentence.text !== sentence.corrected;
  const right = output === sentence.corrected;
  if (isError) {
    tally.errors += 1;
    if (right) tally.fixed += 1;
  } else {
    tally.correct += 1;
    if (!right) tally.falseAlarms += 1;
  }
  if (output !== sentence.text) {
    tally.changed += 1;
    if (right) tally.changedRight += 1;
  }
  return right;
}

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : '–');

function formatRow(name: string, t: Tally): string {
  return `| ${name.padEnd(28)} | ${pct(t.fixed, t.errors).padStart(6)} (${t.fixed}/${t.errors}) | ${pct(t.changedRight, t.changed).padStart(6)} (${t.changedRight}/${t.changed}) | ${t.falseAlarms}/${t.correct} |`;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const splitAt = args.indexOf('--split');
  const only = splitAt >= 0 ? args[splitAt + 1] : undefined;
  const show = args.includes('--show');
  // `--from N`: only the lines after the first N (a new batch, measured once before any tuning).
  const fromAt = args.indexOf('--from');
  const from = fromAt >= 0 ? Number(args[fromAt + 1]) : 0;
  const batchAt = args.indexOf('--batch');
  const batch = batchAt >= 0 ? Number(args[batchAt + 1]) : undefined;
  // `--skip-batch 19,20`: leave sealed batches out of a dev run, so tuning never sees them.
  const skipAt = args.indexOf('--skip-batch');
  const skipped = new Set((skipAt >= 0 ? (args[skipAt + 1] ?? '') : '').split(',').filter(Boolean).map(Number));
  const sentences = readFileSync(DATA, 'utf8')
    .trim()
    .split('\n')
    .slice(from)
    .map((line) => JSON.parse(line) as Sentence)
    .filter((s) => !only || s.split === only)
    .filter((s) => batch === undefined || s.batch === batch)
    .filter((s) => s.batch === undefined || !skipped.has(s.batch));
  if (batch !== undefined && sentences.length === 0) throw new Error(`No sentence of english-rules.jsonl has batch ${batch}.`);
  const tallies = { harper: { dev: emptyTally(), holdout: emptyTally() }, ours: { dev: emptyTally(), holdout: emptyTally() } };
  for (const sentence of sentences) {
    const input = grammarCheckerEngine.inputSchema.parse({ text: sentence.text, language: sentence.language ?? 'en' });
    const ours = (await grammarCheckerEngine.run(input, { responses: 'advanced' })).corrected;
    const harper = await correctWithHarperAlone(sentence.text, sentence.language);
    count(tallies.harper[sentence.split], sentence, harper);
    const right = count(tallies.ours[sentence.split], sentence, ours);
    if (show && !right) console.log(`MISS ${sentence.split}: ${sentence.text}\n  got:  ${ours}\n  want: ${sentence.corrected}`);
  }
  const errors = sentences.filter((s) => s.text !== s.corrected).length;
  console.log(`english-rules.jsonl: ${sentences.length} sentences (${errors} with an error, ${sentences.length - errors} correct)\n`);
  console.log('recall = error sentences whose output equals the correction; precision = changed sentences that equal it; false alarms = correct sentences changed\n');
  console.log(`| system                       | recall          | precision       | false alarms |`);
  console.log(`|------------------------------|-----------------|-----------------|--------------|`);
  for (const split of ['dev', 'holdout'] as const) {
    if (only && only !== split) continue;
    console.log(formatRow(`harper.js alone (${split})`, tallies.harper[split]));
    console.log(formatRow(`our engine (${split})`, tallies.ours[split]));
  }
  if (batch !== undefined) writeEnglishFigures(tallies.ours.holdout, `batch-${batch}`, `batch ${batch}, held out`, 'held-out', `--batch ${batch}`);
  else if (!only && from === 0) writeEnglishFigures(tallies.ours.dev, 'dev', 'dev sentences, tuned on', 'dev', '');
}

/** Recall, precision and false alarms of our engine on one part of the set, into figures.json. */
function writeEnglishFigures(t: Tally, part: string, words: string, split: 'dev' | 'held-out', flag: string): void {
  const common = {
    dataset: 'eval/english-rules.jsonl (everyday errors and tricky correct sentences written for this eval)',
    split,
    ...(split === 'held-out' ? { method: 'never tuned on; eval/README.md says when the batch was written and measured' } : {}),
    command: `npx tsx src/tools/grammar-checker/eval/english-rules.ts${flag ? ` ${flag}` : ''}`,
  };
  const figures: MeasuredFigure[] = [
    shareFigure({ id: `english-recall/${part}`, label: `English: everyday errors fixed exactly by "Accept all" (${words})`, ...common }, t.fixed, t.errors),
    shareFigure({ id: `english-precision/${part}`, label: `English: changed sentences that end exactly right (${words})`, ...common }, t.changedRight, t.changed),
    shareFigure({ id: `english-false-alarms/${part}`, label: `English: correct sentences changed (false alarms; ${words})`, ...common }, t.falseAlarms, t.correct),
  ];
  writeFigures({ harness: 'src/tools/grammar-checker/eval', tool: 'grammar-checker', command: common.command, figures });
}

await main().finally(() => stopGrammarWorkers());
