/**
 * Offline translation on FLORES-200 devtest (./sets/flores200, CC BY-SA 4.0): ours (the whole tool) beside raw
 * `apertium` on the same route, per direction, with the BLEU Mozilla publishes for Google and Firefox's
 * offline Bergamot models on the same 1012 sentences printed beside ours.
 * Run: nice -n 10 npx tsx src/tools/translate/eval/flores.ts [--directions en-es,en-fr] [--half dev]
 *
 * - Each direction is translated once, all 1012 lines; chrF is reported per half. The first half is dev (look
 *   at it, tune on it); the second is held out: its figure is the one to quote, and its lines are not read.
 * - BLEU on all 1012 lines is printed only to set ours beside the published figures, which cover all of them.
 * - `--half dev` translates only the dev half (quicker, for tuning); no figures are written then.
 */
import { readFileSync } from 'node:fs';
import { planRoute } from '../engine/engines/apertium/plan-route';
import { stopWarmPipelines } from '../engine/engines/apertium/warm-pipeline';
import { type MeasuredFigure, writeFigures } from '../../../../eval/lib/write-figures';
import { computeBleu, computeChrf } from './metrics';
import { type FloresHalf, loadFloresSet, pickHalf } from './flores-set';
import { countMarks, listInstalledModes, runFewAtATime, translateOurs, translateRaw } from './run-apertium-both-ways';

/** Every direction with a published figure that Apertium reaches, and the Romance and Nordic pairs it is built for. */
export const FLORES_DIRECTIONS = [
  'en-es', 'es-en', 'en-ca', 'ca-en', 'en-fr', 'fr-en', 'en-pt', 'pt-en', 'en-it', 'it-en', 'en-gl', 'gl-en', 'ro-en', 'is-en',
  'es-fr', 'fr-es', 'es-ca', 'ca-es', 'ca-fr', 'fr-ca', 'es-pt', 'pt-es', 'es-it', 'it-es', 'es-gl', 'gl-es', 'ro-es', 'da-sv', 'sv-da',
] as const;

interface PublishedBleu {
  source: string;
  bleu: Record<string, { google?: number; bergamotBaseMemory?: number; bergamotTiny?: number }>;
}

const argument = (name: string) => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const onlyHalf = argument('--half') as FloresHalf | undefined;
if (onlyHalf && onlyHalf !== 'dev') {
  console.error('--half takes only "dev": the held-out half is measured with the rest, never on its own for tuning.');
  process.exit(2);
}
const wanted = argument('--directions')?.split(',') ?? [...FLORES_DIRECTIONS];

const published = JSON.parse(readFileSync(new URL('./sets/flores200/published-bleu.json', import.meta.url), 'utf8')) as PublishedBleu;
const set = loadFloresSet();
const modes = await listInstalledModes();
const DATASET = 'FLORES-200 devtest, src/tools/translate/eval/sets/flores200';

interface Measured {
  pair: string;
  route?: string;
  pivot?: string;
  sources: string[];
  references: string[];
  ours?: string[];
  raw?: string[];
  error?: string;
}

async function measure(pair: string): Promise<Measured> {
  const [source = '', target = ''] = pair.split('-');
  const all = { sources: set.get(source), references: set.get(target) };
  if (!all.sources || !all.references) return { pair, sources: [], references: [], error: 'language not in the set' };
  const sources = onlyHalf ? pickHalf(all.sources, onlyHalf) : all.sources;
  const references = onlyHalf ? pickHalf(all.references, onlyHalf) : all.references;
  const route = planRoute(modes, source, target);
  if (!route) return { pair, sources, references, error: 'no Apertium route installed' };
  const names = route.modes.map((mode) => mode.name);
  try {
    const ours = await translateOurs(sources, source, target);
    const raw = await translateRaw(sources, names);
    return { pair, route: names.join(' | '), ...(route.pivot ? { pivot: route.pivot } : {}), sources, references, ours, raw };
  } catch (error) {
    return { pair, sources, references, error: error instanceof Error ? error.message : String(error) };
  }
}

