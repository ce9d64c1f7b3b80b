/**
 * The tinyld backend scores with tinyld-scorer.ts over tinyld-dictionary.ts instead of the package's
 * own detectAll: this checks, on every dev record (and each record cut into its first 20 and 60
 * characters), that both give the same answer (languages, order and accuracies, to the bit), from the
 * package's profiles and from the build's file alike, and times both.
 * Run: npx tsx eval/language/check-tinyld-dictionary.ts
 */
import { performance } from 'node:perf_hooks';
import { isDeepStrictEqual } from 'node:util';
import { detectAll } from 'tinyld/heavy';
import {
  decodeTinyLdDictionary,
  encodeTinyLdDictionary,
  readPackageDictionary,
} from '../../src/tools/detect-language/backends/tinyld-dictionary';
import { createTinyLdScorer } from '../../src/tools/detect-language/backends/tinyld-scorer';
import { readDevData } from '../../datasets/language/read-dev-data';

const dictionary = await readPackageDictionary();
const bytes = encodeTinyLdDictionary(dictionary);
const scorers = { package: createTinyLdScorer(dictionary), file: createTinyLdScorer(decodeTinyLdDictionary(bytes)) };

const texts = readDevData().flatMap((record) => [record.text, record.text.slice(0, 20), record.text.slice(0, 60)]);
let differences = 0;
for (const text of texts) {
  const expected = detectAll(text);
  for (const scorer of Object.values(scorers)) {
    if (isDeepStrictEqual(expected, scorer.detectAll(text))) continue;
    differences++;
    if (differences <= 5) console.log(JSON.stringify(text), JSON.stringify(expected.slice(0, 3)), JSON.stringify(scorer.detectAll(text).slice(0, 3)));
  }
}

function measureMicroseconds(detect: (text: string) => unknown): number {
  const start = performance.now();
  for (const text of texts) detect(text);
  return ((performance.now() - start) * 1000) / texts.length;
}
const theirs = measureMicroseconds(detectAll);
const ours = measureMicroseconds(scorers.file.detectAll);
console.log(
  `${texts.length} texts (dev records whole and cut to 20 and 60 characters): ${differences} differences from tinyld's detectAll ` +
    `(from the package's profiles and from the ${(bytes.length / 2 ** 20).toFixed(1)} MB file); ` +
    `${theirs.toFixed(0)} µs a text for the package, ${ours.toFixed(0)} µs for ours (one pass each, after the check)`,
);
if (differences > 0) process.exitCode = 1;
