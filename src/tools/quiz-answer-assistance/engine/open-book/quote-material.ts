import { sliceWholeCharacters } from '../../../../platform/contract-kit/slice-whole-characters';

const QUOTE_CHARS = 220;

/** A sentence of the material in quotation marks, cut at a word when it is long. */
export function quoteMaterial(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= QUOTE_CHARS) return `“${flat}”`;
  // Whole characters: a material without spaces (emoji, CJK) is cut at the cap, not at a word.
  const cut = sliceWholeCharacters(flat, 0, QUOTE_CHARS).replace(/\s+\S*$/, '');
  return `“${cut}…”`;
}
