import { dropLetterlessNames } from './drop-letterless-names';
import { looksCompact, readCompactNames, readFamilyFirstNames, readFirstInvertedNames, readGivenFirstNames, type ReadNames } from '../read-names';

const INITIALS = /^(?:\p{Lu}\p{Ll}?\.[\s-]*)*\p{Lu}\p{Ll}?\.?$/u;
/** Initials only ("J.", "J. P.", "J"): unlike INITIALS, not a two-letter family name such as "He" or "Li". */
const STRICT_INITIALS = /^(?:\p{Lu}\.[\s-]*)*\p{Lu}\.?$/u;
/** Other languages' "and" between the last two names ("J. Collman et J. Brauman", "Meier und Huber"). */
const FOREIGN_AND = /\s+(?:et|und|y|e|en|og|och|i)\s+(?!al\b)/g;
/** What editors and translators carry around their names. */
const ROLE_WORDS = /^\s*(?:in:?|edited by|ed\. by|hrsg\. von|trans(?:lated)?\.? by)\s+|\s*[([]?\b(?:eds?|editors?|hrsg|hg|trans|trad|coord|dir)\b\.?[)\]]?[.,:;]?\s*$/giu;

/**
 * Session 45: "Öckinger E, Smith HG.", "Jones ED.": Vancouver initials in capitals spell "hg" and "ed", which the role words
 * took for "Hg." (Herausgeber) and "ed." and cut off. A role word in capitals with no bracket is a person's initials.
 */
const keepInitialsAsRoleWord = (match: string) => (/^\s*\p{Lu}{2,}\.?$/u.test(match) ? match : '');

/** The list as the name readers expect it: no role words, no list number, "and" in English. */
function cleanNameList(segment: string): string {
  return segment
    .replace(ROLE_WORDS, keepInitialsAsRoleWord)
    .replace(ROLE_WORDS, keepInitialsAsRoleWord)
    .replace(/^\s*(?:(?:\[\d+\]|\(\d+\))\s*|\d{1,3}[.)]?\s+)/, '')
    .replace(FOREIGN_AND, ' and ')
    // Session 36: German footnotes join names with a spaced slash ("Marshall / Olkin:", "A B Atkinson / F Bourguignon").
    .replace(/\s+\/\s+/g, ' and ')
    .replace(/[,;:]\s*$/, '')
    // "M. Dolg in J. Chem. Phys.": the "in" before a journal closes the list.
    .replace(/\s+in$/i, '')
    // Vancouver's list ends "Smith J." : the full stop ends the list, not an initial.
    .replace(/(\p{L}{2,}\s\p{Lu}{1,3})\.$/u, '$1')
    .trim();
}

/** Words that name a body of people, not a person: a group, a team, a consortium. */
const BODY_NAME = /\b(?:Subgroup|Group|Consortium|Collaboration|Team|Project|Network|Investigators|Committee|Initiative|Union)\b/u;

/** Session 38: "Loprinzi CL. Laurie JA. Wieand HS. … et al." — Vancouver names each closed by a full stop instead of a comma. */
const FULL_STOP_VANCOUVER = /^\p{Lu}[\p{L}'’-]+\s\p{Lu}{1,3}\.\s+\p{Lu}[\p{L}'’-]+\s\p{Lu}{1,3}\.(?:\s|$)/u;
function commaSeparateVancouver(text: string): string {
  return FULL_STOP_VANCOUVER.test(text) ? text.replace(/(\p{L}{2,}\s\p{Lu}{1,3})\.\s+(?=\p{Lu}\p{Ll}|et al)/gu, '$1, ') : text;
}
/** Session 38: initials run together with no full stop after a family name and its comma ("Prentice, RL", "Read, TRC"). */
const COMPACT_INITIALS = /^\p{Lu}{1,3}$/u;
/** Session 45: a hyphenated family ("Kango-Singh M.") and up to four initials ("Peters A. H. F. M.", "Guan K.-L.") too. */
const FAMILY_DOTTED_INITIALS = /^\p{Lu}[\p{Ll}'’]+(?:-\p{Lu}?[\p{Ll}'’]+)*\s(?:\p{Lu}\.\s?-?){0,3}\p{Lu}\.?$/u;
const spellInitials = (initials: string) => [...initials].map((letter) => `${letter}.`).join(' ');

