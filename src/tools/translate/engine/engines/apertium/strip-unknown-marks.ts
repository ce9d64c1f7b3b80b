// Apertium prefixes a word it does not know with `*`, one it cannot generate with `#`, one missing from the
// bilingual dictionary with `@`. A mark is the character right before a word, or before a lone symbol
// it does not know ("Home · Serves 4" → "Casa *· Sirve 4").
const MARKED_WORD = /[*#@](?:(?=[\p{L}\p{N}])([\p{L}\p{N}][\p{L}\p{N}_'’-]*)|(?<=(?:^|\s)[*#@])([^\s\p{L}\p{N}*#@])(?=\s|$))/gu;

/**
 * Removes the marks but keeps a `#tag` or `@handle` that the source itself has: only marks Apertium added go.
 * Spacing and capitalisation are untouched.
 */
export function stripUnknownMarks(output: string, source: string): { text: string; unknown: number } {
  let unknown = 0;
  const text = output.replace(MARKED_WORD, (marked: string, word: string | undefined, symbol: string | undefined) => {
    if (source.includes(marked)) return marked;
    unknown += 1;
    return word ?? symbol ?? '';
  });
  return { text, unknown };
}
