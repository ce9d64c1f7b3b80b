import { looksCompact, readCompactNames, readFamilyFirstNames, readFirstInvertedNames, readGivenFirstNames, type ReadNames } from '../read-names';

const INITIALS = /^(?:\p{Lu}\p{Ll}?\.[\s-]*)*\p{Lu}\p{Ll}?\.?$/u;
/** Other languages' "and" between the last two names ("J. Collman et J. Brauman", "Meier und Huber"). */
const FOREIGN_AND = /\s+(?:et|und|y|e|en|og|och|i)\s+(?!al\b)/g;
/** What editors and translators carry around their names. */
const ROLE_WORDS = /^\s*(?:in:?|edited by|ed\. by|hrsg\. von|trans(?:lated)?\.? by)\s+|\s*[([]?\b(?:eds?|editors?|hrsg|hg|trans|trad|coord|dir)\b\.?[)\]]?[.,:;]?\s*$/giu;

/** The list as the name readers expect it: no role words, no list number, "and" in English. */
function cleanNameList(segment: string): string {
  return segment
    .replace(ROLE_WORDS, '')
    .replace(ROLE_WORDS, '')
    .replace(/^\s*(?:\[\d+\]|\(\d+\)|\d+[.)]?)\s+/, '')
    .replace(FOREIGN_AND, ' and ')
    .replace(/[,;:]\s*$/, '')
    .trim();
}

/** "Smith, J., Jones, K." — every other comma piece is initials. */
function alternatesFamilyInitials(pieces: string[]): boolean {
  if (pieces.length < 2) return false;
  return pieces.every((piece, index) => (index % 2 === 1 ? INITIALS.test(piece) || /^\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}\.)*$/u.test(piece) : !INITIALS.test(piece)));
}

/**
 * Splits the names the tagger found into CSL names, choosing the reader by the order the list uses:
 * "Family AB" (Vancouver), "A. B. Family" (IEEE, ACM, chemistry), "Family, A. B." for every name (APA),
 * or only the first name inverted (MLA, Chicago).
 */
export function readNameList(segment: string): ReadNames {
  const text = cleanNameList(segment);
  if (!text) return { names: [], truncated: false };
  if (looksCompact(text)) return readCompactNames(text);
  // A list that opens with an initial is given-first throughout ("M. J. Wolfe and U. Banerjee").
  if (/^\p{Lu}\p{Ll}?\.(?:\s|-|\p{Lu})/u.test(text)) return readGivenFirstNames(text);
  const pieces = text
    .replace(/,?\s*(?:et al\.?|and others)\s*$/i, '')
    .split(/\s*,\s*|\s+(?:and|&)\s+/)
    .map((piece) => piece.replace(/^(?:and|&)\s+/, '').trim())
    .filter(Boolean);
  if (!text.includes(',')) return readGivenFirstNames(text);
  if (alternatesFamilyInitials(pieces)) return readFamilyFirstNames(text);
  return readFirstInvertedNames(text);
}