/**
 * "Smith, J., Jones, K." — pairs of family name and given names, every name inverted (APA, Harvard).
 * MLA's "Beck, Nathaniel, and Jonathan Katz" has an odd number of pieces, and a later piece with a
 * space in it, so it is not read this way.
 */
function alternatesFamilyInitials(pieces: string[]): boolean {
  if (pieces.length < 2 || pieces.length % 2 === 1) return false;
  return pieces.every((piece, index) =>
    index % 2 === 1
      ? INITIALS.test(piece) || COMPACT_INITIALS.test(piece) || /^\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}\.)*$/u.test(piece)
      : !STRICT_INITIALS.test(piece) && piece.split(/\s+/).length <= 3 && (index === 0 || !/^\p{Lu}[\p{Ll}'’-]+\s+\p{Lu}[\p{Ll}'’-]+$/u.test(piece) || pieces.every((other, k) => k % 2 === 0 || INITIALS.test(other))),
  );
}

/**
 * Splits the names the tagger found into CSL names, choosing the reader by the order the list uses:
 * "Family AB" (Vancouver), "A. B. Family" (IEEE, ACM, chemistry), "Family, A. B." for every name (APA),
 * or only the first name inverted (MLA, Chicago).
 */
export function readNameList(segment: string): ReadNames {
  return dropLetterlessNames(readNamesAsPrinted(segment));
}

