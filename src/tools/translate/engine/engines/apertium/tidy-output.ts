/**
 * Repairs what Apertium's shallow transfer does to the shape of a sentence, never its words: the blanks a
 * dropped pronoun leaves ("He is called Bob." → " se apellida Bob."), a lower-case start, and Spanish
 * opening marks it does not write (¿…?, ¡…!).
 */
export function tidyOutput(output: string, source: string, target: string): string {
  let text = output.trim();
  if (!/ {2}/.test(source)) text = text.replace(/ {2,}/g, ' ');
  text = text.replace(/ +([,.;:!?])(?=\s|$)/g, '$1');
  if (startsCapitalised(source)) text = capitaliseStart(text);
  if (target === 'es' || target === 'gl') text = addOpeningMarks(text);
  return text;
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
  return text.replace(/(^|[.!?…]["”»]?\s+)([^.!?…]*?[^\s.!?…][^.!?…]*?)([?!]+)/gu, (whole, before: string, clause: string, end: string) => {
    const opening = end.startsWith('?') ? '¿' : '¡';
    if (clause.includes(opening)) return whole;
    const lead = /^["“«]/u.exec(clause)?.[0] ?? '';
    return `${before}${lead}${opening}${clause.slice(lead.length)}${end}`;
  });
}
