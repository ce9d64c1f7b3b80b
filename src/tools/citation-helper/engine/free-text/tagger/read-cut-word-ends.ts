import type { Token } from './tokenize-reference';

/**
 * Session 36 (2026-12-02), from the nineteenth collected set (dev): two fields the tagger cut inside a name, where the
 * name's own grammar says it goes on. Neither cut was flagged: the tagger was sure of every token.
 */

/** A word a name never ends on: it joins what follows ("University of | Illinois"). */
const JOINING_WORD = /^(?:of|at|for|and|&|the|de|du|des|der|für|und)$/;
/** Labels a publisher's run-on words may have been given: not numbers, dates or links. */
const RUN_ON_LABELS = new Set(['title', 'other', 'location', 'container-title', 'journal', 'publisher']);

/**
 * "Ph.D. dissertation, University of Illinois at Urbana-Champaign, pp. 78-118": a publisher read up to "of" with the rest
 * of the body's name given to another field. The words after it, capitalised or joining ones, up to the first that
 * closes with a comma, full stop or semicolon, are the publisher's.
 */
export function publisherRunOnAfterJoiningWord(tokens: Token[], labels: string[]): void {
  const start = labels.indexOf('publisher');
  if (start < 0) return;
  let end = start;
  while (labels[end + 1] === 'publisher') end++;
  if (!JOINING_WORD.test(tokens[end]?.text ?? '')) return;
  const taken: number[] = [];
  for (let k = end + 1; k < tokens.length && taken.length < 6; k++) {
    const text = tokens[k]?.text ?? '';
    if (!RUN_ON_LABELS.has(labels[k] ?? '')) return;
    if (!/^\p{Lu}/u.test(text) && !JOINING_WORD.test(text)) return;
    taken.push(k);
    if (/[,.;:]$/.test(text)) break;
  }
  // The name must end on a word of its own, not on another joining word.
  const last = tokens[taken[taken.length - 1] ?? -1]?.text ?? '';
  if (!taken.length || JOINING_WORD.test(last.replace(/[,.;:]$/, ''))) return;
  for (const k of taken) labels[k] = 'publisher';
}

/** A word cut at a hyphen that a conjunction completes ("Roh- und Werkstoff", "pre- and post-war"). */
const HYPHEN_CUT = /\p{L}-$/u;
const CONJUNCTION = /^(?:und|and|or|oder|et|ou|y|e|bzw\.)$/;
const CONTAINER = new Set(['journal', 'container-title']);

/**
 * "Title. Holz als Roh- | und Werkstoff 6, 263": a journal whose name holds a word cut at a hyphen, read into the title up to
 * the cut. The title's last sentence, from the cut word back to the full stop before it, is the journal's head.
 */
export function containerHeadAfterHyphenCut(tokens: Token[], labels: string[]): void {
  const cut = labels.findIndex((label, k) => label === 'title' && HYPHEN_CUT.test(tokens[k]?.text ?? '') && CONTAINER.has(labels[k + 1] ?? '') && CONJUNCTION.test(tokens[k + 1]?.text ?? ''));
  if (cut < 0) return;
  let head = cut;
  while (head - 1 >= 0 && labels[head - 1] === 'title' && !/[.?!]$/.test(tokens[head - 1]?.text ?? '')) head--;
  // The title keeps a sentence of its own before the journal's head.
  if (head - 1 < 0 || labels[head - 1] !== 'title' || head === cut + 1) return;
  for (let k = head; k <= cut; k++) labels[k] = labels[cut + 1] ?? 'journal';
}
