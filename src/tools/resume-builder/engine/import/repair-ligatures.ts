/**
 * Some PDF printers (Chrome's, which Reactive Resume and many web builders use) embed a font whose
 * ligature glyphs (ﬁ, ﬂ, ﬀ, ﬃ, ﬄ) have no Unicode mapping: pdf.js then reads "Certifications" as
 * "Certi\0cations", no heading matches, and the page's sections are lost. The glyph cannot tell which
 * ligature it was, so each candidate is tried and the one that makes an English word is kept
 * ("fi" when none does: by far the most common ligature in English text).
 */
// "ti" last: Fira's ligature, which some PDFs map to a Bengali or Arabic letter ("Cogniঞon", "Computaࢼonal").
const LIGATURES = ['fi', 'fl', 'ff', 'ffi', 'ffl', 'ft', 'tt', 'ti'];
const UNMAPPED = /\0/;
const WORD_WITH_UNMAPPED = /[\p{L}\0]*\0[\p{L}\0]*/gu;

export type WordList = { has(word: string): boolean };

export function hasUnmappedGlyphs(text: string): boolean {
  return UNMAPPED.test(text);
}

/** A letter past Latin-1 (pdf.js reads an unmapped glyph as its glyph number: "SoȨware" for "Software"). */
const ODD_LETTER = /[^\p{ASCII}\u00C0-\u00FF\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Devanagari}]/u;

/** A letter of another script inside a word of Latin letters ("Computaࢼonal"): no language mixes them within one word. */
function isOddInWord(char: string, word: string): boolean {
  if (!/\p{L}/u.test(char)) return false;
  if (ODD_LETTER.test(char)) return true;
  return !/[\p{Script=Latin}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(char) && /[A-Za-z]/.test(word);
}

/** True when a text has a letter that may be an unmapped ligature glyph (findLigatureGlyphs). */
export function hasOddLetters(text: string): boolean {
  return (text.match(/\p{L}+/gu) ?? []).some((word) => [...word].some((char) => isOddInWord(char, word)));
}

/**
 * An unmapped ligature glyph may also come out as some letter ("SoȨware", "SwiȨ" for the "ft" of
 * "Software" and "Swift"). A letter past Latin-1 is read as a ligature when, in two words or more of the
 * document and in most of the words it stands in, that ligature makes an English word of a word that is
 * none; a name's "ł" or "ř" stays, as no ligature makes words of the words it is in.
 */
export function findLigatureGlyphs(texts: string[], words: WordList): Map<string, string> {
  const wordsByChar = new Map<string, string[]>();
  for (const text of texts) {
    for (const word of text.match(/[\p{L}]+/gu) ?? []) {
      for (const char of new Set([...word])) {
        if (isOddInWord(char, word) && /[A-Za-z]/.test(word)) wordsByChar.set(char, [...(wordsByChar.get(char) ?? []), word]);
      }
    }
  }
  const found = new Map<string, string>();
  for (const [char, inWords] of wordsByChar) {
    for (const ligature of LIGATURES) {
      const made = inWords.filter((word) => !words.has(word.toLowerCase()) && words.has(word.replaceAll(char, ligature).toLowerCase())).length;
      if (made >= 2 && made * 2 > inWords.length) {
        found.set(char, ligature);
        break;
      }
    }
  }
  return found;
}

/** Reads each glyph findLigatureGlyphs found as its ligature. */
export function readLigatureGlyphs(text: string, glyphs: Map<string, string>): string {
  if (glyphs.size === 0) return text;
  return [...text].map((char) => glyphs.get(char) ?? char).join('');
}

export function repairLigatures(text: string, words: WordList): string {
  if (!hasUnmappedGlyphs(text)) return text;
  return text.replace(WORD_WITH_UNMAPPED, (word) => {
    // The whole word first; then, for compounds and names ("StackOver?ow"), what follows the glyph.
    const tail = word.slice(word.lastIndexOf('\0'));
    for (const test of [word, tail]) {
      for (const ligature of LIGATURES) {
        if (words.has(test.replaceAll('\0', ligature).toLowerCase())) return word.replaceAll('\0', ligature);
      }
    }
    return word.replaceAll('\0', 'fi');
  });
}

let englishWords: Promise<WordList> | undefined;

/** zxcvbn's English lists (common words and Wikipedia's, ~85,000): loaded only for a PDF that needs them. */
export function loadEnglishWords(): Promise<WordList> {
  englishWords ??= import('@zxcvbn-ts/language-en').then(
    ({ dictionary }) => new Set([...dictionary['commonWords-en'], ...dictionary['wikipedia-en']].map((word) => String(word).toLowerCase())),
  );
  return englishWords;
}
