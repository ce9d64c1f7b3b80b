/**
 * CLD2's CheapSqueezeInplace (cld3's text_processing.cc), which cld3 runs on the cleaned text before
 * its features: chunks that are mostly spaces or repetition are dropped, cutting at word starts.
 */
import { isContinuationByte } from './utf8';

const SPACE = 0x20;
/** kChunksizeDefault: the text is judged 48 bytes at a time (plus the rest of a character cut off). */
const CHUNK_BYTES = 48;
/**
 * kSpacesThreshPercent and kPredictThreshPercent, over CHUNK_BYTES and rounded down. The package's
 * build squeezes at 30 % spaces, not the 25 % of the sources on GitHub: its code compares the space
 * count with 14.
 */
const SQUEEZE_SPACES = Math.floor((CHUNK_BYTES * 30) / 100);
const SQUEEZE_PREDICTED = Math.floor((CHUNK_BYTES * 40) / 100);
/** kMaxSpaceScan: how far a cut looks for a space before settling for a character boundary. */
const MAX_SPACE_SCAN = 32;
/** kPredictionTableSize: the predictor's table, indexed by a 12-bit hash of the previous characters. */
const PREDICTION_TABLE_SIZE = 4096;
const PREDICTION_HASH_MASK = PREDICTION_TABLE_SIZE - 1;

export class RepetitionSqueezer {
  private readonly predictions = new Int32Array(PREDICTION_TABLE_SIZE);
  /** The predictor's hash runs on from chunk to chunk. */
  private hash = 0;

  /**
   * Squeezes buffer[0, length) in place and returns the new length. The byte at `length` must not be
   * a continuation byte (the cleaned text ends with a space and a NUL), as chunks stretch to a
   * character boundary.
   */
  squeeze(buffer: Uint8Array, length: number): number {
    this.predictions.fill(0);
    this.hash = 0;
    let source = 0;
    let put = 0;
    let skipping = false;
    while (source < length) {
      let chunk = Math.min(CHUNK_BYTES, length - source);
      while (isContinuationByte(buffer[source + chunk] ?? 0)) chunk++;
      const spaces = countSpaces(buffer, source, chunk);
      const predicted = this.countPredictedBytes(buffer, source, source + chunk);
      if (spaces >= SQUEEZE_SPACES || predicted >= SQUEEZE_PREDICTED) {
        if (!skipping) {
          put -= measureBackToWordStart(buffer, put);
          // A text whose first chunk goes keeps its leading space.
          if (put === 0) buffer[put++] = SPACE;
          skipping = true;
        }
      } else {
        if (skipping) {
          const forward = measureForwardToWordStart(buffer, source, chunk);
          source += forward;
          chunk -= forward;
          skipping = false;
        }
        if (chunk > 0) {
          buffer.copyWithin(put, source, source + chunk);
          put += chunk;
        }
      }
      source += chunk;
    }
    return put;
  }

  /**
   * CLD2's cheap compressor: each character is predicted to be the one that last followed the same
   * hash of the previous characters; returns the bytes of the characters predicted right.
   */
  private countPredictedBytes(buffer: Uint8Array, from: number, to: number): number {
    const predictions = this.predictions;
    let hash = this.hash;
    let predicted = 0;
    for (let at = from; at < to; ) {
      // The character's bytes side by side make its key (a stray continuation byte is one character).
      let code = buffer[at] ?? 0;
      let size = 1;
      if (code >= 0xc0) {
        if ((code & 0xe0) === 0xc0) {
          code = (code << 8) | (buffer[at + 1] ?? 0);
          size = 2;
        } else if ((code & 0xf0) === 0xe0) {
          code = (code << 16) | ((buffer[at + 1] ?? 0) << 8) | (buffer[at + 2] ?? 0);
          size = 3;
        } else {
          code = (code << 24) | ((buffer[at + 1] ?? 0) << 16) | ((buffer[at + 2] ?? 0) << 8) | (buffer[at + 3] ?? 0);
          size = 4;
        }
      }
      at += size;
      if ((predictions[hash] ?? 0) === code) predicted += size;
      predictions[hash] = code;
      hash = ((hash << 4) ^ code) & PREDICTION_HASH_MASK;
    }
    this.hash = hash;
    return predicted;
  }
}

/** Spaces among the chunk's bytes, the last length % 4 left out as CLD2's four-at-a-time count does. */
function countSpaces(buffer: Uint8Array, from: number, length: number): number {
  let spaces = 0;
  for (let index = 0; index < (length & ~3); index++) if (buffer[from + index] === SPACE) spaces++;
  return spaces;
}

/**
 * Where keeping stops: how far back from `end` the partial word copied last starts (just after a
 * space), or, with no space near, the start of the character; 0 when neither is found.
 */
function measureBackToWordStart(buffer: Uint8Array, end: number): number {
  const limit = Math.min(end, MAX_SPACE_SCAN);
  for (let back = 0; back < limit; back++) if (buffer[end - back - 1] === SPACE) return back;
  for (let back = 0; back < limit; back++) if (!isContinuationByte(buffer[end - back] ?? 0)) return back;
  return 0;
}

/** Where keeping starts again: how far into the chunk the first word starts (just after a space), or its first character. */
function measureForwardToWordStart(buffer: Uint8Array, start: number, chunk: number): number {
  const limit = Math.min(chunk, MAX_SPACE_SCAN);
  for (let forward = 0; forward < limit; forward++) if (buffer[start + forward] === SPACE) return forward + 1;
  for (let forward = 0; forward < limit; forward++) if (!isContinuationByte(buffer[start + forward] ?? 0)) return forward;
  return 0;
}
