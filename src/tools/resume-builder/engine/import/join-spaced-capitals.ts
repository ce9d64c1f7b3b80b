import type { WordList } from './repair-ligatures';

/**
 * A browser's PDF of letter-spaced capitals (JSON Resume's caffeine theme) may put a space in the text layer
 * where the spacing widened a letter pair: "SUM M ARY", "EXPERIENC E", "TEAC HER". Pieces of a run of capitals
 * are joined when the join is an English word and at least one piece is none (a lone letter other than "A" and
 * "I" counts as none), so two words ("DATA SCIENCE") and names the list does not hold stay as written. A run
 * spaced letter by letter is left whole.
 */
const CAPITAL_RUN = /(?<![\p{L}\p{N}.'’-])\p{Lu}+(?: \p{Lu}+)+(?![\p{L}\p{N}'’-])/gu;
/** How many pieces one word may have been cut into. */
const MOST_PIECES = 4;

export function hasSpacedCapitals(text: string): boolean {
  return new RegExp(CAPITAL_RUN.source, 'u').test(text);
}

export function joinSpacedCapitals(text: string, words: WordList): string {
  return text.replace(CAPITAL_RUN, (run) => {
    const pieces = run.split(' ');
    // "J O S E P H S . G U T S T A D T": capitals spaced letter by letter on purpose are closeLetterSpacing's (parse-header.ts).
    if (pieces.filter((piece) => piece.length === 1).length * 2 > pieces.length) return run;
    const isWord = (piece: string) => (piece.length === 1 ? /^[AI]$/.test(piece) : words.has(piece.toLowerCase()));
    const out: string[] = [];
    let at = 0;
    while (at < pieces.length) {
      let taken = 1;
      for (let end = Math.min(pieces.length, at + MOST_PIECES); end >= at + 2; end -= 1) {
        const slice = pieces.slice(at, end);
        const joined = slice.join('');
        if (joined.length >= 3 && slice.some((piece) => !isWord(piece)) && words.has(joined.toLowerCase())) {
          taken = end - at;
          break;
        }
      }
      out.push(pieces.slice(at, at + taken).join(''));
      at += taken;
    }
    return out.join(' ');
  });
}
