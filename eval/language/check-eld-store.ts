/**
 * The eld backend scores with eld-scorer.ts over typed arrays (eld-compact-store.ts) instead of
 * running eld over its own object: this checks, on every dev record (whole and cut to its first 20
 * and 60 characters), that the scores are eld's own (languages, order and values, to the bit), from
 * the package's data and from the build's database file alike, and times both.
 * Run: npx tsx eval/language/check-eld-store.ts
 */
import { performance } from 'node:perf_hooks';
import { isDeepStrictEqual } from 'node:util';
import { eld } from 'eld/large';
import { compactEldDatabase, decodeEldDatabase, type EldDatabase, encodeEldDatabase } from '../../src/tools/detect-language/backends/eld-compact-store';
import { createEldScorer, type EldTextRules } from '../../src/tools/detect-language/backends/eld-scorer';
import { readDevData } from '../../datasets/language/read-dev-data';

const eldModule = (path: string) => new URL(path, import.meta.resolve('eld/large')).href;
const [{ ngramsData }, { separators }, { dictionary }] = (await Promise.all([
  import(eldModule('../ngrams/large.js')),
  import(eldModule('../regexPatterns.js')),
  import(eldModule('../dictionary.js')),
])) as [{ ngramsData: EldDatabase }, { separators: RegExp }, { dictionary: string[] }];
const rules: EldTextRules = { separators, byteCharacters: dictionary };

const bytes = encodeEldDatabase(compactEldDatabase(ngramsData));
const scorers = {
  package: createEldScorer(compactEldDatabase(ngramsData), rules),
  file: createEldScorer(decodeEldDatabase(bytes), rules),
};

/** eld's own answer in the scorer's shape: getScores' entries, none when eld names no language. */
function detectWithEld(text: string): Array<readonly [string, number]> {
  const result = eld.detect(text);
  return result.language ? Object.entries(result.getScores()) : [];
}

const texts = readDevData().flatMap((record) => [record.text, record.text.slice(0, 20), record.text.slice(0, 60)]);
let differences = 0;
for (const text of texts) {
  const expected = detectWithEld(text);
  for (const scorer of Object.values(scorers)) {
    if (isDeepStrictEqual(scorer.score(text), expected)) continue;
    differences++;
    if (differences <= 5) console.log(JSON.stringify(text), JSON.stringify(expected.slice(0, 3)), JSON.stringify(scorer.score(text).slice(0, 3)));
  }
}

function measureMicroseconds(detect: (text: string) => unknown): number {
  const start = performance.now();
  for (const text of texts) detect(text);
  return ((performance.now() - start) * 1000) / texts.length;
}
const theirs = measureMicroseconds(detectWithEld);
const ours = measureMicroseconds(scorers.file.score);
console.log(
  `${texts.length} texts (dev records whole and cut to 20 and 60 characters): ${differences} differences from eld's own large detector ` +
    `(scores from the package's data and from the ${(bytes.length / 2 ** 20).toFixed(1)} MB database file); ` +
    `${theirs.toFixed(0)} µs a text for eld, ${ours.toFixed(0)} µs for ours (one pass each, after the check)`,
);
if (differences > 0) process.exitCode = 1;
