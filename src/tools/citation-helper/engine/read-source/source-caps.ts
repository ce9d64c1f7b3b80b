import { ToolInputError } from '../../../../platform/engine';
import { MAX_ITEMS, MAX_SOURCE_CHARS } from '../../contract';

/**
 * What BibTeX's @string abbreviations may expand to, in characters: twice the largest paste. A real
 * file's abbreviations (journal names, months) add a few percent; strings built by concatenating
 * other strings double at each level, so 25 levels of a 500-byte file reach 2^25 characters and keep
 * the BibTeX reader busy for a minute. The size is added up from lengths, never by expanding.
 */
export const MAX_EXPANDED_BIBTEX_CHARS = 2 * MAX_SOURCE_CHARS;

/** The item cap, however the sources came (CSL-JSON items, BibTeX, RIS, identifiers or free-text lines). */
export function refuseTooManyItems(count: number, form: string): ToolInputError {
  return new ToolInputError(
    `${form} holds ${count.toLocaleString('en-US')} sources; at most ${MAX_ITEMS} can be formatted at once. Split the list into parts of ${MAX_ITEMS} or fewer. This request was not counted.`,
    { code: 'too_many_items', status: 413 },
  );
}

/** Refuses a list past the item cap, counted after reading (whatever the form it was given in). */
export function checkItemCount(count: number, form: string): void {
  if (count > MAX_ITEMS) throw refuseTooManyItems(count, form);
}

export function refuseBibtexExpansion(expanded: number, at: string): ToolInputError {
  return new ToolInputError(
    `The BibTeX's @string abbreviations expand to ${describeLength(expanded)} (at ${at}), more than the ${MAX_EXPANDED_BIBTEX_CHARS.toLocaleString('en-US')} this tool reads: strings built from other strings double at every level. Write the values out, or define each @string once as plain text. This request was not counted.`,
    { code: 'input_too_complex', status: 413 },
  );
}

function describeLength(chars: number): string {
  return chars < 1e15 ? `${Math.round(chars).toLocaleString('en-US')} characters` : `about 10^${Math.floor(Math.log10(chars))} characters`;
}
