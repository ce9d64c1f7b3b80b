/**
 * The fastText backend predicts with fasttext-scorer.ts over the model file instead of the package's
 * WebAssembly: this checks, on every dev record (whole and cut to its first 20 and 60 characters) and
 * on crafted edge cases, that the labels, their order and their probabilities are the package's own
 * (to the bit), and times both.
 * Run: npx tsx eval/language/check-fasttext-scorer.ts
 */
import { loadFastTextPackage } from '../../src/tools/detect-language/backends/fasttext-package';
import { FASTTEXT_TOP_K, loadFastTextScorer } from '../../src/tools/detect-language/backends/fasttext-backend';
import { compareWithPackage, listCheckTexts } from './compare-with-package';

const predictPackage = await loadFastTextPackage();
const scorer = await loadFastTextScorer();

const predictWithPackage = (text: string) => predictPackage(text, FASTTEXT_TOP_K);

const edgeCases = [
  '',
  ' ',
  'a',
  'hello world',
  'two\nlines: only the first is read',
  'tabs\tand\rcarriage\vreturns\ffeeds',
  'a NUL\u0000inside',
  'ends with the token </s> and then more words',
  '__label__en is not a word here',
  'lone \ud800 surrogate',
  'lone at the end \udc00',
  'emoji 😀 and ñandú and 日本語のテキスト',
  'x'.repeat(5000),
];
const texts = [...edgeCases, ...listCheckTexts()];
const { differences, packageMicroseconds, oursMicroseconds } = compareWithPackage(texts, predictWithPackage, [(text) => scorer.predict(text, FASTTEXT_TOP_K)]);
console.log(
  `${texts.length} texts (${edgeCases.length} edge cases, dev records whole and cut to 20 and 60 characters): ${differences} differences from the package's WebAssembly; ` +
    `${packageMicroseconds.toFixed(0)} µs a text for the package, ${oursMicroseconds.toFixed(0)} µs for ours (one pass each, after the check)`,
);
