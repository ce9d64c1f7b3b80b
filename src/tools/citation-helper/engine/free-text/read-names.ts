/** A CSL name as the parser reads it. */
export interface CslName {
  family?: string;
  given?: string;
  suffix?: string;
  literal?: string;
}

export interface ReadNames {
  names: CslName[];
  /** The list was cut short with "et al." (the reference does not give every author). */
  truncated: boolean;
  /** A piece of the list had no letter ("-", "."): it was left out, and what the list holds is in doubt. */
  dropped?: boolean;
}

const INITIALS = /^(?:\p{Lu}\p{Ll}?\.[\s-]*)*\p{Lu}\p{Ll}?\.?$/u;
const SUFFIX = /^(?:Jr|Sr|II|III|IV)\.?$/;
/** "et al.", "etal", "and others", "…" closing a list, with the list's own last punctuation. */
const ET_AL = /,?\s*(?:et\s?al\.?|and others|…|\.\.\.)[.,;:]?\s*$/i;
/** Lower-case words that start an institution's name rather than a person's. */
const INSTITUTION_WORDS = /\b(?:of|for|and|the|on|Organization|Organisation|Association|Society|Institute|University|Collaboration|Agency|Department|Bureau|Council|Centers?|Group|Committee|Foundation|News|contributors|Co\.?|Inc\.?|Ltd\.?)\b/;

function cleanList(segment: string): { text: string; truncated: boolean } {
  const truncated = ET_AL.test(segment);
  const rest = segment.replace(ET_AL, '');
  // A closing full stop ends the list, unless it closes an initial ("Stone, H. S.").
  const text = rest.replace(/\.$/, (dot) => (/\b\p{Lu}$/u.test(rest.slice(0, -1)) ? dot : '')).trim();
  return { text, truncated };
}

/** Institution words other than "and": an "and" after one of these is part of the institution's name. */
const INSTITUTION_BEFORE_AND = /\b(?:of|for|the|on|Organization|Organisation|Association|Society|Institute|University|Agency|Department|Bureau|Council|Centers?|Committee|Foundation|Ministry)\b/;

/**
 * Splits "A, B, and C" / "A, B & C" / "A and B" into the comma-separated pieces with the "and" removed,
 * keeping an institution's own "and" ("Centers for Disease Control and Prevention").
 */
function splitOnAnd(text: string): string[] {
  const pieces: string[] = [];
  for (const chunk of text.split(/\s*,\s*/)) {
    const trimmed = chunk.replace(/^(?:&|and)\s+/, '').trim();
    const parts = trimmed.split(/\s+(?:&|and)\s+/);
    if (parts.length > 1 && INSTITUTION_BEFORE_AND.test(parts[0] ?? '')) pieces.push(trimmed);
    else pieces.push(...parts);
  }
  return pieces.filter(Boolean);
}

function person(family: string, given?: string): CslName {
  // "W3C", "CIE TC 1-48": no person's name holds a number; a body's does.
  if (!given && (INSTITUTION_WORDS.test(family) || family.split(/\s+/).length > 2 || /\d/.test(family))) return { literal: family };
  return given ? { family, given } : { family };
}

/** "Hall, H. K., Smith, J., & Ng, A. L." (APA, Harvard): every name family first, initials after. */
export function readFamilyFirstNames(segment: string): ReadNames {
  const { text, truncated } = cleanList(segment);
  const pieces = splitOnAnd(text);
  const names: CslName[] = [];
  for (const piece of pieces) {
    const last = names[names.length - 1];
    if (last && !last.given && !last.literal && INITIALS.test(piece)) last.given = piece.trim();
    else if (last && SUFFIX.test(piece)) last.suffix = piece;
    else names.push({ family: piece });
  }
  return { names: names.map((name) => (name.given || name.suffix ? name : person(name.family ?? ''))), truncated };
}

