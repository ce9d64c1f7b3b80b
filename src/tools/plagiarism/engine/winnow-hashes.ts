import { WINNOW_WINDOW } from './hash-kgrams';

export interface Fingerprint {
  hash: number;
  /** Index of the k-gram (= its first word) in the text. */
  position: number;
}

/**
 * Winnowing (Schleimer, Wilkerson & Aiken 2003): the minimum hash of every window of `window`
 * consecutive k-grams, rightmost on ties, each recorded once. Two texts sharing a run of
 * window + k - 1 words are guaranteed a common fingerprint, while only about 2/(window+1) of the
 * k-grams are stored. Texts with fewer k-grams than a window keep their minimum.
 */
export function winnowHashes(hashes: readonly number[], window = WINNOW_WINDOW): Fingerprint[] {
  if (hashes.length === 0) return [];
  const fingerprints: Fingerprint[] = [];
  const span = Math.min(window, hashes.length);
  let lastPosition = -1;
  for (let start = 0; start + span <= hashes.length; start += 1) {
    let best = start;
    for (let index = start + 1; index < start + span; index += 1) {
      if (hashes[index]! <= hashes[best]!) best = index;
    }
    if (best !== lastPosition) {
      fingerprints.push({ hash: hashes[best]!, position: best });
      lastPosition = best;
    }
  }
  return fingerprints;
}
