/**
 * Counts words the way a reader would: runs of letters/digits (with inner apostrophes or hyphens),
 * and each CJK ideograph or kana as one word, since those scripts do not separate words with spaces.
 */
const WORD_PATTERN =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[\p{L}\p{N}\p{M}]+(?:['’-][\p{L}\p{N}\p{M}]+)*/gu;

export function countWords(text: string): number {
  if (!text) return 0;
  return text.match(WORD_PATTERN)?.length ?? 0;
}

/** The words countWords counts, in order. */
export function listWords(text: string): string[] {
  return text ? (text.match(WORD_PATTERN) ?? []) : [];
}
