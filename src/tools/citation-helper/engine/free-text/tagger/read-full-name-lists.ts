import { looksLikeName } from './read-title-bylines';
import type { Token } from './tokenize-reference';

/**
 * Session 31 (2026-12-02), from the fourteenth collected set's misses: lists of full names ("Ada Lind, Tomas Berg, Ida Moss,
 * Title…") whose last name the tagger read as the title's first words, and a volume's issue read as more volume
 * ("J. Phys. Chem. B 102, 18, 3586 (1998)", "Psychological Review, 111 2, 333–367").
 */

/** One full name as such lists print it: a given name and a family name (a middle name allowed), capitalised. */
const NAME_PART = /^\p{Lu}[\p{Ll}'’-]+[,.]?$/u;

/** The full names labelled as authors before `end`, each closed by a comma, from the reference's first word; their count, or 0. */
export function fullNamesBefore(tokens: Token[], labels: string[], start: number, end: number): number {
  let names = 0;
  let from = start;
  for (let k = start; k < end; k++) {
    if (labels[k] !== 'author' || !NAME_PART.test(tokens[k]?.text ?? '')) return 0;
    if (/,$/.test(tokens[k]?.text ?? '')) {
      if (k - from + 1 < 2 || k - from + 1 > 3 || !looksLikeName(tokens.slice(from, k + 1))) return 0;
      names++;
      from = k + 1;
    }
  }
  return from === end ? names : 0;
}

/**
 * "Ada Lind, Tomas Berg, Ida Moss, Jon Holm, tidal: a fast tide table builder, …", "Ada Lind, Tomas Berg. A Title. In …": names
 * as given name and family name, each closed by a comma, open the reference; the tagger ended the authors a name early and read
 * the last one as the title's opening. A name-shaped opening of two or three words closed by a comma or full stop, with more
 * title after it, is the last author's — when two names came before it, or it closes the list with a full stop.
 */
export function lastFullNameReadAsTitle(tokens: Token[], labels: string[]): void {
  const start = labels.findIndex((label) => label !== 'citation-number');
  const titleStart = labels.indexOf('title');
  if (start < 0 || titleStart <= start || labels[start] !== 'author') return;
  if (labels.slice(titleStart).includes('author')) return;
  const names = fullNamesBefore(tokens, labels, start, titleStart);
  if (!names) return;
  let end = titleStart;
  while (end < tokens.length && end - titleStart < 3 && !/[,.]$/.test(tokens[end]?.text ?? '')) end++;
  if (end >= tokens.length || labels[end + 1] !== 'title') return;
  end++;
  const candidate = tokens.slice(titleStart, end);
  const closesList = /\.$/.test(candidate[candidate.length - 1]?.text ?? '');
  if (candidate.length < 2 || !candidate.every((token) => NAME_PART.test(token.text)) || !looksLikeName(candidate, closesList)) return;
  if (names < 2 && !closesList) return;
  for (let k = titleStart; k < end; k++) labels[k] = 'author';
}

/**
 * "J. Phys. Chem. B 102, 18, 3586 (1998)", "Psychological Review, 111 2, 333–367": two bare numbers read as the volume, right
 * before the pages, with no issue found: the second is the issue.
 */
export function issueReadAsVolume(tokens: Token[], labels: string[]): void {
  if (labels.includes('issue')) return;
  const at = labels.findIndex((label, k) => label === 'volume' && labels[k + 1] === 'volume' && labels[k + 2] === 'pages');
  if (at < 0 || labels[at - 1] === 'volume') return;
  if (!/^\d{1,4},?$/.test(tokens[at]?.text ?? '') || !/^\d{1,3},?$/.test(tokens[at + 1]?.text ?? '')) return;
  labels[at + 1] = 'issue';
}
