/**
 * Translation quality on ../shared/data/translation-tatoeba/dev.jsonl (English → de/es/fr/zh), per pair
 * and engine, plus placeholder survival and glossary application on test sets built for this eval.
 * Run: npx tsx src/tools/translate/eval/run.ts
 *
 * Engines: Apertium always (when installed); LibreTranslate, DeepL and the model when their env is set
 * (LIBRETRANSLATE_URL, DEEPL_API_KEY, OPENAI_BASE_URL). For en→es, ours is printed beside raw
 * `apertium eng-spa` on the same sentences: our pre- and post-processing must not make it worse.
 */
import { readFileSync } from 'node:fs';
import { translateInputSchema } from '../contract';
import { createApertiumEngine } from '../engine/engines/apertium/apertium-engine';
import { apertiumWordLookup } from '../engine/engines/apertium/look-up-words';
import { runApertium } from '../engine/engines/apertium/run-apertium';
import { createTranslationEngines } from '../engine/list-engines';
import { translateText } from '../engine/translate-text';
import type { TranslationEngine } from '../engine/translation-engine';
import { GLOSSARY_CASES } from './glossary-cases';
import { computeBleu, computeChrf } from './metrics';
import { PLACEHOLDER_CASES } from './placeholder-cases';
import { type MeasuredFigure, shareFigure, writeFigures } from '../../../../eval/lib/write-figures';

interface DevRecord {
  pair: string;
  src: string;
  ref: string;
}

const DEV = new URL('../../../../../shared/data/translation-tatoeba/dev.jsonl', import.meta.url);
const records: DevRecord[] = readFileSync(DEV, 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as DevRecord);
const pairs = [...new Set(records.map((record) => record.pair))].sort();

const engines = createTranslationEngines({
  ...(process.env.OPENAI_BASE_URL ? { openai: { baseUrl: process.env.OPENAI_BASE_URL, apiKey: process.env.OPENAI_API_KEY, model: process.env.OPENAI_MODEL } } : {}),
  translation: {
    ...(process.env.LIBRETRANSLATE_URL ? { libreTranslate: { url: process.env.LIBRETRANSLATE_URL, apiKey: process.env.LIBRETRANSLATE_API_KEY } } : {}),
    ...(process.env.DEEPL_API_KEY ? { deepl: { apiKey: process.env.DEEPL_API_KEY } } : {}),
  },
});
const available: TranslationEngine[] = [];
for (const engine of engines) if ((await engine.unavailableReason()) === undefined) available.push(engine);
console.log(`dev records: ${records.length} (${pairs.join(', ')}); engines available: ${available.map((engine) => engine.id).join(', ') || 'none'}\n`);

/** One sentence a line, so each dev sentence is segmented on its own exactly as when sent alone. */
async function translateAll(sources: readonly string[], target: string, engine: TranslationEngine | TranslationEngine[], id: string): Promise<string[]> {
  const input = translateInputSchema.parse({ text: sources.join('\n'), source: 'en', target, engine: id });
  const result = await translateText(input, { engines: Array.isArray(engine) ? engine : [engine] });
  return result.translation.split('\n');
}

