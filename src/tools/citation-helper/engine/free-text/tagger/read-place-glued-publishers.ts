import type { Token } from './tokenize-reference';

/**
 * Session 42 (collected-24's "…, Historical Statistics of the United States, Cambridge U. Pr.", collected-12's "Tech. Rep.
 * LA-7677-MS, Los Alamos Scientific Laboratory.", collected-17's "Royal Netherlands Academy of Sciences"): a place the tagger
 * split off a publisher's name with no punctuation between them. A place is closed by a comma, colon or full stop before the
 * publisher ("Cambridge: CUP", "Cambridge, CUP"); glued to it, it is the start of the publisher's name, as in "Cambridge
 * University Press" or "Los Alamos Scientific Laboratory".
 */
export function placeGluedToPublisher(tokens: Token[], labels: string[]): void {
  const start = labels.indexOf('location');
  if (start < 0) return;
  let end = start;
  while (labels[end + 1] === 'location') end++;
  if (labels[end + 1] !== 'publisher' || /[,.;:)]$/.test(tokens[end]?.text ?? '')) return;
  // One or two capitalised words with no punctuation, opening a segment of their own (after a comma or full stop).
  if (end - start > 1 || !tokens.slice(start, end + 1).every((token) => /^\p{Lu}\p{Ll}+$/u.test(token.text))) return;
  if (start > 0 && !/[,.]$/.test(tokens[start - 1]?.text ?? '')) return;
  if (!/^\p{Lu}/u.test(tokens[end + 1]?.text ?? '')) return;
  // Another place after the publisher would make this one a place after all.
  if (labels.slice(end + 1).includes('location')) return;
  for (let k = start; k <= end; k++) labels[k] = 'publisher';
}
