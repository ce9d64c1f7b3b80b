/**
 * tinyld's detectAll (version 1.3.4, "heavy" profiles), re-implemented over tinyld-dictionary.ts so
 * that it answers the same, number for number, at a fraction of the cost: the package builds every
 * n-gram from an array of characters, makes a Set of each n-gram's languages and walks all 62
 * languages for each one. The steps below are the package's, in its order, because its sums and
 * its stable sorts depend on that order:
 * 1. the text is cut into chunks at punctuation (the punctuation itself becomes chunks too), each
 *    chunk cleaned; the 7 longest are read;
 * 2. a chunk holding an n-gram only one language uses (1-grams first, then 2-grams… in text order)
 *    counts its length for that language;
 * 3. otherwise each word of the chunk is scored on its shared n-grams (after stripping accents):
 *    its 8 best languages add their accuracy (1 − relative distance to the best, to 4 decimals);
 * 4. the totals, divided by the characters read, are the answer, best first.
 * eval/language/check-tinyld-dictionary.ts compares every dev text with the package.
 */
import { foldUnit, NO_FOLD } from './fold-accents';
import { NgramTable } from './ngram-table';
import type { TinyLdDictionary } from './tinyld-dictionary';

export interface TinyLdAnswer {
  lang: string;
  accuracy: number;
}

/** The package's n-gram sizes (its "heavy" TRAINING_UNIQUE_GRAMS). */
const NGRAM_SIZES = [1, 2, 3, 4, 5] as const;
const CHUNKS_READ = 7;
const LANGUAGES_PER_WORD = 8;
const ACCURACY_STEPS = 1e4;

