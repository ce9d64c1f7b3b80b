import type { Token } from './tokenize-reference';

/**
 * Session 32 (2026-12-02), from the fifteenth collected set's misses: containers the tagger cut short — a conference's acronym in
 * brackets after its name ("Advances in Neural Information Processing Systems (NIPS), 521–528", read as the volume), a quoted
 * journal ("\"Journal of the Association for …\", 65(1)") cut where the tagger's confidence fell, and a name ending on or before
 * a function word ("Information and Inference: A Journal of | the IMA.", "Digital Scholarship | in the Humanities, 32").
 */

const CLOSED = /[.,;:!?"”’)\]]$/u;
/** "(NIPS)", "(ICDM),", "(CIMED2005).": two capitals or more in brackets, one word. */
const BRACKETED_ACRONYM = /^\((?=[^)]*\p{Lu}[^)]*\p{Lu})[\p{L}\d&'-]{2,16}\)[.,:;]?$/u;
const OPENS_QUOTE = /^[“"«]/u;
const CLOSES_QUOTE = /[”"»][.,;:]?$/u;
const FUNCTION_WORD = /^(?:of|the|and|for|in|on|de|des|du|der|für|und|&)$/;
/** Labels a container's lost words never carry: what the tagger read them as was a guess, but not these. */
const HARD = new Set(['url', 'doi', 'date', 'volume', 'issue', 'pages', 'citation-number', 'author']);

export function containerCutShort(tokens: Token[], labels: string[]): void {
  const kind = labels.includes('journal') ? 'journal' : labels.includes('container-title') ? 'container-title' : undefined;
  if (!kind) return;
  const start = labels.indexOf(kind);
  let end = start;
  while (labels[end + 1] === kind) end++;
  const text = (k: number) => tokens[k]?.text ?? '';
  // A quoted container runs to its closing quote.
  if (OPENS_QUOTE.test(text(start)) && !CLOSES_QUOTE.test(text(end))) {
    for (let k = end + 1; k < tokens.length && k - start < 20; k++) {
      if (HARD.has(labels[k] ?? '') && labels[k] !== 'volume') return;
      if (/^\d/.test(text(k))) return;
      if (CLOSES_QUOTE.test(text(k))) {
        for (let j = end + 1; j <= k; j++) labels[j] = kind;
        return;
      }
    }
    return;
  }
  if (CLOSED.test(text(end))) return;
  const next = end + 1;
  if (next >= tokens.length || HARD.has(labels[next] ?? '') && labels[next] !== 'volume' && labels[next] !== 'date') return;
  // "… Processing Systems (NIPS), 521–528".
  if (BRACKETED_ACRONYM.test(text(next))) {
    labels[next] = kind;
    return;
  }
  // "A Journal of | the IMA.", "Digital Scholarship | in the Humanities,": the name runs on to the next comma or full stop.
  if (!FUNCTION_WORD.test(text(end)) && !FUNCTION_WORD.test(text(next))) return;
  for (let k = next; k < tokens.length && k - next < 5; k++) {
    if (HARD.has(labels[k] ?? '')) return;
    const word = text(k).replace(/[.,;:]$/, '');
    if (!FUNCTION_WORD.test(word) && !/^\p{Lu}[\p{L}'’-]*$/u.test(word)) return;
    if (/[.,;:]$/.test(text(k))) {
      if (FUNCTION_WORD.test(word)) return;
      for (let j = next; j <= k; j++) labels[j] = kind;
      return;
    }
  }
}