/** "Given Family" → the family name is the last word, keeping particles such as "van" and "de". */
function splitGivenFirst(piece: string): CslName {
  const all = piece.trim().split(/\s+/);
  // "John W. Wrench Jr.": a suffix after the family name is no family name.
  const suffix = all.length > 2 && SUFFIX.test(all[all.length - 1] ?? '') ? all[all.length - 1] : undefined;
  if (suffix) return { ...splitGivenFirst(all.slice(0, -1).join(' ')), suffix };
  const words = all;
  if (words.length === 1) return person(piece.trim());
  // "CIE Division 8": a last word with a number is no family name; the piece names a body.
  if (/\d/.test(words[words.length - 1] ?? '')) return { literal: piece.trim() };
  if (INSTITUTION_WORDS.test(piece) && !INITIALS.test(words[0] ?? '')) return { literal: piece.trim() };
  let split = words.length - 1;
  while (split > 1 && /^(?:van|von|de|der|den|del|da|di|du|la|le|bin|al)$/.test(words[split - 1] ?? '')) split--;
  return { family: words.slice(split).join(' '), given: words.slice(0, split).join(' ') };
}

/** "Hall, H. K., John Smith, and Amy Lee Ng" (MLA, Chicago): the first name inverted, the rest not. */
export function readFirstInvertedNames(segment: string): ReadNames {
  const { text, truncated } = cleanList(segment);
  const pieces = splitOnAnd(text);
  const names: CslName[] = [];
  const [family, maybeGiven, ...others] = pieces;
  if (!family) return { names, truncated };
  // The second piece is the first author's given name unless it reads as a name of its own.
  const givenFits = maybeGiven !== undefined && maybeGiven.split(/\s+/).length <= 3 && !INSTITUTION_WORDS.test(maybeGiven) && (/\p{Ll}/u.test(maybeGiven) || INITIALS.test(maybeGiven));
  const rest = givenFits ? others : pieces.slice(1);
  names.push(givenFits ? person(family, maybeGiven) : person(family));
  for (const piece of rest) {
    const last = names[names.length - 1];
    if (last && SUFFIX.test(piece)) last.suffix = piece;
    else names.push(splitGivenFirst(piece));
  }
  return { names, truncated };
}

/** "H. K. Hall, J. Smith, and A. L. Ng" (IEEE): every name given first. */
export function readGivenFirstNames(segment: string): ReadNames {
  const { text, truncated } = cleanList(segment);
  const names: CslName[] = [];
  for (const piece of splitOnAnd(text)) {
    const last = names[names.length - 1];
    if (last && SUFFIX.test(piece)) last.suffix = piece;
    else names.push(splitGivenFirst(piece));
  }
  return { names, truncated };
}

/** "Hall HK, Smith J, Ng AL" (Vancouver, AMA): family then run-together initials. */
export function readCompactNames(segment: string): ReadNames {
  const { text, truncated } = cleanList(segment);
  const names: CslName[] = [];
  // "Shirts MR and Chodera JD": the last name joined by "and" is a name of its own (splitOnAnd keeps a body's "and").
  for (const piece of splitOnAnd(text)) {
    const match = /^(.+?)\s+(\p{Lu}(?:-?\p{Lu}){0,3})\.?(?:\s+(Jr|Sr|II|III|IV|2nd|3rd|4th)\.?)?$/u.exec(piece.trim());
    if (match && !INSTITUTION_WORDS.test(match[1] ?? '')) {
      // "S-J" keeps its hyphen: "S.-J.".
      const given = (match[2] ?? '').split('-').map((part) => [...part].map((letter) => `${letter}.`).join(' ')).join('-');
      names.push({ family: match[1] ?? '', given, ...(match[3] ? { suffix: /\d/.test(match[3]) ? match[3] : `${match[3]}.` } : {}) });
    } else names.push(person(piece.trim()));
  }
  return { names, truncated };
}

/** Whether a name list looks like Vancouver's "Family AB, Family C". */
export function looksCompact(segment: string): boolean {
  // "Hunter JE & Schmidt FL", "Lind AB and Moss CD": names joined by "&" or "and" with no comma are pieces too (splitOnAnd).
  const pieces = splitOnAnd(cleanList(segment).text);
  // Session 45: hyphenated initials count too ("Chen S-J", PubMed's spelling of Shi-Jie).
  const compact = pieces.filter((piece) => /^[\p{L}'’\- ]+\s\p{Lu}(?:-?\p{Lu}){0,3}\.?(?:\s(?:Jr|Sr|2nd|3rd|4th))?$/u.test(piece)).length;
  const institutions = pieces.filter((piece) => INSTITUTION_WORDS.test(piece)).length;
  return compact > 0 && compact + institutions >= pieces.length;
}
