import { lookUpLexicon } from './reference-lexicons';
import type { Token } from './tokenize-reference';

/**
 * Session 42, collected-22's "CRC Press. Boca Raton." and collected-24's "Regression Analysis: …, Duxbury, p. 511-6.": the
 * imprint's two halves. A publisher's name ends with its press word; a short capitalised sentence after "Press." is the place.
 * And a lone imprint word read as the place, with no publisher and not a place the lexicon knows, is the publisher.
 */
const PRESS_END = /^(?:Press|Publishers|Publishing|Books|Verlag|Inc|Ltd)\.$/;
const PLACE_WORD = /^\p{Lu}[\p{Ll}'’-]+[.,]?$/u;

export function placeSentenceAfterPress(tokens: Token[], labels: string[]): void {
  const start = labels.indexOf('publisher');
  if (start < 0 || labels.includes('location')) return;
  let end = start;
  while (labels[end + 1] === 'publisher') end++;
  const press = tokens.findIndex((token, k) => k >= start && k < end && PRESS_END.test(token.text));
  if (press < 0 || end - press > 3) return;
  const place = tokens.slice(press + 1, end + 1);
  if (!place.every((token) => PLACE_WORD.test(token.text)) || !/[.,]$/.test(tokens[end]?.text ?? '')) return;
  for (let k = press + 1; k <= end; k++) labels[k] = 'location';
}

export function loneImprintWordAsPublisher(tokens: Token[], labels: string[]): void {
  if (labels.includes('publisher')) return;
  const places = labels.flatMap((label, k) => (label === 'location' ? [k] : []));
  if (places.length !== 1) return;
  const at = places[0]!;
  const word = tokens[at]?.text ?? '';
  if (!/^\p{Lu}\p{Ll}{3,}[,.]$/u.test(word) || lookUpLexicon(word.slice(0, -1).toLowerCase()) === 'place') return;
  // A book's imprint closing the title, before its pages or the end.
  if (labels[at - 1] !== 'title' || (at + 1 < labels.length && labels[at + 1] !== 'pages')) return;
  if (labels.includes('journal') || labels.includes('container-title')) return;
  labels[at] = 'publisher';
}
