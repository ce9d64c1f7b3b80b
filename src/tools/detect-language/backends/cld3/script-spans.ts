/**
 * CLD2's ScriptScanner::GetOneScriptSpan in plain-text mode, which cld3 runs both to clean a text
 * (every span, lower-cased) and to find the text's script (the first span): cuts UTF-8 into spans
 * of letters of one script, each run of non-letters in between becoming one space.
 */
import { ByteBuffer } from './byte-buffer';
import type { Cld3StateTable } from './model';
import { scanWithStateTable } from './state-table';
import { measureUtf8Char } from './utf8';

const SPACE = 0x20;
/** ULScript numbers (CLD2's generated_ulscript.h) that steer the scanner. */
export const SCRIPT_COMMON = 0;
/** Combining marks: they continue a span of any script. */
const SCRIPT_INHERITED = 40;
/** The span's trailing spaces beyond its length: CLD2 pads each span so that readers may look ahead. */
export const SPAN_PADDING = 3;

/** CLD2's GetUTF8LetterScriptNum: the script number of the letter at `at`, 0 for a non-letter. */
function readLetterScript(letterScripts: Uint16Array, bytes: Uint8Array, at: number): number {
  const first = bytes[at] ?? 0;
  if (first < 0x80) return (letterScripts[first] ?? 0) & 0xff;
  if (first < 0xc0 || first >= 0xf8) return 0;
  let entry = letterScripts[first] ?? 0;
  entry = letterScripts[(entry << 6) + (bytes[at + 1] ?? 0)] ?? 0;
  if (first >= 0xe0) {
    entry = letterScripts[(entry << 6) + (bytes[at + 2] ?? 0)] ?? 0;
    if (first >= 0xf0) entry = letterScripts[(entry << 6) + (bytes[at + 3] ?? 0)] ?? 0;
  }
  return entry & 0xff;
}

export class ScriptSpanScanner {
  /** The span last found: " word word … ", then SPAN_PADDING more spaces that `length` leaves out. */
  readonly span = new ByteBuffer();
  private source: Uint8Array = new Uint8Array(0);
  /** Where the unscanned bytes start, and how many are left. */
  private next = 0;
  private left = 0;

  constructor(
    /** CLD2's "scan not letter, mark or special" table: skips to the next character worth a look. */
    private readonly skipToLetter: Cld3StateTable,
    private readonly letterScripts: Uint16Array,
  ) {}

  /**
   * Starts on source[0, length). The bytes after `length` are read too, as the C code peeks one
   * character ahead: they must be the zeros after a C string's end.
   */
  start(source: Uint8Array, length: number): void {
    this.source = source;
    this.next = 0;
    this.left = length;
    this.span.reserve(2 * length + 16);
  }

  /** Writes the next span into `span` and returns its script, or -1 when no letter is left. */
  findNextSpan(): number {
    const { source, skipToLetter, letterScripts } = this;
    const target = this.span.bytes;
    let next = this.next;
    let left = this.left;
    let skip = 0;
    let script = SCRIPT_COMMON;
    while (skip < left) {
      skip += scanWithStateTable(skipToLetter, source, next + skip, left - skip);
      if (skip >= left) break;
      script = readLetterScript(letterScripts, source, next + skip);
      if (script !== SCRIPT_COMMON) break;
      skip += measureUtf8Char(source[next + skip] ?? 0);
    }
    if (skip >= left) {
      this.next = next + left;
      this.left = 0;
      return -1;
    }
    next += skip;
    left -= skip;
    target[0] = SPACE;
    let put = 1;
    let take = 0;
    let found = script;
    while (take < left) {
      // A run of letters of this script, or inherited, or one letter of another script between two of this one.
      while (take < left) {
        const at = next + take;
        const size = measureUtf8Char(source[at] ?? 0);
        found = readLetterScript(letterScripts, source, at);
        if (found !== script && found !== SCRIPT_INHERITED) {
          if (found === SCRIPT_COMMON) break;
          const after = readLetterScript(letterScripts, source, at + size);
          if (after !== SCRIPT_COMMON && after !== script) break;
        }
        for (let index = 0; index < size; index++) target[put + index] = source[at + index] ?? 0;
        take += size;
        put += size;
      }
      // A run of non-letters becomes the one space after the word.
      while (take < left) {
        take += scanWithStateTable(skipToLetter, source, next + take, left - take);
        if (take >= left) break;
        found = readLetterScript(letterScripts, source, next + take);
        if (found !== SCRIPT_COMMON) break;
        take += measureUtf8Char(source[next + take] ?? 0);
      }
      target[put++] = SPACE;
      if (found !== script && found !== SCRIPT_INHERITED) break;
    }
    this.next = next + take;
    this.left = left - take;
    for (let index = 0; index < SPAN_PADDING; index++) target[put + index] = SPACE;
    this.span.length = put;
    return script;
  }
}
