import type { Token } from './tokenize-reference';

/**
 * Session 32 (2026-12-02), from the fifteenth collected set's misses: "… for Two North Sea Data Sets. Geophysics 61", "… Bringing
 * Order into Texts In Proceedings of EMNLP", "… Participation in SemEval-2. Proceedings of SemEval": the tagger ended the title a
 * word or two early and opened the container with its last words. A title that stops with no punctuation right before the
 * container has lost its end: the container's words up to a full stop (when a full container word follows, not another
 * abbreviation as in "Phys. Rev.") or up to the container's "In" are the title's.
 */

/** A token that closes a field: punctuation at its end. */
const CLOSED = /[.,;:!?"”’)\]]$/u;
/** A word of three or more letters or digits closed by a full stop ("Sets.", "SemEval-2."), not an initial. */
const WORD_FULL_STOP = /^(?=[^.]*[\p{Ll}\d])[\p{L}\d'’-]{3,}\.$/u;
/** An abbreviated word ("Phys.", "J.", "Natl."): the container's words are abbreviations, so the full stop ends none. */
const ABBREVIATED = /^\p{Lu}\p{Ll}{0,5}\.$/u;
const CONTAINER = new Set(['journal', 'container-title']);
/** At most this many container tokens go back to the title. */
const LIMIT = 3;

export function titleTailReadAsContainer(tokens: Token[], labels: string[]): void {
  const start = labels.indexOf('title');
  if (start < 0) return;
  let titleEnd = start;
  while (labels[titleEnd + 1] === 'title') titleEnd++;
  const from = titleEnd + 1;
  const kind = labels[from] ?? '';
  if (titleEnd === start || CLOSED.test(tokens[titleEnd]?.text ?? '') || !CONTAINER.has(kind)) return;
  let end = from;
  while (labels[end + 1] === kind) end++;
  for (let k = from; k < end && k - from < LIMIT; k++) {
    const text = tokens[k]?.text ?? '';
    const next = tokens[k + 1]?.text ?? '';
    // "Texts In Proceedings of …": the container opens at its "In".
    if (k > from && /^In:?$/.test(text) && /^\p{Lu}/u.test(next)) {
      for (let j = from; j < k; j++) labels[j] = 'title';
      labels[k] = 'other';
      return;
    }
    if (/[.]$/.test(text)) {
      if (!WORD_FULL_STOP.test(text) || !/^\p{Lu}/u.test(next) || ABBREVIATED.test(next)) return;
      for (let j = from; j <= k; j++) labels[j] = 'title';
      return;
    }
    if (CLOSED.test(text)) return;
  }
}