const results = await runFewAtATime(wanted, measure);
const format = (value: number | undefined) => (value === undefined ? '     –' : value.toFixed(1).padStart(6));
const halves: FloresHalf[] = onlyHalf ? [onlyHalf] : ['dev', 'held-out'];
console.log(`FLORES-200 devtest: ${set.get('en')?.length ?? 0} sentences a language${onlyHalf ? `, ${onlyHalf} half only` : ''}\n`);
console.log(
  `pair   route                      ${halves.map((half) => `chrF ${half === 'dev' ? 'dev ' : 'held'} ours/raw`).join('   ')}   BLEU ${onlyHalf ? 'half' : 'all '} ours/raw   published BLEU: Google, Bergamot base-memory/tiny   marks`,
);
const figures: MeasuredFigure[] = [];
let marksLeft = 0;
let failures = 0;
for (const result of results) {
  if (!result.ours || !result.raw) {
    console.log(`${result.pair.padEnd(6)} ${result.error}`);
    if (result.error && !/not in the set|no Apertium route/.test(result.error)) failures += 1;
    continue;
  }
  const { ours, raw, references, sources } = result;
  const chrf = halves.map((half) => [computeChrf(pickHalfOf(ours, half), pickHalfOf(references, half)), computeChrf(pickHalfOf(raw, half), pickHalfOf(references, half))] as const);
  const bleu = [computeBleu(ours, references), computeBleu(raw, references)] as const;
  const marks = countMarks(ours, sources);
  marksLeft += marks;
  const quoted = published.bleu[result.pair];
  console.log(
    `${result.pair.padEnd(6)} ${(result.route ?? '').padEnd(26)} ${chrf.map(([a, b]) => `${format(a)} / ${format(b)}   `).join('   ')} ${format(bleu[0])} / ${format(bleu[1])}      ${format(quoted?.google)}  ${format(quoted?.bergamotBaseMemory)} / ${format(quoted?.bergamotTiny)}    ${marks}`,
  );
  if (onlyHalf) continue;
  const heldOut = chrf[1]!;
  const how = result.pivot ? `apertium through ${result.pivot}` : 'apertium, through our pipeline';
  const n = Math.floor(sources.length / 2);
  const half = { n, dataset: `${DATASET} (second half, lines ${sources.length - n + 1}–${sources.length})`, split: 'held-out', decimals: 1 } as const;
  figures.push(
    { id: `flores/chrf/${result.pair}/apertium`, label: `chrF2, ${result.pair}, ${how}, FLORES held-out half`, value: heldOut[0], unit: 'chrf', ...half },
    { id: `flores/chrf/${result.pair}/raw-apertium`, label: `chrF2, ${result.pair}, raw \`apertium ${result.route}\`, same sentences`, value: heldOut[1], unit: 'chrf', ...half },
    {
      id: `flores/bleu/${result.pair}/apertium`,
      label: `BLEU, ${result.pair}, ${how}, all 1012 FLORES devtest sentences (to set beside published figures)`,
      value: bleu[0],
      unit: 'bleu',
      n: sources.length,
      dataset: `${DATASET} (all lines)`,
      split: 'dev',
      decimals: 1,
    },
  );
}

/** The half of a whole-set list; with --half the list already is that half. */
function pickHalfOf<T>(items: readonly T[], half: FloresHalf): T[] {
  return onlyHalf ? [...items] : pickHalf(items, half);
}

console.log(`\nUnknown-word marks left in our output: ${marksLeft}`);
console.log(`Published figures: ${published.source}`);
stopWarmPipelines();
if (failures > 0) {
  console.error(`${failures} direction(s) failed: figures not written.`);
  process.exit(1);
}
if (!onlyHalf) {
  // A run of some directions rewrites their figures only; the count of marks covers every direction, so only a whole run writes it.
  if (!process.argv.includes('--directions')) {
    figures.push({ id: 'flores/unknown-marks-left/apertium', label: 'Unknown-word marks left in our Apertium output, FLORES devtest, every direction', value: marksLeft, unit: 'count', n: figures.length / 3, dataset: DATASET, split: 'dev', decimals: 0 });
  }
  writeFigures({ harness: 'src/tools/translate/eval', tool: 'translate', command: 'nice -n 10 npx tsx src/tools/translate/eval/flores.ts', figures });
}
