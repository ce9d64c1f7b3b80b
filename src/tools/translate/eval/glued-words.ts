/**
 * Run-together words in Apertium's output: real English news sentences (the MRPC dev sample in
 * ../shared/data/paraphrase-mrpc-sample, both sentences of each pair) through the engine with and without
 * the English preparations (engine/engines/apertium/): surnames kept (keep-surnames.ts), hyphenated compounds opened (open-compounds.ts)
 * and unknown possessors stood in for (stand-in-possessors.ts), en→es and en→ca.
 * Run: npx tsx src/tools/translate/eval/glued-words.ts
 *
 * Counted: words of the output that the source does not have and that the target language's own
 * analyser (running text through `lt-proc`, so "por ciento" and "EE.UU." read as one unit) does not
 * know. Apertium generates every word from its target dictionary, so such a word is one it ran
 * together ("prohibiciónde10años") or a piece of a unit it split; the count falls only with glue.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createApertiumEngine } from '../engine/engines/apertium/apertium-engine';
import { stopWarmPipelines } from '../engine/engines/apertium/warm-pipeline';
import { type MeasuredFigure, writeFigures } from '../../../../eval/lib/write-figures';

const DATA = new URL('../../../../../shared/data/paraphrase-mrpc-sample/dev.jsonl', import.meta.url);
const DATASET = 'paraphrase-mrpc-sample/dev.jsonl (MRPC test-file sample, both sentences)';
/** The target's analyser, from the same package as the pair (its dictionary is the one the pair generates from). */
const TARGETS = [
  { target: 'es', analyser: '/usr/share/apertium/apertium-eng-spa/spa-eng.automorf.bin' },
  { target: 'ca', analyser: '/usr/share/apertium/apertium-eng-cat/cat-eng.automorf.bin' },
];

const sources = readFileSync(DATA, 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .flatMap((line) => {
    const record = JSON.parse(line) as { sentence1: string; sentence2: string };
    return [record.sentence1, record.sentence2];
  });

/** Each line's words that `lt-proc` marks unknown (`^word/*word$`), in running text. */
function unknownWords(analyser: string, lines: readonly string[]): string[][] {
  const analysed = execFileSync('bash', ['-c', `apertium-destxt | lt-proc ${JSON.stringify(analyser)} | apertium-retxt`], {
    input: lines.map((line) => line.replace(/[[\]\\^$/<>{}@*#]/g, ' ')).join('\n'),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return analysed
    .replace(/\n$/, '')
    .split('\n')
    .map((line) => [...line.matchAll(/\^([^/$]*)\/\*[^$]*\$/g)].map((match) => match[1] ?? ''));
}

const figures: MeasuredFigure[] = [];
for (const { target, analyser } of TARGETS) {
  if (!existsSync(analyser)) {
    console.log(`${target}: ${analyser} is not installed; skipped.`);
    continue;
  }
  for (const prepared of [false, true]) {
    // The batch path (one process per hop for all lines), as the pairs eval uses, with a loaded machine's timeouts.
    const engine = createApertiumEngine({ binary: 'apertium', budget: () => 600_000, openCompounds: prepared, standInPossessors: prepared, keepSurnames: prepared });
    const reply = await engine.translate({ segments: sources, source: 'en', target, formality: 'default' });
    const glued = unknownWords(analyser, reply.segments).flatMap((words, index) => {
      const source = (sources[index] ?? '').toLowerCase();
      return words.filter((word) => /\p{L}/u.test(word) && !source.includes(word.toLowerCase()));
    });
    const label = prepared ? 'prepared (ours)' : 'as written (before)';
    console.log(`en-${target} ${label.padEnd(24)} ${String(glued.length).padStart(4)} words  e.g. ${glued.slice(0, 12).join(' ')}`);
    figures.push({
      id: `glued-words/en-${target}/apertium${prepared ? '' : '-as-written'}`,
      label: `Run-together or unknown words generated, en-${target}, apertium${prepared ? ' (ours: compounds opened, unknown possessors stood in)' : ', compounds and possessors as written (before)'}`,
      value: glued.length,
      unit: 'count',
      n: sources.length,
      dataset: DATASET,
      split: 'dev',
      decimals: 0,
    });
  }
}
stopWarmPipelines();
writeFigures({ harness: 'src/tools/translate/eval', tool: 'translate', command: 'npx tsx src/tools/translate/eval/glued-words.ts', figures });
process.exit(0);
