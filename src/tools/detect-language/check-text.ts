/** Share of control characters or U+FFFD above which a text is binary data, not writing. */
const MAX_BINARY_SHARE = 0.1;
/** Binary data shows itself early: checking the start is enough and keeps 1 MB inputs cheap. */
const BINARY_CHECK_CHARS = 10_000;

const LETTER = /\p{L}/u;

function escapeForClass(char: string): string {
  return char.replace(/[\\\]^-]/g, '\\$&');
}

/** Control characters other than whitespace, DEL and U+FFFD (what invalid UTF-8 decodes to). */
function isBinaryCharacter(code: number): boolean {
  return (code < 0x20 && !(code >= 0x09 && code <= 0x0d)) || code === 0x7f || code === 0xfffd;
}

function countBinaryCharacters(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) if (isBinaryCharacter(text.charCodeAt(i))) count++;
  return count;
}

/** True when every letter in the text is the same letter (any case): "aaaa…", "Ааа". */
function isOneRepeatedLetter(text: string): boolean {
  const first = LETTER.exec(text)?.[0];
  if (!first) return false;
  const variants = [...new Set([first, first.toLowerCase(), first.toUpperCase()])].map(escapeForClass).join('');
  // One native scan for any other letter: fast even on a megabyte.
  return !new RegExp(`[^${variants}\\P{L}]`, 'u').test(text);
}

/**
 * Why a text cannot be identified at all, in words a user understands; undefined when it can.
 * Texts that are merely short or odd are not refused: they get an answer marked unreliable.
 */
export function findTextProblem(text: string): string | undefined {
  if (text.trim() === '') return 'The text is empty.';
  const head = text.slice(0, BINARY_CHECK_CHARS);
  const binary = countBinaryCharacters(head);
  if (binary / head.length > MAX_BINARY_SHARE) return 'The text looks like binary data, not writing.';
  if (!LETTER.test(text)) return 'The text has no letters, so it has no language to detect.';
  if (isOneRepeatedLetter(text)) return 'The text is one letter repeated, so it has no language to detect.';
  return undefined;
}
