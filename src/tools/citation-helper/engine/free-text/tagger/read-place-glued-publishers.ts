import type { Token } from './tokenize-reference';

/**
 * Session 42 (collected-24's "…, Historical Statistics of the United States, Cambridge U. Pr."): a place the tagger split off
 * a publisher's name with no punctuation between them. "Cambridge | U. Pr." — a place is closed by a comma, colon or full
 * stop before the publisher ("Cambridge: CUP", "Cambridge, CUP"); glued to it, it is the publisher's first word, as in
 * "Cambridge University Press" or "Oxford U. Press".
 */
export function placeGluedToPublisher(tokens: Token[], labels: string[]): void {
  const start = labels.indexOf('location');
  if (start < 0) return;
  let end = start;
  while (labels[end + 1] === 'location') end++;
  if (labels[end + 1] !== 'publisher' || /[,.;:)]$/.test(tokens[end]?.text ?? '')) return;
  // Only a one-word place ("Cambridge"), whose publisher opens with a university or press word.
  if (end !== start || !/^\p{Lu}\p{Ll}+$/u.test(tokens[start]?.text ?? '')) return;
  if (!/^(?:U\.|Univ\.?|University|Universit\p{L}*|Press|Pr\.|UP)[,.]?$/u.test(tokens[end + 1]?.text ?? '')) return;
  // Another place after the publisher would make this one a place after all.
  if (labels.slice(end + 1).includes('location')) return;
  labels[start] = 'publisher';
}
