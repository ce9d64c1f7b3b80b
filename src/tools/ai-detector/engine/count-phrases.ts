/**
 * Counts occurrences of phrases in a token sequence. Multi-word English phrases are matched on
 * consecutive tokens; Chinese phrases are matched on the concatenated characters.
 */
export function countPhrases(tokens: readonly string[], phrases: readonly string[], joinWith: ' ' | ''): number {
  if (tokens.length === 0) return 0;
  if (joinWith === '') {
    const joined = tokens.join('');
    let hits = 0;
    for (const phrase of phrases) {
      for (let at = joined.indexOf(phrase); at !== -1; at = joined.indexOf(phrase, at + phrase.length)) hits++;
    }
    return hits;
  }
  const single = new Set(phrases.filter((phrase) => !phrase.includes(' ')));
  const multi = phrases.filter((phrase) => phrase.includes(' ')).map((phrase) => phrase.split(' '));
  let hits = 0;
  for (let i = 0; i < tokens.length; i++) {
    if (single.has(tokens[i] ?? '')) hits++;
    for (const words of multi) if (words.every((word, k) => tokens[i + k] === word)) hits++;
  }
  return hits;
}