// The package's character classes, which decide where chunks and words end and what cleaning removes.
const CHUNK_BOUNDARY = /([,，、。!¿?！？":;()「」{}„“«»”"“<>⋯《》*]|[.[\]\\])+/;
const WORD_BOUNDARY = / +/;
const CLEANED_PUNCTUATION = /[,.。，、#%&/\\+*¡!¿?[\]！？;:…„“«»”"“_–—~]/gi;
const FULLWIDTH_DIGIT = /[\uFF10-\uFF19]/g;
const FULLWIDTH_DIGIT_OFFSET = 0xff10 - 0x30;
const DIGIT = /[0-9]/g;
const WHITESPACE_RUN = /\s\s+/g;
const RIGHT_QUOTE = /’/g;
const COMBINING_MARK = /[\u0300-\u036f]/g;
/** Below this code unit no character has a canonical decomposition: NFD leaves such n-grams as they are. */
const FIRST_DECOMPOSABLE = 0xc0;

function cleanChunk(chunk: string): string {
  return chunk
    .toLowerCase()
    .replace(RIGHT_QUOTE, "'")
    .replace(CLEANED_PUNCTUATION, ' ')
    .replace(FULLWIDTH_DIGIT, (digit) => String.fromCharCode(digit.charCodeAt(0) - FULLWIDTH_DIGIT_OFFSET))
    .replace(DIGIT, '')
    .replace(WHITESPACE_RUN, ' ')
    .trim();
}

function stripAccents(ngram: string): string {
  for (let index = 0; index < ngram.length; index++) {
    if (ngram.charCodeAt(index) >= FIRST_DECOMPOSABLE) return ngram.normalize('NFD').replace(COMBINING_MARK, '');
  }
  return ngram;
}

const SPACE = 32;
/** Spaces on each side of a word or chunk in the unit buffers: the longest n-gram's padding. */
const PAD = Math.max(...NGRAM_SIZES) - 1;
const WHITESPACE = /\s/;
/** Per UTF-16 unit: 0 not yet asked, 1 whitespace (what trim() removes), 2 not. */
const whitespaceUnits = new Uint8Array(0x10000);

function isWhitespace(unit: number): boolean {
  let known = whitespaceUnits[unit] as number;
  if (known === 0) whitespaceUnits[unit] = known = WHITESPACE.test(String.fromCharCode(unit)) ? 1 : 2;
  return known === 1;
}

/**
 * A word or chunk as UTF-16 units padded with PAD spaces on each side, the n-grams of size s being
 * the windows of the text padded with s − 1 spaces (the package pads each size so). Beside the raw
 * units: each unit with its accents stripped (fold-accents.ts), whether it folds alone, whether it
 * is whitespace.
 */
class PaddedUnits {
  raw = new Uint16Array(64);
  folded = new Uint16Array(64);
  /** 1 where the unit does not fold alone: n-grams over it take the package's string path. */
  unfoldable = new Uint8Array(64);
  whitespace = new Uint8Array(64);
  length = 0;

  load(text: string, fold: boolean): void {
    const length = text.length + 2 * PAD;
    if (length > this.raw.length) {
      const size = 2 ** Math.ceil(Math.log2(length));
      this.raw = new Uint16Array(size);
      this.folded = new Uint16Array(size);
      this.unfoldable = new Uint8Array(size);
      this.whitespace = new Uint8Array(size);
    }
    this.length = length;
    for (let at = 0; at < length; at++) {
      const unit = at < PAD || at >= PAD + text.length ? SPACE : text.charCodeAt(at - PAD);
      this.raw[at] = unit;
      this.whitespace[at] = isWhitespace(unit) ? 1 : 0;
      if (!fold) continue;
      const folded = foldUnit(unit);
      this.unfoldable[at] = folded === NO_FOLD ? 1 : 0;
      this.folded[at] = folded === NO_FOLD ? unit : folded;
    }
  }

  /** The window's first unit for each n-gram of `size`, in the package's order. */
  firstStart(size: number): number {
    return PAD - size + 1;
  }

  lastStart(): number {
    return this.length - PAD - 1;
  }

  /** The package skips n-grams holding two spaces in a row, and those that are only whitespace. */
  skips(start: number, size: number): boolean {
    const { raw, whitespace } = this;
    let blank = whitespace[start] === 1;
    for (let at = start + 1; at < start + size; at++) {
      if (raw[at] === SPACE && raw[at - 1] === SPACE) return true;
      if (whitespace[at] !== 1) blank = false;
    }
    return blank;
  }

  foldsAlone(start: number, size: number): boolean {
    for (let at = start; at < start + size; at++) if (this.unfoldable[at] === 1) return false;
    return true;
  }

  /** The window as a string (the text's own units; padding is spaces). */
  slice(start: number, size: number): string {
    return String.fromCharCode(...this.raw.subarray(start, start + size));
  }
}

export interface TinyLdScorer {
  detectAll(text: string): TinyLdAnswer[];
}

export function createTinyLdScorer(dictionary: TinyLdDictionary): TinyLdScorer {
  const { uniques, shared, offsets, entryLanguages, entryScores, answerCodes } = dictionary;
  const languageCount = answerCodes.length;
  const totals = new Float64Array(languageCount);
  const uniqueTable = new NgramTable(uniques);
  const sharedTable = new NgramTable(shared);
  const units = new PaddedUnits();

  /** The answer code of the first unique n-gram in the chunk (sizes in order, then text order), or undefined. */
  function findUniqueLanguage(chunk: string): string | undefined {
    units.load(chunk, false);
    const last = units.lastStart();
    for (const size of NGRAM_SIZES) {
      for (let start = units.firstStart(size); start <= last; start++) {
        if (units.skips(start, size)) continue;
        const language = uniqueTable.find(units.raw, start, size);
        if (language !== -1) return answerCodes[language];
      }
    }
    return undefined;
  }

  function addNgramScores(start: number, size: number): void {
    let position: number;
    let keyLength = size;
    if (units.foldsAlone(start, size)) {
      position = sharedTable.find(units.folded, start, size);
    } else {
      const key = stripAccents(units.slice(start, size));
      position = shared.get(key) ?? -1;
      keyLength = key.length;
    }
    if (position === -1) return;
    const end = offsets[position + 1] as number;
    for (let entry = offsets[position] as number; entry < end; entry++) {
      const language = entryLanguages[entry] as number;
      totals[language] = (totals[language] as number) + ((entryScores[entry] as number) * keyLength) / 4;
    }
  }

  /**
   * The languages of the LANGUAGES_PER_WORD highest totals, highest first, equal totals in the
   * package's language order: what its stable sort of all 62 puts first, without sorting them all.
   */
  function rankBestLanguages(): number[] {
    const best: number[] = [];
    for (let language = 0; language < languageCount; language++) {
      const total = totals[language] as number;
      if (best.length === LANGUAGES_PER_WORD && total <= (totals[best[best.length - 1] as number] as number)) continue;
      let at = best.length;
      while (at > 0 && total > (totals[best[at - 1] as number] as number)) at--;
      best.splice(at, 0, language);
      if (best.length > LANGUAGES_PER_WORD) best.pop();
    }
    return best;
  }

  /** The word's best languages with their accuracy, added to `sums` in the package's order. */
  function scoreWord(word: string, sums: Map<string, number>): void {
    totals.fill(0);
    units.load(word, true);
    const last = units.lastStart();
    for (const size of NGRAM_SIZES) {
      for (let start = units.firstStart(size); start <= last; start++) if (!units.skips(start, size)) addNgramScores(start, size);
    }
    const ranked = rankBestLanguages();
    const top = (totals[ranked[0] as number] as number) || 1;
    for (const language of ranked) {
      const distance = Math.round(((top - (totals[language] as number)) / top) * ACCURACY_STEPS) / ACCURACY_STEPS;
      const code = answerCodes[language] as string;
      sums.set(code, (sums.get(code) || 0) + (1 - distance));
    }
  }

  function detectAll(text: string): TinyLdAnswer[] {
    const chunks = text
      .split(CHUNK_BOUNDARY)
      .map(cleanChunk)
      .filter((chunk) => chunk.length > 0)
      .sort((left, right) => right.length - left.length)
      .slice(0, CHUNKS_READ);
    const sums = new Map<string, number>();
    let length = 0;
    for (const chunk of chunks) {
      const unique = findUniqueLanguage(chunk);
      if (unique) {
        sums.set(unique, (sums.get(unique) || 0) + chunk.length);
        length += chunk.length;
        continue;
      }
      for (const word of chunk.split(WORD_BOUNDARY)) {
        scoreWord(word, sums);
        length += word.length;
      }
    }
    return [...sums]
      .filter(([, sum]) => sum > 0)
      .sort((left, right) => right[1] - left[1])
      .map(([lang, sum]) => ({ lang, accuracy: sum / length }));
  }

  return { detectAll };
}
