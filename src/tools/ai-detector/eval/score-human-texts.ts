/**
 * Human texts the shipped model never trained on, scored as a user's paste is (issue 34, session 34):
 * `npx tsx src/tools/ai-detector/eval/score-human-texts.ts [<file.jsonl> …] [--show]`.
 *
 * By default the collected human texts held back from training (corpus/held-back/human-more-rest.jsonl,
 * corpus/README.md). Any file of the corpus's human JSON lines can be given instead, e.g. the collector's whole
 * file before its texts entered training. Prints, per language and source, how many are called 'likely AI',
 * 'mixed' and 'likely human': the false flags the thresholds were chosen to keep under 1%, on texts they never saw.
 * Writes no figures (dev check).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CORPUS_DIR, HELD_BACK_DIR } from '../../../../training/ai-detector/read-corpus';
import { aiDetectorEngine } from '../engine/ai-detector-engine';

interface Scored {
  lang: string;
  source: string;
  group: string;
  probability: number;
  verdict: string;
}

const files = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const paths = files.length > 0 ? files : [join(CORPUS_DIR, HELD_BACK_DIR, 'human-more-rest.jsonl')];
const records = paths
  .flatMap((path) => readFileSync(path, 'utf8').split('\n'))
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as { text: string; lang: string; source: string; group: string });

const scored: Scored[] = [];
for (const record of records) {
  const result = await aiDetectorEngine.run(aiDetectorEngine.inputSchema.parse({ text: record.text }), { responses: 'advanced' });
  scored.push({ lang: record.lang, source: record.source, group: record.group, probability: result.aiProbability ?? Number.NaN, verdict: result.verdict });
}

const count = (rows: readonly Scored[], verdict: string) => rows.filter((row) => row.verdict === verdict).length;
const line = (label: string, rows: readonly Scored[]) =>
  `${label.padEnd(28)} ${String(rows.length).padStart(4)}  likely AI ${String(count(rows, 'likely AI')).padStart(3)}  mixed ${String(count(rows, 'mixed')).padStart(3)}  likely human ${String(count(rows, 'likely human')).padStart(3)}`;

console.log(`Human texts never trained on (${paths.join(', ')}), shipped model, verdicts:`);
console.log(line('all', scored));
for (const lang of [...new Set(scored.map((row) => row.lang))].sort()) {
  const rows = scored.filter((row) => row.lang === lang);
  console.log(line(lang, rows));
  for (const source of [...new Set(rows.map((row) => row.source))].sort()) console.log(line(`  ${source}`, rows.filter((row) => row.source === source)));
}
const flagged = scored.filter((row) => row.verdict === 'likely AI' || process.argv.includes('--show'));
for (const row of flagged.sort((a, b) => b.probability - a.probability)) console.log(`${row.group.padEnd(60)} ${row.lang}  ${row.probability.toFixed(3)}  ${row.verdict}`);
