/**
 * Everyday English → French and Spanish (./sets/everyday, written for issue 36, CC0): several clauses, reported
 * speech, "plays", "there was", first names that are also words. Ours beside raw `apertium`, every output printed.
 * Run: nice -n 10 npx tsx src/tools/translate/eval/everyday.ts [--write-figures]
 * Figures go to figures.json only with --write-figures, so looking at the outputs never rewrites them.
 */
import { readFileSync } from 'node:fs';
import { planRoute } from '../engine/engines/apertium/plan-route';
import { stopWarmPipelines } from '../engine/engines/apertium/warm-pipeline';
import { type MeasuredFigure, writeFigures } from '../../../../eval/lib/write-figures';
import { computeBleu, computeChrf } from './metrics';
import { listInstalledModes, translateOurs, translateRaw } from './run-apertium-both-ways';

const DATASET = 'everyday English sentences, src/tools/translate/eval/sets/everyday';

/** The set as columns by language code, from its header line. */
export function loadEverydaySet(text = readFileSync(new URL('./sets/everyday/everyday.tsv', import.meta.url), 'utf8')): Map<string, string[]> {
  const [header = '', ...lines] = text.split('\n').filter((line) => line.trim() !== '');
  const codes = header.split('\t');
  const columns = new Map(codes.map((code) => [code, [] as string[]]));
  for (const line of lines) line.split('\t').forEach((cell, index) => columns.get(codes[index] ?? '')?.push(cell));
  return columns;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const set = loadEverydaySet();
  const sources = set.get('en') ?? [];
  const modes = await listInstalledModes();
  const figures: MeasuredFigure[] = [];
  for (const target of ['fr', 'es']) {
    const references = set.get(target) ?? [];
    const route = planRoute(modes, 'en', target);
    if (!route) {
      console.log(`en-${target}: no Apertium route installed`);
      continue;
    }
    const ours = await translateOurs(sources, 'en', target);
    const raw = await translateRaw(sources, route.modes.map((mode) => mode.name));
    console.log(`\n== en-${target} ==`);
    sources.forEach((source, index) => {
      const mark = ours[index] === references[index] ? '=' : ' ';
      console.log(`${mark} ${source}\n    ours: ${ours[index]}\n    raw:  ${raw[index]}\n    ref:  ${references[index]}`);
    });
    const scores = { chrf: computeChrf(ours, references), bleu: computeBleu(ours, references), rawChrf: computeChrf(raw, references), rawBleu: computeBleu(raw, references) };
    console.log(`en-${target}: chrF ours ${scores.chrf.toFixed(2)} / raw ${scores.rawChrf.toFixed(2)}; BLEU ours ${scores.bleu.toFixed(2)} / raw ${scores.rawBleu.toFixed(2)} (n = ${sources.length})`);
    const common = { n: sources.length, dataset: `${DATASET} (en-${target})`, split: 'dev', decimals: 1 } as const;
    figures.push(
      { id: `everyday/chrf/en-${target}/apertium`, label: `chrF2, en-${target}, apertium through our pipeline, everyday sentences`, value: scores.chrf, unit: 'chrf', ...common },
      { id: `everyday/bleu/en-${target}/apertium`, label: `BLEU, en-${target}, apertium through our pipeline, everyday sentences`, value: scores.bleu, unit: 'bleu', ...common },
      { id: `everyday/chrf/en-${target}/raw-apertium`, label: `chrF2, en-${target}, raw apertium, everyday sentences`, value: scores.rawChrf, unit: 'chrf', ...common },
    );
  }
  stopWarmPipelines();
  if (process.argv.includes('--write-figures')) {
    writeFigures({ harness: 'src/tools/translate/eval', tool: 'translate', command: 'nice -n 10 npx tsx src/tools/translate/eval/everyday.ts --write-figures', figures });
  }
}
