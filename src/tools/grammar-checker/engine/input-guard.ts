import { ToolInputError } from '../../../platform/engine';

/** Longer than any English word (the longest in common dictionaries has 45 letters). */
export const MAX_WORD_LENGTH = 45;
// Control characters (other than tab and line breaks) and U+FFFD: strays from a PDF or a bad decoding.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFD]/g;

/**
 * Rejects what has nothing to check, and blanks out what no checker should see: stray control
 * characters (binary data never gets here: the input schema refuses it) and over-long runs, on which
 * harper panics (capacity overflow on a 100,000-letter "word") and for which spelling suggestions are
 * meaningless. Blanking with spaces of the same length keeps every offset valid.
 */
export function guardText(text: string): string {
  if (text.trim().length === 0) throw new ToolInputError('The text is empty: type or paste something to check.');
  const masked = text
    .replace(CONTROL, ' ')
    .replace(new RegExp(`[^\\s]{${MAX_WORD_LENGTH + 1},}`, 'gu'), (run) => (/^[a-z]+:\/\/|^www\./i.test(run) && run.length < 2000 ? run : ' '.repeat(run.length)));
  if (!/[\p{L}\p{N}]/u.test(masked)) {
    throw new ToolInputError('The text has no words of normal length to check.');
  }
  if (isDegenerate(masked)) {
    throw new ToolInputError('The text repeats the same few words over and over: there is nothing to check in it.');
  }
  return masked;
}

/** Real prose of 2,000+ words uses hundreds of different words; "a a a …" uses one. */
const MIN_WORDS_FOR_VARIETY_CHECK = 2000;
const MIN_DISTINCT_SHARE = 0.01;

function isDegenerate(text: string): boolean {
  const words = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length < MIN_WORDS_FOR_VARIETY_CHECK) return false;
  return new Set(words.map((w) => w.toLowerCase())).size / words.length < MIN_DISTINCT_SHARE;
}
