/**
 * Whether a dictionary can judge the word: not a single letter, no digit ("G20", "KCNQ1", "@CAPS1"
 * placeholders) and not all in capitals ("NATO", "DBE"). Such words are codes, names and acronyms far
 * more often than misspellings, and no dictionary lists them all (real prose: docs/decisions/0038).
 */
export function isSpellCheckable(word: string): boolean {
  return word.length > 1 && !/\p{N}/u.test(word) && word !== word.toUpperCase();
}
