// The last word of a name that often goes on with "at/of <Place>" ("the University at Leipzig", "the Institute of Technology").
const INSTITUTIONS = /^(?:university|college|institute|academy|school|hospital|museum|observatory|laboratory|library|conservatory|seminary|polytechnic)$/i;

/**
 * "Where did Wundt set up his laboratory?" against "…at the University at Leipzig in 1879" (s43): a place span that ends on
 * an institution word, where "at" or "of" and a capitalised name follow, is cut short ("University"); the whole name is
 * "University at Leipzig". Returns the end of the longer name in the sentence, or null when the span ends no such name ("Hospital in London" is a hospital and its city, not one name).
 */
export function extendInstitutionName(sentence: string, start: number, end: number): number | null {
  const span = sentence.slice(start, end).trim();
  const last = /(\p{L}+)$/u.exec(span)?.[1] ?? '';
  if (!INSTITUTIONS.test(last)) return null;
  const tail = /^\s+(?:at|of)\s+(?:the\s+)?\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)*/u.exec(sentence.slice(end));
  return tail ? end + tail[0].length : null;
}

/** "University", "the College": an institution word alone names no place in particular. */
export function isBareInstitution(text: string): boolean {
  return INSTITUTIONS.test(text.trim().replace(/^(?:the|a|an)\s+/i, ''));
}
