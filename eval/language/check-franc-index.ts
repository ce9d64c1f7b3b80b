/**
 * The franc backend ranks with its own trigram index (src/tools/detect-language/backends/trigram-index.ts)
 * instead of calling franc: this checks, on every dev record, that both give the same ranking and
 * scores, and prints how much faster the index is. Run: npx tsx eval/language/check-franc-index.ts
 */
import { performance } from 'node:perf_hooks';
import { francAll } from 'franc';
import { data } from 'franc/data.js';
import { expressions } from 'franc/expressions.js';
import { createTrigramIndex } from '../../src/tools/detect-language/backends/trigram-index';
import { readDevData } from '../../datasets/language/read-dev-data';

/** What the franc backend asks for (franc-backend.ts). */
const TOP_K = 10;
const texts = readDevData().map((record) => record.text);
const index = createTrigramIndex(data, expressions);

let sameTop = 0;
let sameTopK = 0;
let maxScoreGap = 0;
for (const text of texts) {
  const theirs = francAll(text, { minLength: 1 }).slice(0, TOP_K);
  const ours = index.rank(text, TOP_K);
  if (theirs[0]?.[0] === ours[0]?.[0]) sameTop++;
  if (theirs.map(([code]) => code).join() === ours.map(([code]) => code).join()) sameTopK++;
  theirs.forEach(([, score], position) => (maxScoreGap = Math.max(maxScoreGap, Math.abs(score - (ours[position]?.[1] ?? 0)))));
}
console.log(`${texts.length} dev texts: same first language ${sameTop}, same top ${TOP_K} in order ${sameTopK}, largest score difference ${maxScoreGap}`);

function measure(rank: (text: string) => unknown): number {
  for (const text of texts) rank(text);
  const start = performance.now();
  for (const text of texts) rank(text);
  return texts.length / ((performance.now() - start) / 1000);
}
const francRate = measure((text) => francAll(text, { minLength: 1 }));
const indexRate = measure((text) => index.rank(text, TOP_K));
console.log(`texts/s: franc ${francRate.toFixed(0)}, trigram index ${indexRate.toFixed(0)} (×${(indexRate / francRate).toFixed(1)}, same run)`);
