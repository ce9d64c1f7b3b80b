/**
 * From the JavaScript string to the bytes cld3's features read (steps 1 to 5 of scorer.ts):
 * the string as the C string cld3 receives, cut to interchange-valid UTF-8, cleaned into
 * lower-cased script spans, squeezed, and cut into snippets when long.
 */
import { ByteBuffer } from './byte-buffer';
import type { Cld3Model, Cld3StateTable } from './model';
import { ScriptSpanScanner, SPAN_PADDING } from './script-spans';
import { RepetitionSqueezer } from './squeeze';
import { replaceWithStateTable, scanWithStateTable } from './state-table';
import { encodeAsEmscripten } from '../encode-as-emscripten';

const SPACE = 0x20;
/** The max_num_bytes cld3-asm's identifier is created with (package.ts): longer texts are read as snippets. */
export const CLD3_MAX_BYTES = 2000;
/** kMaxNumInputBytesToConsider: cld3 looks no further into a text. */
const MAX_INPUT_BYTES = 10000;
/** kNumSnippets, and snippet_size_ (max_num_bytes / kNumSnippets). */
const SNIPPETS = 5;
const SNIPPET_BYTES = Math.floor(CLD3_MAX_BYTES / SNIPPETS);
/** Zeros written after a C string's end: the scanners peek up to a character (4 bytes) past it. */
const C_STRING_TAIL = 8;

export type Cld3TextTables = Pick<Cld3Model, 'interchangeValid' | 'skipToLetter' | 'lowerCase' | 'letterScripts'>;

export class Cld3TextCleaner {
  /** The text cld3's features read, followed by C_STRING_TAIL zeros. */
  readonly sentence = new ByteBuffer();
  private readonly input = new ByteBuffer();
  private readonly lowered = new ByteBuffer();
  private readonly cleaned = new ByteBuffer();
  private readonly scanner: ScriptSpanScanner;
  private readonly squeezer = new RepetitionSqueezer();
  private readonly interchangeValid: Cld3StateTable;
  private readonly lowerCase: Cld3StateTable;

  constructor({ interchangeValid, skipToLetter, lowerCase, letterScripts }: Cld3TextTables) {
    this.interchangeValid = interchangeValid;
    this.lowerCase = lowerCase;
    this.scanner = new ScriptSpanScanner(skipToLetter, letterScripts);
  }

  /** Steps 1 to 5: returns `sentence`. */
  cleanText(text: string): ByteBuffer {
    this.joinLowerCasedSpans(text);
    const squeezed = this.squeezer.squeeze(this.cleaned.bytes, this.cleaned.length);
    this.selectSnippets(squeezed);
    return this.sentence;
  }

  /** Steps 1 to 3: the lower-cased letters of every script span, joined into `cleaned` (with a NUL after). */
  private joinLowerCasedSpans(text: string): void {
    const { input, lowered, cleaned, scanner } = this;
    input.reserve(4 * text.length + C_STRING_TAIL);
    const source = input.bytes;
    let length = encodeAsEmscripten(text, source);
    const nul = source.subarray(0, length).indexOf(0);
    if (nul >= 0) length = nul;
    source.fill(0, length, length + C_STRING_TAIL);
    const valid = scanWithStateTable(this.interchangeValid, source, 0, Math.min(MAX_INPUT_BYTES, length));
    scanner.start(source, valid);
    // Room for the spans' spaces, and for lower-case forms longer than the capitals.
    lowered.reserve(4 * (2 * valid + 16));
    cleaned.reserve(4 * (2 * valid + 16) + C_STRING_TAIL);
    cleaned.length = 0;
    while (scanner.findNextSpan() >= 0) {
      // The lower-casing runs over the span's padding too, then drops it, as cld3 does.
      const filled = replaceWithStateTable(this.lowerCase, scanner.span.bytes, scanner.span.length + SPAN_PADDING, lowered.bytes);
      const kept = filled - SPAN_PADDING;
      cleaned.bytes.set(lowered.bytes.subarray(0, kept), cleaned.length);
      cleaned.length += kept;
    }
    cleaned.bytes[cleaned.length] = 0;
  }

  /** Step 5: the text itself, or SNIPPETS snippets spread evenly over it, each followed by a space. */
  private selectSnippets(length: number): void {
    const { sentence } = this;
    sentence.reserve(length + SNIPPETS + C_STRING_TAIL);
    const target = sentence.bytes;
    const source = this.cleaned.bytes;
    if (length <= CLD3_MAX_BYTES) {
      target.set(source.subarray(0, length));
      sentence.length = length;
    } else {
      const gap = Math.floor((length - CLD3_MAX_BYTES) / (SNIPPETS + 1));
      let end = 0;
      let put = 0;
      for (let snippet = 0; snippet < SNIPPETS; snippet++) {
        // Both cuts land on character boundaries, as cld3 measures them with SpanInterchangeValid.
        const begin = end + scanWithStateTable(this.interchangeValid, source, end, gap);
        const size = scanWithStateTable(this.interchangeValid, source, begin, SNIPPET_BYTES);
        end = begin + size;
        target.set(source.subarray(begin, end), put);
        put += size;
        target[put++] = SPACE;
      }
      sentence.length = put;
    }
    target.fill(0, sentence.length, sentence.length + C_STRING_TAIL);
  }
}