function readNamesAsPrinted(segment: string): ReadNames {
  const text = commaSeparateVancouver(cleanNameList(segment));
  if (!text) return { names: [], truncated: false };
  // Chemistry styles separate names with semicolons ("Smith, A. B.; Jones, C. D."): each piece is one name.
  if (text.includes(';')) {
    const lists = text.split(/\s*;\s*/).filter(Boolean).map((piece) => readNameList(piece));
    return { names: lists.flatMap((list) => list.names), truncated: lists.some((list) => list.truncated) };
  }
  // Session 38: "Thurman W.N. & Fisher M.E.", "Greene W.H.": family names each followed by dotted initials, no comma between.
  const familyInitials = text.split(/\s*(?:,|&|\band\b)\s*/).filter(Boolean);
  if (familyInitials.every((piece) => FAMILY_DOTTED_INITIALS.test(piece))) {
    return { names: familyInitials.map((piece) => ({ family: piece.split(/\s+/)[0] ?? '', given: (piece.slice(piece.indexOf(' ') + 1).match(/\p{Lu}/gu) ?? []).map((letter) => `${letter}.`).join(' ') })), truncated: false };
  }
  // Session 44: "1000 Genome Project Data Processing Subgroup", "Bioconda Team", "R Core Team": a body named in the list (Vancouver puts
  // it after the people, past a semicolon) is one literal name, not a family name with given names (nor one that drops its number).
  if (BODY_NAME.test(text) && !/[,&]|\sand\s/.test(text) && /\s/.test(text)) return { names: [{ literal: text.replace(/\.$/, '') }], truncated: false };
  if (looksCompact(text)) return readCompactNames(text);
  // A list that opens with an initial is given-first throughout ("M. J. Wolfe and U. Banerjee").
  if (/^\p{Lu}\p{Ll}?\.(?:\s|-|\p{Lu})/u.test(text)) return readGivenFirstNames(text);
  const pieces = text
    .replace(/,?\s*(?:et\s?al\.?|and others)[.,;:]?\s*$/i, '')
    .split(/\s*,\s*|\s+(?:and|&)\s+/)
    .map((piece) => piece.replace(/^(?:and|&)\s+/, '').trim())
    .filter(Boolean);
  if (!text.includes(',')) return readGivenFirstNames(text);
  // "Peng, Ayala, Schlegel, and Frisch": single words, and the "and" before an odd-placed piece — in
  // "Family, Given" pairs it would join a family to its own given name. Each word is a family name.
  const beforeAnd = /^(.*)\s+(?:and|&)\s+/.exec(text)?.[1] ?? text;
  const piecesBeforeAnd = beforeAnd.split(/\s*,\s*/).filter(Boolean).length;
  if (/\s(?:and|&)\s/.test(text) && piecesBeforeAnd % 2 === 1 && pieces.length > 2 && pieces.every((piece) => /^\p{Lu}[\p{Ll}'’-]+$/u.test(piece))) {
    return { names: pieces.map((family) => ({ family })), truncated: false };
  }
  // Surnames only, as astronomy's compact lists print them: "Cardelli, Clayton, & Mathis", "Devernay, and Faugeras" (a comma
  // before the "and" closes a whole name, and the last name is one word, where MLA's second name is given-first: "Beck,
  // Nathaniel, and Jonathan Katz"), "Fitzpatrick, Massa, Gordon, et al." (an odd count of single words before "et al.").
  const surname = (piece: string) => /^\p{Lu}(?:['’]\p{Lu})?[\p{Ll}'’-]*\p{Ll}[\p{L}'’-]*$/u.test(piece);
  const oxfordAnd = /,\s+(?:and|&)\s+\S+$/.test(text);
  const etAlOdd = /,?\s*et\s?al\.?[.,;:]?\s*$/i.test(text) && pieces.length >= 3 && pieces.length % 2 === 1;
  const bare = pieces.map((piece) => piece.replace(/\.$/, ''));
  if ((oxfordAnd || etAlOdd) && bare.length >= 2 && bare.every(surname)) {
    return { names: bare.map((family) => ({ family })), truncated: etAlOdd };
  }
  // "Leif Moss, Elton Barr, Eric C. Kent, Kate Byrne": three or more names, each of two words or more
  // ending in a family name, are given first throughout (an inverted list has a one-word piece: "Moss, Leif").
  // Session 44: the list's closing full stop stays on its last piece ("…, et Frank Puppe."); it does not make that name inverted.
  const givenFirstPiece = (piece: string) => /\s/.test(piece) && /^\p{Lu}/u.test(piece) && /\s\p{Lu}[\p{Ll}'’-]*\p{Ll}\.?$/u.test(piece) && !/\b(?:van|von|de|der|den|del|da|di|du|la|le)\b/i.test(piece);
  if (pieces.length >= 3 && pieces.every(givenFirstPiece)) return readGivenFirstNames(text);
  // Session 36: "Ivan Simko, and Hans-Peter Piepho,": an "and" right after the comma joins two names, never a family to its own
  // given name, so two given-first pieces so joined are two people.
  if (pieces.length === 2 && /^[^,]+,\s*(?:and|&)\s/.test(text) && pieces.every(givenFirstPiece)) return readGivenFirstNames(text);
  if (alternatesFamilyInitials(pieces)) {
    if (pieces.every((piece, index) => index % 2 === 0 || INITIALS.test(piece))) return readFamilyFirstNames(text);
    if (pieces.every((piece, index) => index % 2 === 0 || INITIALS.test(piece) || COMPACT_INITIALS.test(piece))) {
      const names = pieces.flatMap((piece, index) => (index % 2 === 0 ? [{ family: piece, given: COMPACT_INITIALS.test(pieces[index + 1] ?? '') ? spellInitials(pieces[index + 1] ?? '') : (pieces[index + 1] ?? '') }] : []));
      return { names, truncated: /\bet al\b|and others/i.test(text) };
    }
    // "Smith, John and Jones, Amy": full given names, which the initials reader would take for families.
    const names = pieces.flatMap((piece, index) => (index % 2 === 0 ? [{ family: piece, given: pieces[index + 1] ?? '' }] : []));
    return { names, truncated: /\bet al\b|and others/i.test(text) };
  }
  return readFirstInvertedNames(text);
}
