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
import { translateInputSchema } from '../contract';
import { createApertiumEngine } from '../engine/engines/apertium/apertium-engine';
import { parseModeList } from '../engine/engines/apertium/parse-modes';
import { planRoute } from '../engine/engines/apertium/plan-route';
import { runApertium } from '../engine/engines/apertium/run-apertium';
import { stripUnknownMarks } from '../engine/engines/apertium/strip-unknown-marks';
import { keepWorkingModes } from '../engine/engines/apertium/check-mode-files';
import { modesFolder, stopWarmPipelines } from '../engine/engines/apertium/warm-pipeline';
import { translateText } from '../engine/translate-text';
import { type MeasuredFigure, writeFigures } from '../../../../eval/lib/write-figures';
import { computeBleu, computeChrf } from './metrics';
import { listDirections, loadTatoebaSet } from './tatoeba-set';

/** Fewer dev sentences than this and a chrF moves by several points with one sentence: printed, not quoted. */
export const MIN_SENTENCES = 20;
const DATASET = 'Tatoeba-Challenge sentence pairs, src/tools/translate/eval/sets/tatoeba';

// The engine's batch path (`binary` set: one process per hop for all the lines, no warm pipeline): the same
// translations as the warm pipelines, far quicker for a whole set on a shared, loaded machine. Timeouts are
// sized for such a machine: a timeout in the eval is not a translation.
const engine = createApertiumEngine({ binary: 'apertium', budget: () => 600_000 });
const modes = keepWorkingModes(parseModeList(await runApertium(['-l'], '', { timeoutMs: 120_000 })), modesFolder());
if (modes.length === 0) {
  console.error('Apertium is not installed (scripts/install-apertium.sh).');
  process.exit(1);
}

/** One sentence a line through the tool, as a user would paste them. */
async function translateOurs(sources: readonly string[], source: string, target: string): Promise<string[]> {
  const input = translateInputSchema.parse({ text: sources.join('\n'), source, target, engine: 'apertium' });
  const result = await translateText(input, { engines: [engine] });
  return result.translation.split('\n');
}

/** The same lines through `apertium` itself, hop after hop, nothing before or after. */
async function translateRaw(sources: readonly string[], modeNames: readonly string[]): Promise<string[]> {
  let lines = sources.join('\n');
  // A generous timeout: the eval may share a loaded machine, and a timeout here is not a translation.
  for (const mode of modeNames) lines = (await runApertium([mode], lines, { timeoutMs: 600_000 })).replace(/\n$/, '');
  return lines.split('\n').map((line) => line.trim());
}

const countMarks = (outputs: readonly string[], sources: readonly string[]) =>
  outputs.reduce((sum, output, index) => sum + stripUnknownMarks(output, sources[index] ?? '').unknown, 0);

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

/** A few directions at a time: each runs its own Apertium processes, so a shared machine gives them more time. */
const CONCURRENCY = 3;
const results: DirectionResult[] = new Array<DirectionResult>(directions.length);
let next = 0;
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < directions.length) {
      const index = next++;
      results[index] = await measure(directions[index]!);
    }
  }),
);

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
