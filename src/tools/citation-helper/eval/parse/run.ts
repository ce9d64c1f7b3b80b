/**
 * Free-text reference parsing, dev figures: `npx tsx src/tools/citation-helper/eval/parse/run.ts [--half tune|report|all] [--show-wrong FIELD] [--style ID]`.
 * Renders the dev set (build-dev-set.ts), parses each entry back with parseFreeTextReferences and
 * prints per-field accuracy over the fields each style shows, by half and by style.
 */
import { parseFreeTextReferences } from '../../engine/free-text/parse-free-text-references';
import { buildDevSet, DEV_STYLES, type DevRecord } from '../../training/dev-set/build-dev-set';
import { SCORED_FIELDS, scoreReference, type FieldScore } from './score-fields';
import { shareFigure, writeFigures } from '../../../../../eval/lib/write-figures';

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const percent = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(1)}%` : 'n/a');

function summarize(label: string, scored: FieldScore[][]): void {
  const flat = scored.flat();
  const visible = flat.filter((score) => score.visible);
  const correct = visible.filter((score) => score.correct).length;
  const extras = flat.filter((score) => score.extra).length;
  console.log(`${label.padEnd(28)} refs ${String(scored.length).padStart(4)}  fields ${percent(correct, visible.length).padStart(6)} (${correct}/${visible.length})  extras ${extras}`);
}

const half = argument('half') ?? 'all';
const styleFilter = argument('style');
const showWrong = argument('show-wrong');
const records = buildDevSet().filter((record) => (half === 'all' || record.half === half) && (!styleFilter || record.style === styleFilter));

const results = records.map((record: DevRecord) => {
  const parsed = parseFreeTextReferences(record.text);
  const scores = scoreReference(parsed.length === 1 ? parsed[0]?.item : undefined, record.gold, record.text);
  if (showWrong) {
    const score = scores.find((entry) => entry.field === showWrong);
    if (score && ((score.visible && !score.correct) || score.extra)) {
      console.log(`\n[${record.style}] ${record.text}\n  gold:   ${JSON.stringify(record.gold[showWrong])}\n  parsed: ${JSON.stringify(parsed.map((entry) => entry.item[showWrong]))}`);
    }
  }
  return { record, scores };
});

console.log(`\nFree-text parsing, ${half} half (${new Set(records.map((r) => r.itemId)).size} items × styles)\n`);
console.log('field'.padEnd(18), 'accuracy'.padStart(8), 'shown'.padStart(6), 'extras'.padStart(7));
for (const field of SCORED_FIELDS) {
  const scores = results.map((result) => result.scores.find((score) => score.field === field) as FieldScore);
  const visible = scores.filter((score) => score.visible);
  console.log(field.padEnd(18), percent(visible.filter((s) => s.correct).length, visible.length).padStart(8), String(visible.length).padStart(6), String(scores.filter((s) => s.extra).length).padStart(7));
}
console.log('');
summarize('all fields', results.map((result) => result.scores));
for (const style of DEV_STYLES) summarize(`  ${style}`, results.filter((result) => result.record.style === style).map((result) => result.scores));

// The figure to report is the report half, every style (the rules were tuned on the other half).
if (half === 'report' && !styleFilter) {
  const visible = results.flatMap((result) => result.scores).filter((score) => score.visible);
  writeFigures({
    harness: 'src/tools/citation-helper/eval/parse',
    tool: 'citation-helper',
    command: 'npx tsx src/tools/citation-helper/eval/parse/run.ts --half report',
    figures: [
      shareFigure(
        {
          id: 'free-text-fields',
          label: 'References pasted as free text (APA, MLA, Chicago, IEEE, Harvard, Vancouver): fields read correctly',
          dataset: `citations-csl/dev.jsonl and src/tools/citation-helper/training/dev-set/realistic-items.ts, rendered in six styles (${results.length} references)`,
          split: 'dev',
          method: 'report half (the tagger trained, and its name and type rules tuned, on the other half)',
        },
        visible.filter((score) => score.correct).length,
        visible.length,
      ),
    ],
  });
}
