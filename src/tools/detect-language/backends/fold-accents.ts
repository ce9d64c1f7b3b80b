/**
 * tinyld strips accents from an n-gram with `normalize('NFD')` and then removes U+0300–U+036F. Done on
 * every n-gram of a non-ASCII word, that is most of its cost on such texts. Most characters fold on
 * their own into exactly one character: then the n-gram folds character by character, to the same
 * result. `foldUnit` says which, per UTF-16 unit, learnt from `normalize` itself on first use.
 *
 * Why character by character is exact for such characters: NFD decomposes each character, then
 * reorders runs of combining marks (non-zero combining class) by class. When each character's
 * decomposition, accents removed, is a single character of class 0, the only marks are the removed
 * accents; reordering them among themselves changes nothing once they are gone, and no class-0
 * character moves.
 */
const COMBINING_MARK = /[\u0300-\u036f]/g;
/** Two marks of known classes: 230 (U+0301) and 220 (U+0316). */
const ABOVE = '\u0301';
const BELOW = '\u0316';
const UNKNOWN = -2;
/** The unit does not fold on its own (a surrogate, a mark, several characters, a non-zero class). */
export const NO_FOLD = -1;

const folded = new Int32Array(0x10000).fill(UNKNOWN);

function foldAlone(unit: number): number {
  if (unit >= 0xd800 && unit <= 0xdfff) return NO_FOLD;
  const stripped = String.fromCharCode(unit).normalize('NFD').replace(COMBINING_MARK, '');
  if (stripped.length !== 1) return NO_FOLD;
  // A character of class c > 0 moves before U+0301 when c < 230, and after U+0316 when c > 220.
  if ((ABOVE + stripped).normalize('NFD') !== ABOVE + stripped) return NO_FOLD;
  if ((stripped + BELOW).normalize('NFD') !== stripped + BELOW) return NO_FOLD;
  return stripped.charCodeAt(0);
}

/** The unit `unit` becomes once accents are stripped, or NO_FOLD when it cannot be folded alone. */
export function foldUnit(unit: number): number {
  let value = folded[unit] as number;
  if (value === UNKNOWN) folded[unit] = value = foldAlone(unit);
  return value;
}
