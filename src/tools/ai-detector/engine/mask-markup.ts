import { splitSentences, type SentenceSpan } from './split-sentences';
import type { ModelLanguage } from './tokenize-text';

/**
 * Markdown and emoji are layout, not wording: chat models format reports, how-tos and posts with
 * headings, bold labels, bullet and numbered lists, tables and emoji, and the same writer's plain
 * prose has none of it. The n-gram models saw almost none of these marks (dev.jsonl has none; the
 * corpus a few bold labels and bullets, all on its model-written side), so every `*`, `|`, `#` or emoji
 * was a rare token whose clause and style surprisal read as human writing: German, French and Spanish
 * reports, how-tos, blog posts and social posts of a separate writer scored 0.04–0.67 (session 33,
 * fresh-s33). Marks are replaced by spaces of the same length, so every offset into the masked text is an
 * offset into the submitted one.
 */
const MASKED_LINE_PARTS: readonly RegExp[] = [
  // A table's rule row (|---|:--:|) is drawing, no text.
  /^[ \t]*\|?[ \t]*:?-{3,}:?[ \t]*(?:\|[ \t]*:?-{3,}:?[ \t]*)*\|?[ \t]*$/gmu,
  // Heading hashes, bullets and list numbers at the start of a line ("## ", "- ", "* ", "• ", "3. ", "2) ").
  /^[ \t]*(?:#{1,6}|[-*+•]|\d{1,3}[.)])(?=[ \t])/gmu,
  // Bold and italic markers around words (**bold**, __bold__, *italic*); a lone "5 * 3" stays.
  /\*{1,3}(?=[^\s*])|(?<=[^\s*])\*{1,3}|_{2,3}(?=[^\s_])|(?<=[^\s_])_{2,3}/gu,
  // Table cell walls.
  /\|/gu,
  // Emoji with their variation selectors, skin tones and joiners.
  /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u{FE0E}|\u{FE0F}|\u{200D}/gu,
];

/** The text with its markup replaced by spaces (same length, same offsets). */
export function maskMarkup(text: string): string {
  let masked = text;
  for (const pattern of MASKED_LINE_PARTS) masked = masked.replace(pattern, (mark) => ' '.repeat(mark.length));
  return masked;
}

/**
 * A heading, list item or table row is a unit of its own even without a full stop: read as prose, a
 * list of seven short items ran into one 60-word "sentence" and a heading into the sentence after it.
 * Plain line breaks stay no boundary (split-sentences.ts says why); these lines are marked up as blocks.
 */
const BLOCK_LINE = /^[ \t]*(?:#{1,6}[ \t]|[-*+•][ \t]|\d{1,3}[.)][ \t]|\||\*\*[^\n]*\*\*:?[ \t]*$|__[^\n]*__:?[ \t]*$|\p{Extended_Pictographic})[^\n]*/gmu;

/** Where block lines (headings, list items, table rows, bold-only lines, emoji-led lines) end. */
export function findBlockLineEnds(text: string): number[] {
  return [...text.matchAll(BLOCK_LINE)].map((match) => match.index + match[0].length);
}

/**
 * The sentences a model reads: split at sentence ends and at the ends of block lines, their text with the
 * markup masked (a table's rule row, all markup, is no sentence); offsets are the submitted text's.
 */
export function splitProseSentences(text: string): SentenceSpan[] {
  return splitSentences(maskMarkup(text), findBlockLineEnds(text));
}

/**
 * The languages whose models read masked text. English is left out: retrained with the mask, English's
 * out-of-fold cut-off (1% of its HC3-era human texts, a tail of eight texts at 0.99) rose 0.9886 → 0.9907 and
 * 'likely AI' fell 220 → 201 of 350 model-written texts (197 with the mask but no block-line ends), although
 * no HC3-era text has markup; hc3-plus 0.713 → 0.704 (session 33, src/tools/ai-detector/README.md). The
 * transfer model (Chinese, other languages) is trained on English and reads text as English does.
 */
export const MARKUP_MASKED_LANGUAGES: readonly ModelLanguage[] = ['de', 'fr', 'es'];

const readsMasked = (language: ModelLanguage): boolean => MARKUP_MASKED_LANGUAGES.includes(language);

/** The text a language's model reads: masked for MARKUP_MASKED_LANGUAGES, as submitted otherwise. */
export function maskMarkupFor(text: string, language: ModelLanguage): string {
  return readsMasked(language) ? maskMarkup(text) : text;
}

/** The sentences a language's model reads (see MARKUP_MASKED_LANGUAGES); `masked` is maskMarkupFor's text when the caller has it. */
export function splitModelSentences(text: string, language: ModelLanguage, masked = maskMarkupFor(text, language)): SentenceSpan[] {
  return readsMasked(language) ? splitSentences(masked, findBlockLineEnds(text)) : splitSentences(text);
}
