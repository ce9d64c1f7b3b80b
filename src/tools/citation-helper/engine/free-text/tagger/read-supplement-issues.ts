import type { Token } from './tokenize-reference';

/**
 * Session 38 (2026-12-03), the session 36 leftover "Cressie, N, Read, TRC (1985), Do sudden infant deaths come in clusters?
 * Statistics and Decisions, Supplement Issue 2, 333--349": the supplement's cue left as a note, and the journal read into the
 * title after its question mark.
 */

const SUPPLEMENT = /^(?:Suppl|Supplement|Supplementary)\.?$/;
const NAME_WORD = /^(?:\p{Lu}[\p{L}'’&.-]*|of|and|the|for|in|on|&)[,]?$/u;
const NUMBERS = ['volume', 'issue', 'pages'];

/** "Supplement Issue 2,": a supplement's cue right before the issue is part of it. */
export function supplementCueOpensIssue(tokens: Token[], labels: string[]): void {
  for (let k = 0; k + 1 < tokens.length; k++) {
    if (SUPPLEMENT.test(tokens[k]?.text ?? '') && ['note', 'other', 'journal'].includes(labels[k] ?? '') && labels[k + 1] === 'issue') labels[k] = 'issue';
  }
}

/**
 * "… come in clusters? Statistics and Decisions, Supplement Issue 2": with no journal read, a title's last words after its
 * question mark or exclamation, capitalised and closed by a comma right before the numbers, are the journal.
 */
export function journalAfterTitleQuestion(tokens: Token[], labels: string[]): void {
  if (labels.includes('journal') || labels.includes('container-title')) return;
  const last = labels.lastIndexOf('title');
  if (last < 1 || !NUMBERS.includes(labels[last + 1] ?? '') || !/,$/.test(tokens[last]?.text ?? '')) return;
  let start = last;
  while (start > 0 && labels[start - 1] === 'title' && !/[?!]$/.test(tokens[start - 1]?.text ?? '') && last - start < 6) start--;
  if (!/[?!]$/.test(tokens[start - 1]?.text ?? '') || labels[start - 1] !== 'title') return;
  const run = Array.from({ length: last - start + 1 }, (_, j) => start + j);
  if (!/^\p{Lu}/u.test(tokens[start]?.text ?? '') || !run.every((k) => NAME_WORD.test(tokens[k]?.text ?? '')) || run.slice(0, -1).some((k) => /,$/.test(tokens[k]?.text ?? ''))) return;
  for (const k of run) labels[k] = 'journal';
}
