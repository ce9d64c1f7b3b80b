import type { Token } from './tokenize-reference';

/**
 * Session 37 (2026-12-03), from the nineteenth collected set's leftovers: "ORNL/CDIAC-74. Oak Ridge,Tenn.: Carbon Dioxide …" read
 * the place's first word into the journal before it, leaving "Ridge, Tenn". Capitalised, unpunctuated words between a full stop
 * and a place run that goes on to a publisher open that place.
 */
const CAPITALISED_WORD = /^\p{Lu}[\p{L}'’-]*$/u;
const TAKEN_FROM = ['journal', 'title', 'other'];

export function placeHeadAfterFullStop(tokens: Token[], labels: string[]): void {
  const start = labels.indexOf('location');
  if (start < 1) return;
  let from = start;
  while (from > 0 && start - from < 2 && TAKEN_FROM.includes(labels[from - 1] ?? '') && CAPITALISED_WORD.test(tokens[from - 1]?.text ?? '')) from--;
  if (from === start || !/\.$/.test(tokens[from - 1]?.text ?? '')) return;
  let end = start;
  while (labels[end + 1] === 'location') end++;
  // Only a place that closes with a colon before its publisher: "Oak Ridge, Tenn.: Carbon …".
  if (!/:$/.test(tokens[end]?.text ?? '') || labels[end + 1] !== 'publisher') return;
  for (let k = from; k < start; k++) labels[k] = 'location';
}
