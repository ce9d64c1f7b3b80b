import type { Token } from './tokenize-reference';

/**
 * Session 34 (2026-12-02), from the seventeenth collected set's misses: "BMJ (Clinical research ed.), 343, 1" — a journal's
 * bracketed part read up to its last word, and "ed.)," (shaped like an editor's or edition's cue) left out. A container
 * whose bracket is opened and not closed runs on to the token that closes it, one or two tokens on, with no field's
 * number between.
 */
const CONTAINER = new Set(['journal', 'container-title']);

export function containerBracketClosed(tokens: Token[], labels: string[]): void {
  const start = labels.findIndex((label) => CONTAINER.has(label));
  if (start < 0) return;
  const label = labels[start] ?? 'container-title';
  let end = start;
  while (labels[end + 1] === label) end++;
  const text = tokens.slice(start, end + 1).map((token) => token.text).join(' ');
  const open = (text.match(/\(/g)?.length ?? 0) - (text.match(/\)/g)?.length ?? 0);
  if (open !== 1) return;
  for (let k = end + 1; k <= end + 2 && k < tokens.length; k++) {
    const word = tokens[k]?.text ?? '';
    if (/\d/.test(word) || !/^[\p{L}.]+\)?[.,;:]?$/u.test(word)) return;
    if (word.includes(')')) {
      for (let j = end + 1; j <= k; j++) labels[j] = label;
      return;
    }
  }
}
