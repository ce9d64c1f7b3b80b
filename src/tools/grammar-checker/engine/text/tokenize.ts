/** A word in the original text, with UTF-16 offsets (what JavaScript string indices are). */
export interface Token {
  text: string;
  lower: string;
  start: number;
  end: number;
}

// Letters/digits with inner apostrophes or hyphens, like src/domain/word-count.ts, so the words we
// check are the words the plan counts.
const WORD = /[\p{L}\p{N}\p{M}]+(?:['’-][\p{L}\p{N}\p{M}]+)*/gu;

export function tokenizeWords(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const start = match.index;
    tokens.push({ text: match[0], lower: match[0].toLowerCase(), start, end: start + match[0].length });
  }
  return tokens;
}

/** The characters between two tokens: tells a rule whether punctuation separates them. */
export function readGap(text: string, left: Token, right: Token): string {
  return text.slice(left.end, right.start);
}

/** True when only spaces (no punctuation, no line break) separate the two tokens. */
export function isPlainGap(text: string, left: Token, right: Token): boolean {
  return /^[ \t]+$/.test(readGap(text, left, right));
}
