const MINOR_WORDS = new Set(['a', 'an', 'the', 'and', 'but', 'or', 'nor', 'for', 'of', 'in', 'on', 'at', 'to', 'by', 'as', 'with', 'from', 'into', 'via', 'et', 'de', 'der', 'la', 'le', 'du', 'des', 'und', 'y']);

/**
 * Headline case for names written in sentence case ("The New England journal of medicine"): every word
 * capitalised but the short function words after the first; words with capitals already (acronyms,
 * "McGill", "BMJ") stay as they are.
 */
export function toTitleCase(text: string): string {
  return text
    .split(/(\s+|-)/)
    .map((word, index) => {
      if (!/^\p{Ll}/u.test(word)) return word;
      if (index > 0 && MINOR_WORDS.has(word)) return word;
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join('');
}
