/** One word of a text: where it is (UTF-16 offsets into the original string) and its comparable form. */
export interface Token {
  /** Case-, accent- and width-folded form used for matching. */
  norm: string;
  start: number;
  end: number;
}

// The same notion of a word as domain/word-count.ts, so "% of words" agrees with the word counter:
// runs of letters/digits with inner apostrophes or hyphens, and each CJK ideograph or kana alone.
const WORD_PATTERN =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[\p{L}\p{N}\p{M}]+(?:['’‘ʼ-][\p{L}\p{N}\p{M}]+)*/gu;
const COMBINING_MARKS = /\p{M}/gu;
const APOSTROPHES = /[’‘ʼ]/g;

/**
 * Folds a word so trivial differences do not hide copying: compatibility forms (full-width letters,
 * ligatures), case, accents ("café" = "cafe") and curly apostrophes. Marks are kept for scripts
 * where they carry the letter itself (Indic vowel signs), judged by whether folding empties the word.
 */
export function normalizeWord(word: string): string {
  const compatible = word.normalize('NFKC').toLowerCase().replace(APOSTROPHES, "'");
  const stripped = compatible.normalize('NFD').replace(COMBINING_MARKS, '').normalize('NFC');
  return /[\p{L}\p{N}]/u.test(stripped) && !/[^\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{N}'-]/u.test(stripped)
    ? stripped
    : compatible.normalize('NFC');
}

export function tokenizeText(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD_PATTERN)) {
    const start = match.index;
    tokens.push({ norm: normalizeWord(match[0]), start, end: start + match[0].length });
  }
  return tokens;
}
