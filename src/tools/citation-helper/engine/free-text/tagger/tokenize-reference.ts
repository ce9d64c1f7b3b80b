/** A word of a reference, with where it sits in the text. */
export interface Token {
  text: string;
  start: number;
  end: number;
}

/** A link, bare or in brackets ("(https:…", "<https://…>": an angle-bracketed link whose path holds "(86)80102" stays one token, session 32). */
const LINK = /^(?:[(<]?https?:|[(<]?www\.|\(?doi:|10\.\d{4,}\/)/i;
/**
 * After a comma, semicolon or colon that is not followed by a space ("1993;19(2):49-76", "Smith,J."), but
 * not "1,000"; after a closing quote or bracket run into the next word, and before a bracketed year
 * run onto a number, as text copied from PDFs has it ("…Gases,\"in Quantum", "(Sweden)2006",
 * "( 2013)012061", "2 -4(1990)", an initial's "R.(1993)", compact initials "RX(1999)" (session 38)); a volume and its issue
 * ("521(7553)") stay one token.
 */
const GLUED = /(?<=[,;:])(?=[\p{L}\p{N}(])(?<!\d,(?=\d{3}\b))|(?<=[\p{L}\p{N}.,;:!?][”"»]|[\p{L}\p{N}]\))(?=[\p{L}\p{N}])|(?<=\d|\p{L}\.?)(?=\((?:1[5-9]|20)\d\d\))/u;

/**
 * Splits a reference at whitespace and after punctuation run into the next word. Other punctuation
 * stays on its word: the tagger reads "(2011)." and "Smith," as wholes, and the punctuation is itself
 * the strongest layout cue a reference has. Links are kept whole.
 */
export function tokenizeReference(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(/\S+/g)) {
    const parts = LINK.test(match[0]) ? [match[0]] : match[0].split(GLUED);
    let start = match.index;
    for (const part of parts) {
      if (part) tokens.push({ text: part, start, end: start + part.length });
      start += part.length;
    }
  }
  return tokens;
}
