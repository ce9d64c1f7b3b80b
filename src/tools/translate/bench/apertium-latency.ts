import { createApertiumEngine } from '../engine/engines/apertium/apertium-engine';
import { stopWarmPipelines } from '../engine/engines/apertium/warm-pipeline';

/**
 * `npx tsx src/tools/translate/bench/apertium-latency.ts [source] [target]` (default en es)
 *
 * What a user waits for from the offline engine: one sentence (median of 15, after a first request
 * that loads the pair) and a 100-sentence text, through a pair's warm pipeline (the engine's way)
 * and through a fresh `apertium` process per request (the way before 2026-11-29, forced here by
 * naming the binary).
 */
const [source = 'en', target = 'es'] = process.argv.slice(2);
const one = ['The students of the university wrote a long report about the history of the city.'];
const hundred = Array.from({ length: 100 }, (_, index) => `Sentence number ${index} says that the weather was nice on the day of the meeting.`);

async function measure(name: string, engine: ReturnType<typeof createApertiumEngine>) {
  const request = (segments: string[]) => engine.translate({ source, target, segments, formality: 'default' });
  await request(one);
  const times: number[] = [];
  for (let round = 0; round < 15; round += 1) {
    const started = performance.now();
    await request(one);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const started = performance.now();
  await request(hundred);
  const hundredMs = performance.now() - started;
  console.log(`${name.padEnd(28)} one sentence: median ${times[7]!.toFixed(1)} ms · 100 sentences: ${hundredMs.toFixed(0)} ms`);
}

console.log(`Apertium ${source}→${target}`);
await measure('process per request (before)', createApertiumEngine({ binary: 'apertium' }));
await measure('warm pipeline', createApertiumEngine());
stopWarmPipelines();
