/**
 * cld3's two script features: RelevantScriptFeature (the share of each coarse script among the
 * characters, ASCII non-letters left out) and ScriptFeature (the script of the text's first span,
 * Hani told apart from Hangul).
 */
import type { ByteBuffer } from './byte-buffer';
import type { Cld3Embedding, Cld3StateTable } from './model';
import { SCRIPT_COMMON, ScriptSpanScanner } from './script-spans';
import { decodeUtf8Char, measureUtf8Char } from './utf8';

const SPACE = 0x20;
/** ULScript_Hani (CLD2's generated_ulscript.h): Chinese characters, which Korean text may be tagged with. */
const SCRIPT_HANI = 24;
/** NUM_ULSCRIPTS: past the last ULScript, the number ScriptFeature gives Hangul. */
export const SCRIPT_HANGUL = 102;

/** The coarse scripts of cld3's script_detector.h (kScriptOtherUtf8OneByte …), as GetScript numbers them. */
const RELEVANT_ERROR = 0;
const RELEVANT_ONE_BYTE = 1;
const RELEVANT_TWO_BYTE = 2;
const RELEVANT_THREE_BYTE = 3;
const RELEVANT_FOUR_BYTE = 4;
const RELEVANT_GREEK = 5;
const RELEVANT_CYRILLIC = 6;
const RELEVANT_HEBREW = 7;
const RELEVANT_ARABIC = 8;
const RELEVANT_HANGUL_JAMO = 9;
const RELEVANT_HIRAGANA = 10;
const RELEVANT_KATAKANA = 11;

/** cld3's GetScript: the coarse script of the `length`-byte character at `at`, from its length and a few ranges. */
function findRelevantScript(bytes: Uint8Array, at: number, length: number): number {
  if (length === 1) return RELEVANT_ONE_BYTE;
  if (length === 2) {
    const code = decodeUtf8Char(bytes, at, 2);
    if (code >= 0x600 && code <= 0x6ff) return RELEVANT_ARABIC;
    if (code >= 0x590 && code <= 0x5ff) return RELEVANT_HEBREW;
    if (code >= 0x400 && code <= 0x4ff) return RELEVANT_CYRILLIC;
    if (code >= 0x370 && code <= 0x3ff) return RELEVANT_GREEK;
    return RELEVANT_TWO_BYTE;
  }
  if (length === 3) {
    const code = decodeUtf8Char(bytes, at, 3);
    if (code >= 0x30a0 && code <= 0x30ff) return RELEVANT_KATAKANA;
    if (code >= 0x3041 && code <= 0x309f) return RELEVANT_HIRAGANA;
    if (code >= 0x1100 && code <= 0x11ff) return RELEVANT_HANGUL_JAMO;
    return RELEVANT_THREE_BYTE;
  }
  return length === 4 ? RELEVANT_FOUR_BYTE : RELEVANT_ERROR;
}

/** The Hangul blocks cld3's ScriptFeature counts (Jamo, their extensions, compatibility and halfwidth forms, syllables). */
const isHangul = (code: number): boolean =>
  (code >= 0x1100 && code <= 0x11ff) ||
  (code >= 0xa960 && code <= 0xa97f) ||
  (code >= 0xd7b0 && code <= 0xd7ff) ||
  (code >= 0x3130 && code <= 0x318f) ||
  (code >= 0xffa0 && code <= 0xffdc) ||
  (code >= 0xac00 && code <= 0xd7af);

const isAsciiLetter = (byte: number): boolean => (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a);

export class ScriptFeatures {
  /** The relevant-script features of the last countRelevantScripts: rows (scripts) and multipliers, by script. */
  readonly rows: Int32Array;
  readonly multipliers: Float64Array;
  private readonly counts: Int32Array;
  private readonly scanner: ScriptSpanScanner;

  constructor(relevantScripts: Cld3Embedding, skipToLetter: Cld3StateTable, letterScripts: Uint16Array) {
    this.rows = new Int32Array(relevantScripts.rows);
    this.multipliers = new Float64Array(relevantScripts.rows);
    this.counts = new Int32Array(relevantScripts.rows);
    this.scanner = new ScriptSpanScanner(skipToLetter, letterScripts);
  }

  /** The share of each relevant script for `space`: returns how many scripts occur, in `rows` and `multipliers`. */
  countRelevantScripts(sentence: ByteBuffer, space: Cld3Embedding): number {
    const text = sentence.bytes;
    const length = sentence.length;
    const counts = this.counts;
    counts.fill(0);
    let total = 0;
    for (let at = 0; at < length; ) {
      const byte = text[at] ?? 0;
      const size = measureUtf8Char(byte);
      if (at + size > length) break;
      // ASCII digits, punctuation and spaces say nothing of the script.
      if (size !== 1 || isAsciiLetter(byte)) {
        const script = findRelevantScript(text, at, size);
        counts[script] = (counts[script] ?? 0) + 1;
        total++;
      }
      at += size;
    }
    let found = 0;
    for (let script = 0; script < counts.length; script++) {
      const count = counts[script] ?? 0;
      if (count === 0) continue;
      this.rows[found] = script;
      this.multipliers[found++] = Math.fround((space.scales[script] ?? 0) * Math.fround(count / total));
    }
    return found;
  }

  /**
   * The script of the sentence's first span (SCRIPT_COMMON when it has no letter); Hani becomes
   * SCRIPT_HANGUL when most of the span's characters are Hangul. `sentence` must be followed by zeros.
   */
  findTextScript(sentence: ByteBuffer): number {
    const scanner = this.scanner;
    scanner.start(sentence.bytes, sentence.length);
    const script = scanner.findNextSpan();
    if (script < 0) return SCRIPT_COMMON;
    if (script !== SCRIPT_HANI) return script;
    let hangul = 0;
    let other = 0;
    const { bytes, length } = scanner.span;
    for (let at = 0; at < length; ) {
      const size = measureUtf8Char(bytes[at] ?? 0);
      const code = decodeUtf8Char(bytes, at, size);
      at += size;
      if (code === SPACE) continue;
      if (isHangul(code)) hangul++;
      else other++;
    }
    return hangul > other ? SCRIPT_HANGUL : SCRIPT_HANI;
  }
}
