/**
 * eld's detect (version 2.1.0, its scores) over the typed arrays of eld-compact-store.ts, answering
 * the same, number for number. Run through eld itself, the arrays had to pose as eld's object of
 * objects: every n-gram looked up built a fresh object for eld to walk, and the scores went through
 * two more objects before they reached the ensemble. The steps are eld's:
 * 1. separators (eld's own pattern) become spaces; the text is lower-cased and written as one
 *    character per UTF-8 byte (eld's own byte table), in words, cut after ~350 bytes;
 * 2. each word gives 4-byte n-grams at a stride of 3 (the first marked by a leading space) and its
 *    last 4 bytes followed by a space; each distinct n-gram counts once;
 * 3. each language sums its database score + 53 over the n-grams (integers: the order is free);
 * 4. a language's score is s / (s + 25) with s its sum per n-gram, best first, equal scores in
 *    eld's language order.
 * eval/language/check-eld-store.ts compares every dev text with the package.
 */
import type { CompactEldDatabase } from './eld-compact-store';
import { findNgram } from './eld-compact-store';

/** What eld reads of its own modules besides the data: the separator pattern and the byte table. */
export interface EldTextRules {
  separators: RegExp;
  /** The character eld writes for each byte value 0–255. */
  byteCharacters: readonly string[];
}

const MAX_TEXT_CHARS = 1000;
/** eld stops at the first space after this many bytes, and anywhere after ENFORCED_CUT_BYTES. */
const CUT_AFTER_BYTES = 350;
const ENFORCED_CUT_BYTES = 380;
const MAX_WORD_BYTES = 70;
const NGRAM_BYTES = 4;
const NGRAM_STRIDE = 3;
const BASE_NGRAM_SCORE = 53;
const SCORE_SCALE = 25;

export interface EldScorer {
  /** [ISO 639-1 code, score] best first, as eld's getScores lists them; empty when eld names no language. */
  score(text: string): Array<readonly [string, number]>;
}

export function createEldScorer(database: CompactEldDatabase, { separators, byteCharacters }: EldTextRules): EldScorer {
  const { ngrams } = database;
  const codes = Object.keys(database.languages).map((index) => database.languages[index] as string);
  const totals = new Float64Array(codes.length);
  const byte = (value: number): string => byteCharacters[value] as string;

  /** eld's words: the text as one character per UTF-8 byte, split at spaces. */
  function splitByteWords(text: string): string[] {
    const words: string[] = [];
    let word = '';
    let bytes = 0;
    for (let index = 0; index < text.length; index++) {
      let code = text.charCodeAt(index);
      if (code < 0x80) {
        if (code === 32) {
          if (word !== '') words.push(word);
          word = '';
          if (bytes > CUT_AFTER_BYTES) break;
        } else {
          word += text[index];
        }
        bytes++;
      } else if (code < 0x800) {
        word += byte(0xc0 | (code >> 6)) + byte(0x80 | (code & 0x3f));
        bytes += 2;
      } else if (code < 0xd800 || code >= 0xe000) {
        word += byte(0xe0 | (code >> 12)) + byte(0x80 | ((code >> 6) & 0x3f)) + byte(0x80 | (code & 0x3f));
        bytes += 3;
      } else {
        // eld reads the next unit as the low surrogate without checking it.
        index++;
        code = 0x10000 + (((code & 0x3ff) << 10) | (text.charCodeAt(index) & 0x3ff));
        word += byte(0xf0 | (code >> 18)) + byte(0x80 | ((code >> 12) & 0x3f)) + byte(0x80 | ((code >> 6) & 0x3f)) + byte(0x80 | (code & 0x3f));
        bytes += 4;
      }
      if (bytes > ENFORCED_CUT_BYTES) break;
    }
    if (word !== '') words.push(word);
    return words;
  }

  function collectNgrams(words: readonly string[]): Set<string> {
    const found = new Set<string>();
    for (const word of words) {
      const length = Math.min(word.length, MAX_WORD_BYTES);
      let start = 0;
      for (; start + NGRAM_BYTES < length; start += NGRAM_STRIDE) found.add((start === 0 ? ' ' : '') + word.substring(start, start + NGRAM_BYTES));
      // eld's last n-gram runs to the end of the word, even past the 70 bytes it reads otherwise.
      found.add(`${start === 0 ? ' ' : ''}${word.substring(length !== 3 ? length - NGRAM_BYTES : 0)} `);
    }
    return found;
  }

  function score(text: string): Array<readonly [string, number]> {
    const prepared = text.substring(0, MAX_TEXT_CHARS).replace(separators, ' ').trim().toLowerCase();
    const found = collectNgrams(splitByteWords(prepared));
    totals.fill(0);
    for (const ngram of found) {
      const position = findNgram(ngrams, ngram);
      if (position < 0) continue;
      const end = ngrams.offsets[position + 1] as number;
      for (let entry = ngrams.offsets[position] as number; entry < end; entry++) {
        const language = ngrams.languageIndexes[entry] as number;
        totals[language] = (totals[language] as number) + ((ngrams.scores[entry] as number) + BASE_NGRAM_SCORE);
      }
    }
    const scored: Array<[number, number]> = [];
    for (let language = 0; language < totals.length; language++) {
      const total = totals[language] as number;
      if (!(total > 0)) continue;
      const perNgram = total / found.size;
      scored.push([language, perNgram / (perNgram + SCORE_SCALE)]);
    }
    // Stable: equal scores keep eld's language order.
    scored.sort((left, right) => right[1] - left[1]);
    // As eld's getScores object: a code met twice keeps its first place and its last score.
    const byCode = new Map<string, number>();
    for (const [language, value] of scored) byCode.set(codes[language] as string, value);
    return [...byCode];
  }

  return { score };
}
