/**
 * Slips that careful editors and language models rarely make but people often do: a sentence that
 * starts in lower case, a lone lower-case "i", a space before punctuation, no space after a comma or
 * full stop, doubled punctuation. Counted for the whole text. (Spacing and line breaks are not
 * counted: the training data's whitespace was normalised for some sources and not others.)
 */
const SLIPS: readonly RegExp[] = [
  /(?:^|[.!?]\s+)\p{Ll}/gu,
  /(?<![\p{L}'’])i(?![\p{L}'’])/gu,
  /\s[,.;:!?](?!\d)/gu,
  /[,.](?=\p{Lu}|\p{Ll}{2})/gu,
  /[!?]{2,}|\.{2}(?!\.)|,{2,}/gu,
];

/** French typography puts a space before ; : ! ? and », so that is no slip there. */
const FRENCH_SLIPS: readonly RegExp[] = SLIPS.filter((_, i) => i !== 2).concat([/\s[,.](?!\d)/gu]);

export function countSlips(text: string, language = 'en'): number {
  let slips = 0;
  for (const pattern of language === 'fr' ? FRENCH_SLIPS : SLIPS) slips += text.match(pattern)?.length ?? 0;
  return slips;
}
