import { looksBinary } from '../../../platform/contract-kit/text-field';

const LETTER = /\p{L}/u;

function escapeForClass(char: string): string {
  return char.replace(/[\\\]^-]/g, '\\$&');
}

/** "Any letter but this one", per first letter: compiling it anew for every text cost more than the scan. */
const otherLetterPatterns = new Map<string, RegExp>();
const MAX_CACHED_PATTERNS = 1000;

function matchOtherLetter(first: string): RegExp {
  let pattern = otherLetterPatterns.get(first);
  if (!pattern) {
    const variants = [...new Set([first, first.toLowerCase(), first.toUpperCase()])].map(escapeForClass).join('');
    pattern = new RegExp(`[^${variants}\\P{L}]`, 'u');
    if (otherLetterPatterns.size < MAX_CACHED_PATTERNS) otherLetterPatterns.set(first, pattern);
  }
  return pattern;
}

/** True when every letter in the text is the same letter (any case): "aaaa…", "Ааа". */
function isOneRepeatedLetter(text: string): boolean {
  const first = LETTER.exec(text)?.[0];
  if (!first) return false;
  // One native scan for any other letter: fast even on a megabyte.
  return !matchOtherLetter(first).test(text);
}

/**
 * Why a text cannot be identified at all, in words a user understands; undefined when it can.
 * Texts that are merely short or odd are not refused: they get an answer marked unreliable.
 * The input schema already refuses a single blank or binary `text`; the texts of a batch (and of
 * engines that call this one directly) are checked here, so that one bad text gets its own error row.
 */
export function findTextProblem(text: string): string | undefined {
  if (text.trim() === '') return 'The text is empty.';
  if (looksBinary(text)) return 'The text looks like binary data, not writing.';
  if (!LETTER.test(text)) return 'The text has no letters, so it has no language to detect.';
  if (isOneRepeatedLetter(text)) return 'The text is one letter repeated, so it has no language to detect.';
  return undefined;
}
