import escapeStringRegexp from 'escape-string-regexp';

/**
 * Repairs what Apertium's shallow transfer does to the shape of a sentence, never its words: the blanks a
 * dropped pronoun leaves ("He is called Bob." → " se apellida Bob."), a lower-case start, a capital it
 * gives the word after a name it does not know, and Spanish opening marks it does not write (¿…?, ¡…!).
 */
export function tidyOutput(output: string, source: string, target: string): string {
  let text = output.trim();
  if (!/ {2}/.test(source)) text = text.replace(/ {2,}/g, ' ');
  // From the start of a run of spaces only (a long run would be rescanned from each space).
  text = text.replace(/(?<! ) +([,.;:!?])(?=\s|$)/g, '$1');
  if (startsCapitalised(source)) text = capitaliseStart(text);
  if (target !== 'de') text = lowerAfterUnknownName(text, source);
  if (target === 'es' || target === 'gl') text = addOpeningMarks(text);
  return text;
}

/**
 * Apertium takes a sentence that opens with a word it does not know as starting after it, and capitalises
 * the next word: "Dynes will get" → "Dynes Cogerá", "Papandreou said" → "Papandreou Dijo". A capitalised
 * word (not an acronym) right after a word copied from the source as written, where the source has a
 * small letter after that word and does not have the capitalised word itself, goes back to a small letter.
 * German, whose nouns take capitals, is left alone.
 */
function lowerAfterUnknownName(output: string, source: string): string {
  return output.replace(/(?<![\p{L}\p{N}])(\p{Lu}[\p{L}\p{N}'’.-]*)(\s+)(\p{Lu})(\p{Ll}[\p{L}]*)/gu, (whole, name: string, blank: string, first: string, rest: string) => {
    const word = first + rest;
    const after = new RegExp(`(?<![\\p{L}\\p{N}])${escapeStringRegexp(name)}\\s+(\\S)`, 'u').exec(source)?.[1];
    if (!after || !/\p{Ll}/u.test(after)) return whole;
    if (new RegExp(`(?<![\\p{L}\\p{N}])${escapeStringRegexp(word)}(?![\\p{L}\\p{N}])`, 'u').test(source)) return whole;
    return `${name}${blank}${first.toLowerCase()}${rest}`;
  });
}

const LEADING_PUNCTUATION = /^[\s"'“‘«¿¡([]*/u;

function startsCapitalised(text: string): boolean {
  const rest = text.replace(LEADING_PUNCTUATION, '');
  const first = rest.charAt(0);
  return first !== first.toLowerCase();
}

function capitaliseStart(text: string): string {
  const lead = LEADING_PUNCTUATION.exec(text)?.[0] ?? '';
  const first = text.charAt(lead.length);
  return lead + first.toUpperCase() + text.slice(lead.length + 1);
}

/**
 * Each question or exclamation that Apertium closed but did not open gets its ¿ or ¡ at the start of its
 * clause: after the previous sentence end, or at the start when there is none.
 */
function addOpeningMarks(text: string): string {
  // The clause starts at its first non-blank and runs greedily to its end (it cannot hold ? or !): two lazy runs of
  // one class, or a clause that could start inside the blanks before it, were quadratic in a long clause or run of blanks.
  return text.replace(/(^\s*|[.!?…]["”»]?\s+)([^.!?…\s][^.!?…]*)([?!]+)/gu, (whole, before: string, clause: string, end: string) => {
    const opening = end.startsWith('?') ? '¿' : '¡';
    if (!/\S/u.test(clause) || clause.includes(opening)) return whole;
    const lead = /^["“«]/u.exec(clause)?.[0] ?? '';
    return `${before}${lead}${opening}${clause.slice(lead.length)}${end}`;
  });
}
