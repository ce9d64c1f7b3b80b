/**
 * cld3/scorer.ts recomputes cld3's FindLanguage (as cld3-asm 4.0.0 builds it, min 0 and max 2,000
 * bytes) over the parameters cld3/model.ts reads from the package's WebAssembly: this checks, on
 * every dev record (whole, cut to its first 20 and 60 characters, and to its first 120) and on
 * crafted edge cases, that the language, the probability (to the bit) and the reliability are the
 * package's own, and times both: on all the texts, and on those of 120 characters or fewer.
 * Run: npx tsx eval/language/check-cld3-scorer.ts
 */
import { performance } from 'node:perf_hooks';
import { loadCld3Package } from '../../src/tools/detect-language/backends/cld3/package';
import { loadCld3Scorer } from '../../src/tools/detect-language/backends/cld3/scorer';
import { readDevData } from '../../datasets/language/read-dev-data';
import { compareWithPackage, listCheckTexts } from './compare-with-package';

const findWithPackage = await loadCld3Package();
const scorer = await loadCld3Scorer();

const edgeCases = [
  '',
  ' ',
  'a',
  '12345 67890',
  '!!! ??? ...',
  'hello world',
  'HELLO WORLD IN CAPITALS',
  'Ünïcödé ÀÉÎÕÜ ǅǈǋ ß ẞ İ ı',
  'ΑΘΗΝΑ Ελληνικά κείμενα',
  'two\nlines\r\nand\ttabs',
  'a NUL\u0000inside, the rest is not read',
  'a control \u0001 character stops the text',
  'non-characters \ufdd0 \uffff stop it too',
  'lone \ud800 surrogate',
  'lone at the end \udc00',
  'emoji 😀 and ñandú and 日本語のテキスト',
  'Hello Привет mixed scripts שלום مرحبا',
  '한국어 텍스트와 漢字 混合',
  'हिन्दी पाठ और বাংলা লেখা',
  '<p>html &amp; entities &eacute; are plain text here</p>',
  'x'.repeat(5000),
  'abc '.repeat(800),
  'Ich weiß nicht, was soll es bedeuten, dass ich so traurig bin. '.repeat(200),
  'Ein Satz. '.repeat(1200) + 'Une phrase française à la fin.',
];
const devTexts = listCheckTexts();
const cut120 = readDevData().map((record) => record.text.slice(0, 120));
const texts = [...edgeCases, ...devTexts, ...cut120];

const { differences, packageMicroseconds, oursMicroseconds } = compareWithPackage(texts, findWithPackage, [(text) => scorer.findLanguage(text)]);

// Differences by kind, to tell a wrong language from a last-bit probability.
let languageDifferences = 0;
let largestProbabilityGap = 0;
for (const text of texts) {
  const expected = findWithPackage(text);
  const answer = scorer.findLanguage(text);
  if (answer.language !== expected.language) languageDifferences++;
  else largestProbabilityGap = Math.max(largestProbabilityGap, Math.abs(answer.probability - expected.probability));
}

const time = (detect: (text: string) => unknown, sample: readonly string[]): number => {
  for (const text of sample.slice(0, 200)) detect(text);
  const start = performance.now();
  for (const text of sample) detect(text);
  return ((performance.now() - start) * 1000) / sample.length;
};
const short = texts.filter((text) => text.length <= 120);
console.log(
  `${texts.length} texts (${edgeCases.length} edge cases, dev records whole and cut to 20, 60 and 120 characters): ${differences} differences from the package's WebAssembly ` +
    `(${languageDifferences} in the language, largest probability gap otherwise ${largestProbabilityGap}); ` +
    `all texts: ${packageMicroseconds.toFixed(1)} µs a text for the package, ${oursMicroseconds.toFixed(1)} µs for ours; ` +
    `the ${short.length} of up to 120 characters: ${time(findWithPackage, short).toFixed(1)} µs for the package, ${time((text) => scorer.findLanguage(text), short).toFixed(1)} µs for ours`,
);
