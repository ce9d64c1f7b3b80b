/**
 * The eld backend scores with eld-scorer.ts over typed arrays (eld-compact-store.ts) instead of
 * running eld over its own object: this checks, on every dev record (whole and cut to its first 20
 * and 60 characters), that the scores are eld's own (languages, order and values, to the bit), from
 * the package's data and from the build's database file alike, and times both.
 * Run: npx tsx eval/language/check-eld-store.ts
 */
import { eld } from 'eld/large';
import { compactEldDatabase, decodeEldDatabase, type EldDatabase, encodeEldDatabase } from '../../src/tools/detect-language/backends/eld-compact-store';
import { createEldScorer, type EldTextRules } from '../../src/tools/detect-language/backends/eld-scorer';
import { compareWithPackage, listCheckTexts } from './compare-with-package';

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

const texts = listCheckTexts();
const { differences, packageMicroseconds, oursMicroseconds } = compareWithPackage(texts, detectWithEld, [scorers.file.score, scorers.package.score]);
console.log(
  `${texts.length} texts (dev records whole and cut to 20 and 60 characters): ${differences} differences from eld's own large detector ` +
    `(scores from the package's data and from the ${(bytes.length / 2 ** 20).toFixed(1)} MB database file); ` +
    `${packageMicroseconds.toFixed(0)} µs a text for eld, ${oursMicroseconds.toFixed(0)} µs for ours (one pass each, after the check)`,
);
