import type { WordList } from './repair-ligatures';

/**
 * Some PDF printers (Typst with a font's small capitals) embed the small-capital glyphs without a
 * Unicode mapping: the text layer keeps the real capitals and pdf.js reads each small capital as the
 * code of its glyph, which lands in an unrelated script ("SӚӑӟӢӌӝӐ EәӒӔәӐӐӝ" for "Software
 * Engineer"). A font stores its small capitals a to z as consecutive glyphs, so one shift per font
 * turns them back into letters. The shift is the one that makes the most English words of the words
 * where a Latin letter is followed by such glyphs (a script no real word mixes with Latin), and it is
 * kept only when most of those words become words: a page really written in Cyrillic has no such
 * mixed words and is left alone.
 */
const FOREIGN = /[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u;
const WORD = /[\p{L}\p{M}]+/gu;
const A = 'a'.charCodeAt(0);

export type FontText = { text: string; font: string };

/** True when a text has a letter outside Latin, where decodeSmallCaps may have work to do. */
export function hasForeignLetters(text: string): boolean {
  return FOREIGN.test(text);
}

/** The shift (glyph code minus letter code) of each font whose unmapped small capitals can be read. */
export function findSmallCapShifts(runs: FontText[], words: WordList): Map<string, number> {
  const mixedByFont = new Map<string, string[]>();
  for (const run of runs) {
    for (const word of run.text.match(WORD) ?? []) {
      if (/^\p{Script=Latin}/u.test(word) && FOREIGN.test(word)) mixedByFont.set(run.font, [...(mixedByFont.get(run.font) ?? []), word]);
    }
  }
  const shifts = new Map<string, number>();
  const allMixed = [...mixedByFont.values()].flat();
  const documentShift = bestShift(allMixed, words);
  for (const [font, mixed] of mixedByFont) {
    // A font with a few words only takes the document's shift when that reads its words too.
    const shift = bestShift(mixed, words) ?? (documentShift !== undefined && countWords(mixed, documentShift, words) > 0 ? documentShift : undefined);
    if (shift !== undefined) shifts.set(font, shift);
  }
  return shifts;
}

function bestShift(mixed: string[], words: WordList): number | undefined {
  const candidates = new Set<number>();
  for (const word of mixed) {
    const code = [...word].find((char) => FOREIGN.test(char))!.codePointAt(0)!;
    for (let letter = 0; letter < 26; letter += 1) candidates.add(code - A - letter);
  }
  let best: { shift: number; count: number } | undefined;
  for (const shift of candidates) {
    const count = countWords(mixed, shift, words);
    if (!best || count > best.count) best = { shift, count };
  }
  // Most of the mixed words, and at least two, must become English words.
  if (!best || best.count < 2 || best.count * 2 < mixed.length) return undefined;
  return best.shift;
}

function countWords(mixed: string[], shift: number, words: WordList): number {
  return mixed.filter((word) => {
    const decoded = decodeSmallCaps(word, shift);
    return !FOREIGN.test(decoded) && words.has(decoded.toLowerCase());
  }).length;
}

/** Reads each glyph that the shift takes to a letter a to z as that letter; anything else stays. */
export function decodeSmallCaps(text: string, shift: number): string {
  return text.replace(new RegExp(FOREIGN.source, 'gu'), (char) => {
    const code = char.codePointAt(0)! - shift;
    return code >= A && code < A + 26 ? String.fromCharCode(code) : char;
  });
}
