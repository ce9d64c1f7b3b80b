/**
 * Model-written texts by a separate writer, scored once by the shipped detector (issue 34):
 * `npx tsx src/tools/ai-detector/eval/run-fresh-texts.ts --set s33 [--measure-once]`.
 *
 * The texts sit in training/ai-detector/corpus/fresh-<set>/<lang>.txt (the corpus's "@@ id | genre | prompt"
 * blocks), outside the folders training reads, so the shipped model never learnt from them. Each text goes
 * through the engine as a user's paste does (language identified by the engine, not told), and the verdict
 * is counted per language and genre. `--measure-once` writes the figures on the set's first run only; later
 * runs print them (the set is dev material once it has been looked at). A set may also hold `human.jsonl` (records as
 * the corpus's human files: pre-2019 human texts from sources nothing trains on, fresh-s40 on); those are scored the
 * same way and counted as human texts called 'likely AI'.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CORPUS_DIR, parseWrittenTexts } from '../../../../training/ai-detector/read-corpus';
import { type MeasuredFigure, shareFigure, writeFigures } from '../../../../eval/lib/write-figures';
import { aiDetectorEngine } from '../engine/ai-detector-engine';

const setArgument = process.argv.indexOf('--set');
const set = setArgument >= 0 ? process.argv[setArgument + 1] : undefined;
if (!set || !/^s\d+[a-z]?$/u.test(set)) throw new Error('usage: run-fresh-texts.ts --set sNN [--measure-once]');
const folder = join(CORPUS_DIR, `fresh-${set}`);

interface Scored {
  lang: string;
  genre: string;
  id: string;
  probability: number;
  verdict: string;
  detectedLanguage: string;
}

const scored: Scored[] = [];
for (const name of readdirSync(folder).filter((file) => file.endsWith('.txt')).sort()) {
  const lang = name.replace(/\.txt$/u, '');
  for (const entry of parseWrittenTexts(readFileSync(join(folder, name), 'utf8'))) {
    const result = await aiDetectorEngine.run(aiDetectorEngine.inputSchema.parse({ text: entry.text }), { responses: 'advanced' });
    scored.push({ lang, genre: entry.genre, id: entry.id, probability: result.aiProbability ?? Number.NaN, verdict: result.verdict, detectedLanguage: result.language.code });
  }
}

const humanScored: Scored[] = [];
const humanFile = join(folder, 'human.jsonl');
if (existsSync(humanFile)) {
  for (const line of readFileSync(humanFile, 'utf8').split('\n').filter((row) => row.trim())) {
    const record = JSON.parse(line) as { text: string; lang: string; genre: string; group: string };
    const result = await aiDetectorEngine.run(aiDetectorEngine.inputSchema.parse({ text: record.text }), { responses: 'advanced' });
    humanScored.push({ lang: record.lang, genre: record.genre, id: record.group, probability: result.aiProbability ?? Number.NaN, verdict: result.verdict, detectedLanguage: result.language.code });
  }
}

const count = (rows: Scored[], verdict: string) => rows.filter((row) => row.verdict === verdict).length;
const line = (label: string, rows: Scored[]) =>
  `${label.padEnd(24)} ${String(rows.length).padStart(3)}  likely AI ${String(count(rows, 'likely AI')).padStart(3)}  mixed ${String(count(rows, 'mixed')).padStart(3)}  likely human ${String(count(rows, 'likely human')).padStart(3)}`;

const languages = [...new Set(scored.map((row) => row.lang))];
console.log(`Fresh model-written texts (${set}), shipped model, verdicts:`);
console.log(line('all', scored));
for (const lang of languages) {
  const rows = scored.filter((row) => row.lang === lang);
  console.log(line(lang, rows));
  for (const genre of [...new Set(rows.map((row) => row.genre))].sort()) console.log(line(`  ${genre}`, rows.filter((row) => row.genre === genre)));
}
if (humanScored.length > 0) {
  console.log(`Human texts written before 2019 (${set}/human.jsonl), never trained on, verdicts:`);
  for (const lang of [...new Set(humanScored.map((row) => row.lang))]) console.log(line(`${lang} (human)`, humanScored.filter((row) => row.lang === lang)));
}
if (process.argv.includes('--show')) {
  for (const row of [...scored, ...humanScored]) console.log(`${row.id.padEnd(16)} ${row.detectedLanguage.padEnd(4)} ${row.probability.toFixed(3)}  ${row.verdict}`);
}

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', de: 'German', fr: 'French', es: 'Spanish' };
const figures: MeasuredFigure[] = languages.map((lang) => {
  const rows = scored.filter((row) => row.lang === lang);
  return shareFigure(
    {
      id: `fresh-${set}-likely-ai/${lang}`,
      label: `${LANGUAGE_NAMES[lang] ?? lang} model-written texts by a separate writer (${set}), never trained on, called 'likely AI'`,
      dataset: `ai-detector corpus, fresh-${set} (written for this check, never trained on)`,
      split: 'held-out',
      method: 'shipped model, verdict as the page shows it',
    },
    count(rows, 'likely AI'),
    rows.length,
  );
});
for (const lang of [...new Set(humanScored.map((row) => row.lang))]) {
  const rows = humanScored.filter((row) => row.lang === lang);
  figures.push(
    shareFigure(
      {
        id: `fresh-${set}-human-called-ai/${lang}`,
        label: `${LANGUAGE_NAMES[lang] ?? lang} human texts written before 2019 (${set}, sources never trained on) called 'likely AI'`,
        dataset: `ai-detector corpus, fresh-${set}/human.jsonl (collected for this check, never trained on)`,
        split: 'held-out',
        method: 'shipped model, verdict as the page shows it',
      },
      count(rows, 'likely AI'),
      rows.length,
    ),
  );
}
if (process.argv.includes('--measure-once')) {
  writeFigures({ harness: 'src/tools/ai-detector/eval', tool: 'ai-detector', command: `npx tsx src/tools/ai-detector/eval/run-fresh-texts.ts --set ${set} --measure-once`, figures });
} else {
  console.log('figures.json not written (pass --measure-once on the set\'s first run only).');
}
