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

// French elides these before a vowel. Apertium does it for words it knows, but not before one it left
// untranslated ("Le *alumnado", "de *Ontario"). "h" and "y" are left alone: "le héros", "le yaourt".
const ELIDED_BEFORE_MARK = /(?<![\p{L}\p{N}'’])(le|la|de|que|ne|je|me|te|se)\s+(?=[*#@][aeiouàâäéèêëîïôöùûüæœ])/giu;

/** "Le *alumnado" → "L'*alumnado": the elision French makes before a vowel, where a mark blocked Apertium's own. */
export function elideBeforeMarked(output: string, target: string): string {
  if (target !== 'fr') return output;
  return output.replace(ELIDED_BEFORE_MARK, (_whole, word: string) => `${word.slice(0, -1)}'`);
}
