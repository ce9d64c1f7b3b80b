import type { Token } from './tokenize-reference';

/**
 * Session 34 (2026-12-02), from the seventeenth collected set's misses: "Title. To appear in Journal of …", "Title To appear in
 * Book Name; Proceedings of …", "Title. Forthcoming in …": a work not yet out names where it will appear with the style's
 * words for it. The tagger read those words, and the container after them, as the title's tail. The cue is the style's; what
 * follows it, to the title's end, is the container (joined to a container the tagger found right after).
 */
const CUE = [
  ['to', 'appear', 'in'],
  ['forthcoming', 'in'],
  ['accepted', 'for', 'publication', 'in'],
  ['accepted', 'in'],
] as const;
const CONTAINER = new Set(['journal', 'container-title']);

const bare = (token: Token | undefined) => (token?.text ?? '').toLowerCase().replace(/[.,;:]+$/, '');

/** The length of the cue opening at `at`, or 0; no word of a cue but its last may close a phrase ("appear, in" is no cue). */
function cueLength(tokens: Token[], at: number): number {
  for (const cue of CUE) {
    const matches = cue.every((word, n) => bare(tokens[at + n]) === word && (n === cue.length - 1 ? /^\p{L}+:?$/u : /^\p{L}+$/u).test(tokens[at + n]?.text ?? ''));
    if (matches) return cue.length;
  }
  return 0;
}

export function forthcomingContainerInTitle(tokens: Token[], labels: string[]): void {
  const start = labels.indexOf('title');
  if (start < 0) return;
  let end = start;
  while (labels[end + 1] === 'title') end++;
  // The title keeps two words at least; the container one.
  for (let at = start + 2; at < end; at++) {
    const count = cueLength(tokens, at);
    // "… come to appear in Winter": the cue opens a sentence of its own, capitalised or after a full stop.
    if (!count || !(/^\p{Lu}/u.test(tokens[at]?.text ?? '') || /\.$/.test(tokens[at - 1]?.text ?? ''))) continue;
    if (at + count > end || !/^\p{Lu}/u.test(tokens[at + count]?.text ?? '')) return;
    const after = labels[end + 1] ?? '';
    const label = CONTAINER.has(after) ? after : 'container-title';
    for (let k = at; k < at + count; k++) labels[k] = 'other';
    for (let k = at + count; k <= end; k++) labels[k] = label;
    return;
  }
}
