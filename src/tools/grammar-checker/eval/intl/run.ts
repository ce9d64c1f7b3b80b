/**
 * False alarms of the German, French and Spanish grammar rules on text written by native speakers:
 * the Tatoeba translations in ../shared/data/translation-tatoeba/dev.jsonl (140 sentences per
 * language) and the German/French/Spanish texts of ../shared/data/language-identification/dev.jsonl
 * (56 per language: news sentences, Tatoeba, UDHR articles), for French with Grammalecte's fixes too. Dev data. Every flag on these sentences is counted as a false alarm (a few may be real
 * errors in Tatoeba; the listing shows each so a reader can judge). Recall is covered by the rule
 * tests and by the learner sets (learner-sets.ts): recall (errors fixed exactly by "accept all"),
 * precision (sentences changed that end exactly right) and false alarms on correct sentences, per
 * language and split.
 *
 *   npx tsx src/tools/grammar-checker/eval/intl/run.ts [--show] [--misses]
 *   npx tsx src/tools/grammar-checker/eval/intl/run.ts --batch N [--misses]
 *
 * `--batch N` measures only the learner sentences of held-out batch N (in each language that has
 * one) and writes their figures apart, so that a fresh batch is measured once without touching the
 * rest.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkIntlGrammar } from '../../engine/rules-intl/check-intl-grammar';
import { checkWithGrammalecte } from '../../engine/grammalecte/check-with-grammalecte';
import { type SpellingLanguage } from '../../engine/language/choose-language';
import { stopGrammarWorkers } from '../../engine/workers/engine-workers';
import { readLearnerSet, scoreLearnerSet } from './learner-sets';
import { type MeasuredFigure, shareFigure, writeFigures } from '../../../../../eval/lib/write-figures';

const SHARED = join(import.meta.dirname, '../../../../../../shared/data');
const LANGUAGES: Record<string, SpellingLanguage> = { deu: 'de', fra: 'fr', spa: 'es' };

function readJsonLines<T>(path: string): T[] {
  return readFileSync(join(SHARED, path), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as T);
}
const show = process.argv.includes('--show');
const showMisses = process.argv.includes('--misses');
const batchAt = process.argv.indexOf('--batch');
const batch = batchAt >= 0 ? Number(process.argv[batchAt + 1]) : undefined;

const texts = [
  ...readJsonLines<{ tgt_lang: string; ref: string }>('translation-tatoeba/dev.jsonl').map((r) => ({ lang: r.tgt_lang, text: r.ref })),
  ...readJsonLines<{ lang: string; text: string }>('language-identification/dev.jsonl').map((r) => ({ lang: r.lang, text: r.text })),
];

const NAMES: Record<string, string> = { de: 'German', fr: 'French', es: 'Spanish' };
const figures: MeasuredFigure[] = [];
if (batch !== undefined) await measureBatch(batch);
for (const [tatoeba, code] of batch === undefined ? Object.entries(LANGUAGES) : []) {
  const sentences = texts.filter((r) => r.lang === tatoeba).map((r) => r.text);
  let flagged = 0;
  let flags = 0;
  for (const sentence of sentences) {
    // French: Grammalecte's fixes too (when installed), as the engine applies them; its comma and style hints are shown only.
    const grammalecte = code === 'fr' ? ((await checkWithGrammalecte(sentence)) ?? []).filter((i) => i.category === 'grammar' || i.category === 'spelling') : [];
    const issues = [...checkIntlGrammar(code, sentence), ...grammalecte];
    if (issues.length) flagged += 1;
    flags += issues.length;
    if (show) for (const i of issues) console.log(`  ${code} ${i.rule}: "${sentence.slice(i.offset, i.offset + i.length)}" → "${i.replacements[0]}" in: ${sentence}`);
  }
  const share = ((100 * flagged) / Math.max(1, sentences.length)).toFixed(1);
  console.log(`${code}: ${flags} false alarms on ${sentences.length} correct dev texts (${flagged} texts flagged, ${share}%)`);
  figures.push({
    id: `false-alarms/${code}`,
    label: `${NAMES[code] ?? code} grammar rules: flags on text written by native speakers (false alarms)`,
    value: flags,
    unit: 'count',
    decimals: 0,
    n: sentences.length,
    dataset: 'translation-tatoeba/dev.jsonl and language-identification/dev.jsonl (native texts)',
    split: 'dev',
  });
}
for (const code of batch === undefined ? Object.values(LANGUAGES) : []) {
  const all = readLearnerSet(code);
  for (const split of ['dev', 'holdout'] as const) {
    const score = await scoreLearnerSet(code, all.filter((s) => s.split === split));
    const fixedRight = score.fixed;
    const pct = (a: number, b: number) => ((100 * a) / Math.max(1, b)).toFixed(1);
    console.log(
      `${code} ${split}: recall ${pct(score.fixed, score.errors)}% (${score.fixed}/${score.errors}), precision ${pct(fixedRight, score.changed)}% (${fixedRight}/${score.changed} changed), false alarms ${pct(score.falseAlarms, score.correct)}% (${score.falseAlarms}/${score.correct} correct sentences)`,
    );
    if (showMisses) for (const line of [...score.misses, ...score.alarms, ...score.ambiguous]) console.log(`    ${line}`);
    const common = { dataset: `eval/intl/${code}.jsonl (learner sentences written for this eval)`, split: split === 'dev' ? ('dev' as const) : ('held-out' as const) };
    figures.push(
      shareFigure({ id: `learner-recall/${code}/${split}`, label: `${NAMES[code] ?? code}: learner errors fixed exactly by accepting the first suggestions`, ...common }, score.fixed, score.errors),
      shareFigure({ id: `learner-precision/${code}/${split}`, label: `${NAMES[code] ?? code}: learner sentences changed that end exactly right`, ...common }, fixedRight, score.changed),
      shareFigure({ id: `learner-false-alarms/${code}/${split}`, label: `${NAMES[code] ?? code}: correct learner sentences flagged`, ...common }, score.falseAlarms, score.correct),
    );
  }
}
await stopGrammarWorkers();
const command = `npx tsx src/tools/grammar-checker/eval/intl/run.ts${batch === undefined ? '' : ` --batch ${batch}`}`;
writeFigures({ harness: 'src/tools/grammar-checker/eval/intl', tool: 'grammar-checker', command, figures });

/** One held-out batch per language that has it: recall, precision and false alarms, figures apart. */
async function measureBatch(n: number): Promise<void> {
  for (const code of Object.values(LANGUAGES)) {
    const sentences = readLearnerSet(code).filter((s) => s.batch === n);
    if (!sentences.length) continue;
    const score = await scoreLearnerSet(code, sentences);
    const pct = (a: number, b: number) => ((100 * a) / Math.max(1, b)).toFixed(1);
    console.log(
      `${code} batch ${n}: recall ${pct(score.fixed, score.errors)}% (${score.fixed}/${score.errors}), precision ${pct(score.fixed, score.changed)}% (${score.fixed}/${score.changed} changed), false alarms ${pct(score.falseAlarms, score.correct)}% (${score.falseAlarms}/${score.correct} correct sentences)`,
    );
    if (showMisses) for (const line of [...score.misses, ...score.alarms, ...score.ambiguous]) console.log(`    ${line}`);
    const common = { dataset: `eval/intl/${code}.jsonl (learner sentences written for this eval), batch ${n}`, split: 'held-out' as const, command: `npx tsx src/tools/grammar-checker/eval/intl/run.ts --batch ${n}` };
    figures.push(
      shareFigure({ id: `learner-recall/${code}/batch-${n}`, label: `${NAMES[code] ?? code}: learner errors fixed exactly by accepting the first suggestions (batch ${n}, held out)`, ...common }, score.fixed, score.errors),
      shareFigure({ id: `learner-precision/${code}/batch-${n}`, label: `${NAMES[code] ?? code}: learner sentences changed that end exactly right (batch ${n}, held out)`, ...common }, score.fixed, score.changed),
      shareFigure({ id: `learner-false-alarms/${code}/batch-${n}`, label: `${NAMES[code] ?? code}: correct learner sentences flagged (batch ${n}, held out)`, ...common }, score.falseAlarms, score.correct),
    );
  }
}