const format = (value: number) => value.toFixed(1).padStart(6);
/** chrF and BLEU of each engine on each pair, placeholders and glossary terms kept: for figures.json. */
const figures: MeasuredFigure[] = [];
const TATOEBA = 'translation-tatoeba/dev.jsonl';
console.log('pair   engine                     chrF2    BLEU   sentences');
const rows: string[] = [];
for (const pair of pairs) {
  const subset = records.filter((record) => record.pair === pair);
  const target = pair.split('-')[1] ?? '';
  const sources = subset.map((record) => record.src);
  const references = subset.map((record) => record.ref);
  const report = (label: string, hypotheses: string[], figure?: { id: string; engine: string }) => {
    const chrF = computeChrf(hypotheses, references);
    const bleu = computeBleu(hypotheses, references);
    rows.push(`${pair}  ${label.padEnd(24)} ${format(chrF)}  ${format(bleu)}   ${hypotheses.length}`);
    if (!figure) return;
    const data = { n: hypotheses.length, dataset: `${TATOEBA} (${pair})`, split: 'dev', decimals: 1 } as const;
    figures.push(
      { id: `chrf/${pair}/${figure.id}`, label: `chrF2, ${pair}, ${figure.engine}`, value: chrF, unit: 'chrf', ...data },
      { id: `bleu/${pair}/${figure.id}`, label: `BLEU, ${pair}, ${figure.engine}`, value: bleu, unit: 'bleu', ...data },
    );
  };
  let covered = false;
  for (const engine of available) {
    if (!(await engine.listPairs()).some(([from, to]) => from === 'en' && to === target)) continue;
    covered = true;
    const pivot = engine.id === 'apertium' && target !== 'es' && target !== 'ca';
    report(pivot ? 'apertium (pivot)' : `${engine.id} (ours)`, await translateAll(sources, target, engine, engine.id), {
      id: engine.id,
      engine: pivot ? `${engine.id} through a pivot language` : `${engine.id}, through our pipeline`,
    });
    if (engine.id === 'apertium') {
      report('apertium, no pruning', await translateAll(sources, target, createApertiumEngine({ pruneReadings: false }), 'apertium'));
    }
    if (engine.id === 'apertium' && target === 'fr') {
      report('apertium, no subjects', await translateAll(sources, target, createApertiumEngine({ restoreSubjects: false }), 'apertium'));
    }
    if (engine.id === 'apertium' && target === 'es') {
      report('apertium, no idioms', await translateAll(sources, target, createApertiumEngine({ idioms: false }), 'apertium'));
      // The file as a user would pipe it: one sentence a line, no processing before or after.
      const raw = async (args: string[]) => (await runApertium(args, sources.join('\n'))).replace(/\n$/, '').split('\n').map((line) => line.trim());
      report('raw `apertium eng-spa`', await raw(['eng-spa']), { id: 'raw-apertium', engine: 'raw `apertium eng-spa`, same sentences' });
      report('raw `apertium -u eng-spa`', await raw(['-u', 'eng-spa']));
    }
  }
  if (!covered) rows.push(`${pair}  (no available engine covers en→${target})`);
}
console.log(rows.join('\n'));

console.log('\nPlaceholder survival (URLs, e-mails, numbers with units, code, @handles, #tags, markup):');
for (const engine of available) {
  const tally = { kept: 0, all: 0, targets: [] as string[] };
  for (const target of ['es', 'fr', 'ca']) {
    if (!(await engine.listPairs()).some(([from, to]) => from === 'en' && to === target)) continue;
    let kept = 0;
    let all = 0;
    const lost: string[] = [];
    for (const testCase of PLACEHOLDER_CASES) {
      const [output = ''] = await translateAll([testCase.text], target, engine, engine.id);
      for (const item of testCase.keep) {
        all += 1;
        if (output.includes(item)) kept += 1;
        else lost.push(`${item} in "${output}"`);
      }
    }
    console.log(`  ${engine.id} en→${target}: ${kept}/${all} (${((100 * kept) / all).toFixed(1)}%)${lost.length ? `; lost: ${lost.join('; ')}` : ''}`);
    tally.kept += kept;
    tally.all += all;
    tally.targets.push(`en→${target}`);
  }
  if (tally.all > 0) {
    figures.push(
      shareFigure(
        { id: `placeholders-kept/${engine.id}`, label: `Links, e-mails, numbers and code that came through unchanged, ${engine.id} (${tally.targets.join(', ')})`, dataset: 'src/tools/translate/eval/placeholder-cases.ts', split: 'dev' },
        tally.kept,
        tally.all,
      ),
    );
  }
}

console.log('\nGlossary application (terms, plurals included):');
for (const engine of available) {
  let found = 0;
  let all = 0;
  const misses: string[] = [];
  for (const testCase of GLOSSARY_CASES) {
    if (!(await engine.listPairs()).some(([from, to]) => from === 'en' && to === testCase.target)) continue;
    const input = translateInputSchema.parse({ text: testCase.text, source: 'en', target: testCase.target, engine: engine.id, glossary: testCase.glossary });
    const result = await translateText(input, { engines: [engine], lookUpWords: apertiumWordLookup });
    for (const expected of testCase.expect) {
      all += 1;
      if (result.translation.toLowerCase().includes(expected.toLowerCase())) found += 1;
      else misses.push(`${expected} in "${result.translation}"`);
    }
  }
  console.log(`  ${engine.id}: ${found}/${all} (${all ? ((100 * found) / all).toFixed(1) : '–'}%)${misses.length ? `; missing: ${misses.join('; ')}` : ''}`);
  if (all > 0) {
    figures.push(shareFigure({ id: `glossary-applied/${engine.id}`, label: `Glossary terms found in the translation, ${engine.id}`, dataset: 'src/tools/translate/eval/glossary-cases.ts', split: 'dev' }, found, all));
  }
}

if (figures.length) writeFigures({ harness: 'src/tools/translate/eval', tool: 'translate', command: 'npx tsx src/tools/translate/eval/run.ts', figures });
else console.log('figures.json not written: no engine available.');
