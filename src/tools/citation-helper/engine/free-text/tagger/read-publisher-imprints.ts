import type { Token } from './tokenize-reference';

/**
 * "New York, NY: Springer New York, 1999", "Berlin, Heidelberg: Springer Berlin Heidelberg, 1979": a publisher's
 * imprint named after its city, as BibTeX exports print it. The tagger reads the city in the name as a second place;
 * when the words right after the publisher (no punctuation between) repeat the place already read before it, they
 * are the rest of the publisher's name.
 */

const bare = (text: string) => text.replace(/[,.;:]+$/, '').toLowerCase();

export function placeInPublisherName(tokens: Token[], labels: string[]): void {
  const publisher = labels.indexOf('publisher');
  if (publisher < 1) return;
  let end = publisher;
  while (labels[end + 1] === 'publisher') end++;
  if (/[,.;:]$/.test(tokens[end]?.text ?? '') || labels[end + 1] !== 'location') return;
  let placeEnd = end + 1;
  while (labels[placeEnd + 1] === 'location' && !/[,.;:]$/.test(tokens[placeEnd]?.text ?? '')) placeEnd++;
  const after = tokens.slice(end + 1, placeEnd + 1).map((token) => bare(token.text));
  // The place read before the publisher: the location the tagger found earlier.
  const before = tokens.filter((_, k) => k < publisher && labels[k] === 'location').map((token) => bare(token.text)).join(' ');
  if (!before || !before.includes(after.join(' '))) return;
  for (let k = end + 1; k <= placeEnd; k++) labels[k] = 'publisher';
}
