import type { Token } from './tokenize-reference';

/**
 * Words a style prints at a title's edge that are not the title's:
 * - "PhD thesis, "A limited memory Broyden method…"": a thesis's kind right before its quoted title is the genre;
 * - "Opinosis: a graph-based approach… [online]. In : Proceedings…", "Title [Internet]. Journal": ISO 690 and
 *   Vancouver mark an online work after its title; the marker is the style's, not the title's last word.
 */

const DEGREE = /^(?:ph\.?\s?d\.?|doctoral|master'?s|masters|msc|m\.sc\.|bachelor'?s|diploma|habilitation)$/i;
const THESIS = /^(?:thesis|dissertation)[,.:]?$/i;
const OPENS_QUOTE = /^(?:[“"«]|``)/;
const ONLINE_MARKER = /^\[(?:online|internet|en\s?ligne)\][.,:;]?$/i;

/** "PhD thesis, "Title"": the kind of thesis before a quotation the tagger read as the title's first words is the genre. */
export function genreBeforeQuotedTitle(tokens: Token[], labels: string[]): void {
  const start = labels.indexOf('title');
  if (start < 0) return;
  let k = start;
  if (DEGREE.test(tokens[k]?.text ?? '')) k++;
  if (!THESIS.test(tokens[k]?.text ?? '') || !/[,.:]$/.test(tokens[k]?.text ?? '') || labels[k] !== 'title') return;
  if (!OPENS_QUOTE.test(tokens[k + 1]?.text ?? '') || labels[k + 1] !== 'title') return;
  for (let j = start; j <= k; j++) labels[j] = 'genre';
}

/** "… opinions [online]. In : …": an online marker ending the title is the style's. */
export function onlineMarkerAfterTitle(tokens: Token[], labels: string[]): void {
  const start = labels.indexOf('title');
  if (start < 0) return;
  let end = start;
  while (end + 1 < labels.length && labels[end + 1] === 'title') end++;
  if (end > start && ONLINE_MARKER.test(tokens[end]?.text ?? '')) labels[end] = 'other';
}
