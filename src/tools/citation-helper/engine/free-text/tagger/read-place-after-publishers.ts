import type { Token } from './tokenize-reference';

/**
 * Session 32 (2026-12-02), from the fifteenth collected set's misses: "…, Conference Abstracts, Hamburg University, Hamburg, pp. 218-21."
 * — a publisher named after its town ("Hamburg University"), the town printed again after it as the place: the tagger read the
 * first word as a place too. A place's word run into a publisher word ("University", "Press"…) with no punctuation between,
 * and a place after the publisher, is the publisher's first word (`placeWordOpeningPublisher` covers a place before it).
 */
const PUBLISHER_WORD = /^(?:University|Press|Publishers?|Publishing|Verlag|Books)[.,;]?$/;

export function placeWordBeforePublisherAndPlace(tokens: Token[], labels: string[]): void {
  for (let k = 1; k < tokens.length; k++) {
    if (labels[k] !== 'publisher' || labels[k - 1] !== 'location' || !PUBLISHER_WORD.test(tokens[k]?.text ?? '')) continue;
    if (/[,.;:]$/.test(tokens[k - 1]?.text ?? '') || labels[k - 2] === 'location') continue;
    let end = k;
    while (labels[end + 1] === 'publisher') end++;
    if (!/,$/.test(tokens[end]?.text ?? '') || labels[end + 1] !== 'location') continue;
    labels[k - 1] = 'publisher';
  }
}
