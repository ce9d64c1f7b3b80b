/**
 * chrF of every offline (Apertium) direction the Tatoeba set covers, ours beside raw `apertium`, on the dev split
 * of src/tools/translate/eval/sets/tatoeba (real Tatoeba sentence pairs, see its README).
 * Run: nice -n 10 npx tsx src/tools/translate/eval/pairs.ts
 *
 * - "ours" is the tool's whole pipeline (shielding, idioms, pivots, unknown-word marks removed, tidying);
 *   "raw" is `apertium <mode>` on the same lines, chained through the same pivot, marks left in.
 * - Unknown-word marks (`*word`, `#word`, `@word`) are counted in our output: the tool must leave none.
 * - A direction with fewer than MIN_SENTENCES dev sentences is printed but gets no figure: too few to quote.
 * - Pairs whose languages are installed but are not in the set are listed as unmeasured.
 */
import { planRoute } from '../engine/engines/apertium/plan-route';
import { stopWarmPipelines } from '../engine/engines/apertium/warm-pipeline';
import { type MeasuredFigure, writeFigures } from '../../../../eval/lib/write-figures';
import { computeBleu, computeChrf } from './metrics';
import { countMarks, evalEngine as engine, listInstalledModes, runFewAtATime, translateOurs, translateRaw } from './run-apertium-both-ways';
import { listDirections, loadTatoebaSet } from './tatoeba-set';

/** Fewer dev sentences than this and a chrF moves by several points with one sentence: printed, not quoted. */
export const MIN_SENTENCES = 20;
const DATASET = 'Tatoeba-Challenge sentence pairs, src/tools/translate/eval/sets/tatoeba';

const modes = await listInstalledModes();

const set = loadTatoebaSet();
const directions = listDirections(set, 'dev');
const figures: MeasuredFigure[] = [];
const format = (value: number) => value.toFixed(1).padStart(6);
console.log(`Tatoeba set: ${set.length} sentence pairs, ${set.filter((pair) => pair.split === 'dev').length} dev (held-out not run)\n`);
console.log('pair    route            n   chrF ours   chrF raw   BLEU ours   marks ours/raw');
const measured = new Set<string>();
let marksLeft = 0;
let sentencesRun = 0;
let failures = 0;

interface DirectionResult {
  line: string;
  ours?: string[];
  raw?: string[];
  path?: string;
  pivot?: string;
  failed?: boolean;
}

async function measure(direction: (typeof directions)[number]): Promise<DirectionResult> {
  const pair = `${direction.source}-${direction.target}`;
  const route = planRoute(modes, direction.source, direction.target);
  if (!route) return { line: `${pair.padEnd(7)} (no Apertium pair installed)    n=${direction.sources.length}` };
  const names = route.modes.map((mode) => mode.name);
  try {
    const ours = await translateOurs(direction.sources, direction.source, direction.target);
    const raw = await translateRaw(direction.sources, names);
    return { line: '', ours, raw, path: names.join(' | '), ...(route.pivot ? { pivot: route.pivot } : {}) };
  } catch (error) {
    return { line: `${pair.padEnd(7)} failed: ${error instanceof Error ? error.message : String(error)}`, failed: true };
  }
}

const results = await runFewAtATime(directions, measure);

directions.forEach((direction, index) => {
  const result = results[index]!;
  const pair = `${direction.source}-${direction.target}`;
  if (!result.ours || !result.raw || !result.path) {
    console.log(result.line);
    if (result.failed) failures += 1;
    return;
  }
  const { ours, raw, path } = result;
  const chrF = computeChrf(ours, direction.references);
  const rawChrF = computeChrf(raw, direction.references);
  const bleu = computeBleu(ours, direction.references);
  const marks = countMarks(ours, direction.sources);
  marksLeft += marks;
  sentencesRun += direction.sources.length;
  const quoted = direction.sources.length >= MIN_SENTENCES;
  console.log(
    `${pair.padEnd(7)} ${path.padEnd(16)} ${String(direction.sources.length).padStart(3)}  ${format(chrF)}      ${format(rawChrF)}     ${format(bleu)}      ${marks}/${countMarks(raw, direction.sources)}${quoted ? '' : '   (too few to quote)'}`,
  );
  if (!quoted) return;
  measured.add(pair);
  const data = { n: direction.sources.length, dataset: `${DATASET} (${direction.file}, dev)`, split: 'dev', decimals: 1 } as const;
  const how = result.pivot ? `apertium through ${result.pivot}` : 'apertium, through our pipeline';
  figures.push(
    { id: `chrf/${pair}/apertium`, label: `chrF2, ${pair}, ${how}`, value: chrF, unit: 'chrf', ...data },
    { id: `bleu/${pair}/apertium`, label: `BLEU, ${pair}, ${how}`, value: bleu, unit: 'bleu', ...data },
    { id: `chrf/${pair}/raw-apertium`, label: `chrF2, ${pair}, raw \`apertium ${path}\`, same sentences`, value: rawChrF, unit: 'chrf', ...data },
  );
});
console.log(`\nUnknown-word marks left in our output: ${marksLeft}`);
figures.push({
  id: 'unknown-marks-left/apertium',
  label: 'Unknown-word marks (*, #, @) left in our Apertium output, Tatoeba dev, every direction',
  value: marksLeft,
  unit: 'count',
  n: sentencesRun,
  dataset: DATASET,
  split: 'dev',
  decimals: 0,
});

const reachable = (await engine.listPairs()).map(([from, to]) => `${from}-${to}`);
const unmeasured = reachable.filter((pair) => !measured.has(pair) && !['en-es', 'en-fr'].includes(pair));
console.log(`\nOffline pairs with no quoted dev figure here (${unmeasured.length}): ${unmeasured.join(', ')}`);
console.log('(en-es and en-fr are measured on translation-tatoeba/dev.jsonl by eval/run.ts.)');

stopWarmPipelines();
if (failures > 0) {
  console.error(`${failures} direction(s) failed: figures not written.`);
  process.exit(1);
}
writeFigures({ harness: 'src/tools/translate/eval', tool: 'translate', command: 'npx tsx src/tools/translate/eval/pairs.ts', figures });
