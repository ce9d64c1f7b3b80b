import type { ReadNames } from '../read-names';

/**
 * Session 45: "Smith J, Jones K, -, Lee M.", "Smith, J., ., & Lee, M.": a dash or a stray full stop in a name list was read as a
 * person with the family name "-" or ".". No name is made of punctuation alone, so such a piece is left out of the list, and
 * the list is marked so the author field is flagged: the names around the stray mark may be split wrong too.
 */
export function dropLetterlessNames(read: ReadNames): ReadNames {
  const names = read.names.filter((name) => /\p{L}/u.test(`${name.family ?? ''}${name.given ?? ''}${name.literal ?? ''}`));
  return names.length === read.names.length ? read : { ...read, names, dropped: true };
}
