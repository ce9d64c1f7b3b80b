import type { Token } from './tokenize-reference';

/**
 * Session 42 (collected-23's "``Martingale Approach …,'' Theory of Prob. and its Apps, 26, 240--257."): the words between a
 * quoted title's closing quote and the journal the tagger found. The title ends at its quote, and a run of capitalised or
 * abbreviated words and joining words straight after it, ending where the journal starts, is the journal's head.
 */
const CLOSES_QUOTE = /(?:[”"»]|'')[.,;:]?$/u;
const JOINING = /^(?:of|and|its|the|for|in|on|&|de|der|und)$/;
const HEAD_WORD = /^(?:\p{Lu}[\p{L}'’-]*\.?|\p{Lu}\p{Ll}*\.)$/u;

export function journalHeadAfterQuotedTitle(tokens: Token[], labels: string[]): void {
  const start = labels.indexOf('journal');
  if (start < 2) return;
  let from = start;
  while (from > 0 && labels[from - 1] === 'other' && start - from < 6) from--;
  if (from === start || !CLOSES_QUOTE.test(tokens[from - 1]?.text ?? '') || labels[from - 1] !== 'title') return;
  const words = tokens.slice(from, start).map((token) => token.text);
  if (!HEAD_WORD.test(words[0] ?? '')) return;
  // The head runs into the journal: no comma or sentence end inside it, only abbreviation points.
  if (!words.every((word) => (HEAD_WORD.test(word) || JOINING.test(word)) && !/[,;:]$/.test(word))) return;
  for (let k = from; k < start; k++) labels[k] = 'journal';
}
