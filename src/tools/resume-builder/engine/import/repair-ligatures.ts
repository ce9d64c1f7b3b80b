/**
 * Some PDF printers (Chrome's, which Reactive Resume and many web builders use) embed a font whose
 * ligature glyphs (ﬁ, ﬂ, ﬀ, ﬃ, ﬄ) have no Unicode mapping: pdf.js then reads "Certifications" as
 * "Certi\0cations", no heading matches, and the page's sections are lost. The glyph cannot tell which
 * ligature it was, so each candidate is tried and the one that makes an English word is kept
 * ("fi" when none does: by far the most common ligature in English text).
 */
const LIGATURES = ['fi', 'fl', 'ff', 'ffi', 'ffl'];
const UNMAPPED = /\0/;
const WORD_WITH_UNMAPPED = /[\p{L}\0]*\0[\p{L}\0]*/gu;

export type WordList = { has(word: string): boolean };

export function hasUnmappedGlyphs(text: string): boolean {
  return UNMAPPED.test(text);
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
