import { lookUpLexicon } from './reference-lexicons';
import type { Token } from './tokenize-reference';

/**
 * "Fast Global Alignment Kernels. Marco Cuturi. ICML 2011.", "Kernel k-means, … Cuts. Inderjit S. Dhillon, …,
 * Brian Kulis. KDD 2004.": machine-learning bibliographies name a conference by its acronym alone, right before its
 * year at the reference's end. The tagger, which has seen few of them, reads the acronym as a publisher. With no
 * container found, an acronym (not a publisher's name) between the names or the title and a closing year is the
 * container; so is a bracketed one ("(AAAI), 2014.").
 */

const ACRONYM = /^\(?\p{Lu}[\p{Lu}\d]{1,7}(?:['’]\d\d)?\)?[.,]?$/u;
const YEAR = /^\(?(?:1[5-9]|20)\d\d[a-z]?\)?[.,;]?$/;
/** Publishers printed as acronyms, which the lexicon does not hold (it holds names as words). */
const PUBLISHER_ACRONYM = /^(?:IEEE|ACM|AMS|AIP|APS|IOP|SIAM|MIT|CRC|OUP|CUP|RSC|ACS|SPIE|IAU|ESA|NASA|USGS|NIST|CERN|OECD|WHO|UN|UNESCO)$/;

export function venueAcronymBeforeYear(tokens: Token[], labels: string[]): void {
  if (labels.includes('journal') || labels.includes('container-title')) return;
  const year = tokens.length - 1;
  const at = year - 1;
  if (at < 1 || !YEAR.test(tokens[year]?.text ?? '') || labels[year] !== 'date') return;
  const text = tokens[at]?.text ?? '';
  const bare = text.replace(/[.,]$/, '').replace(/^\((.*)\)$/, '$1').replace(/['’]\d\d$/, '');
  if (!ACRONYM.test(text) || PUBLISHER_ACRONYM.test(bare) || lookUpLexicon(bare.toLowerCase()) !== undefined) return;
  if (!['publisher', 'other', 'location', 'genre'].includes(labels[at] ?? '')) return;
  // Right after the names or the title, each closed by its full stop or comma, or after the title's link ("Title <https://…>.
  // NIPS 2005.", "Title. <https://…>. (AAAI), 2014.", session 38).
  if (!['author', 'title', 'url'].includes(labels[at - 1] ?? '') || !/[.,]$/.test(tokens[at - 1]?.text ?? '')) return;
  if (!labels.includes('title')) return;
  labels[at] = 'container-title';
}
