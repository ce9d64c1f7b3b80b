/**
 * The tinyld backend scores with tinyld-scorer.ts over tinyld-dictionary.ts instead of the package's
 * own detectAll: this checks, on every dev record (and each record cut into its first 20 and 60
 * characters), that both give the same answer (languages, order and accuracies, to the bit), from the
 * package's profiles and from the build's file alike, and times both.
 * Run: npx tsx eval/language/check-tinyld-dictionary.ts
 */
import { detectAll } from 'tinyld/heavy';
import {
  decodeTinyLdDictionary,
  encodeTinyLdDictionary,
  readPackageDictionary,
} from '../../src/tools/detect-language/backends/tinyld-dictionary';
import { createTinyLdScorer } from '../../src/tools/detect-language/backends/tinyld-scorer';
import { compareWithPackage, listCheckTexts } from './compare-with-package';

const dictionary = await readPackageDictionary();
const bytes = encodeTinyLdDictionary(dictionary);
const scorers = { package: createTinyLdScorer(dictionary), file: createTinyLdScorer(decodeTinyLdDictionary(bytes)) };

const texts = listCheckTexts();
const { differences, packageMicroseconds, oursMicroseconds } = compareWithPackage(texts, detectAll, [scorers.file.detectAll, scorers.package.detectAll]);
console.log(
  `${texts.length} texts (dev records whole and cut to 20 and 60 characters): ${differences} differences from tinyld's detectAll ` +
    `(from the package's profiles and from the ${(bytes.length / 2 ** 20).toFixed(1)} MB file); ` +
    `${packageMicroseconds.toFixed(0)} µs a text for the package, ${oursMicroseconds.toFixed(0)} µs for ours (one pass each, after the check)`,
);
