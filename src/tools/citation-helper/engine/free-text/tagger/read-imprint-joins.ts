import { isKnownJournalName } from '../../format/journal-abbreviations/abbreviate-journals';
import type { Token } from './tokenize-reference';

/**
 * Session 44, from collected-26's misses: a thesis's kind in Spanish or French, a name cut at a spaced dash, a year left in a
 * bracketed genre, a body's name read as a container, and a journal whose first words the tagger left in the title.
 */

/** "(Tesis doctoral,", "(Trabajo de Fin de Máster,", "Thèse de doctorat,", "Mémoire de master,", "Tesi di laurea,". */
const THESIS_KINDS: readonly RegExp[][] = [
  [/^\(?tesis$/i, /^(?:doctoral|de)[,.]?$/i],
  [/^\(?trabajo$/i, /^de$/i, /^fin$/i, /^de$/i, /^(?:máster|master|grado)[,.]?$/i],
  [/^\(?th[èe]se$/i, /^de$/i],
  [/^\(?m[ée]moire$/i, /^de$/i],
  [/^\(?tesi$/i, /^di$/i],
  [/^\(?disserta[çc][ãa]o$/i, /^de$/i],
];

/**
 * "(Tesis doctoral, University of Nebraska - Lincoln, 2017b)", "(Trabajo de Fin de Máster, Universidad Nacional de Educación a
 * Distancia, 2022)": the kind, up to its comma, is the genre, and the names after it up to the one closed by a comma before the
 * year are the publisher (the tagger ran the kind into the publisher, or the publisher into a place).
 */
export function thesisKindInOtherLanguages(tokens: Token[], labels: string[]): void {
  for (let at = 0; at < tokens.length; at++) {
    const kind = THESIS_KINDS.find((words) => words.every((word, j) => word.test(tokens[at + j]?.text ?? '')));
    if (!kind) continue;
    let end = at + kind.length - 1;
    while (end < tokens.length && end - at < 6 && !/,$/.test(tokens[end]?.text ?? '')) end++;
    if (!/,$/.test(tokens[end]?.text ?? '')) return;
    let last = end + 1;
    while (last < tokens.length && last - end <= 10 && !/,$/.test(tokens[last]?.text ?? '')) last++;
    if (last - end > 10 || labels[last + 1] !== 'date' || !/^\p{Lu}/u.test(tokens[end + 1]?.text ?? '')) return;
    if (!labels.slice(at, last + 1).every((label) => ['genre', 'publisher', 'location', 'other', 'note'].includes(label))) return;
    for (let k = at; k <= end; k++) labels[k] = 'genre';
    for (let k = end + 1; k <= last; k++) labels[k] = 'publisher';
    return;
  }
}

/** "University of Nebraska - | Lincoln,": a publisher's name cut at its spaced dash, the rest read as the place. */
export function publisherCutAtDash(tokens: Token[], labels: string[]): void {
  const start = labels.indexOf('publisher');
  if (start < 0) return;
  let end = start;
  while (labels[end + 1] === 'publisher') end++;
  if (!/^[-–]$/.test(tokens[end]?.text ?? '') || labels[end + 1] !== 'location' || !/^\p{Lu}\p{Ll}+,$/u.test(tokens[end + 1]?.text ?? '')) return;
  labels[end + 1] = 'publisher';
}

/** "(PhD thesis), 2002, Australian National University.": a year after the bracket that closes the genre is the date. */
export function yearAfterBracketedGenre(tokens: Token[], labels: string[]): void {
  for (let k = 1; k < tokens.length; k++) {
    if (labels[k] !== 'genre' || labels[k - 1] !== 'genre' || !/\)[,.]?$/.test(tokens[k - 1]?.text ?? '') || !/^(?:1[5-9]|20)\d{2}[a-z]?[,.]?$/.test(tokens[k]?.text ?? '')) continue;
    if (labels.includes('date')) return;
    labels[k] = 'date';
    return;
  }
}

const BODY_WORD = /^(?:Foundation|Institute|Institution|Society|Association|University|Council|Agency|Laboratory|Organi[sz]ation|Academy|Centre|Center)$/;
const MEETING_WORD = /^(?:meeting|conference|symposium|congress|workshop|proceedings|colloquium|convention)[.,]?$/i;
const isBody = (tokens: Token[], from: number, to: number) => tokens.slice(from, to + 1).some((token) => BODY_WORD.test(token.text.replace(/[.,;:]$/, '')));

/**
 * "R Foundation for Statistical Computing, Vienna, Austria.": a body's name with its place after it, read as a container, in a
 * reference with no volume, issue or pages and no "In" before it, is the publisher.
 */
export function bodyContainerBeforePlace(tokens: Token[], labels: string[]): void {
  if (labels.includes('journal') || labels.includes('publisher') || labels.some((label) => label === 'volume' || label === 'issue' || label === 'pages')) return;
  const start = labels.indexOf('container-title');
  if (start < 1) return;
  let end = start;
  while (labels[end + 1] === 'container-title') end++;
  if (labels.slice(end + 1).includes('container-title') || labels[end + 1] !== 'location' || !/,$/.test(tokens[end]?.text ?? '')) return;
  if (/^in:?$/i.test(tokens[start]?.text ?? '') || /^(?:in:?|at)$/i.test(tokens[start - 1]?.text ?? '') || !/^\p{Lu}/u.test(tokens[start]?.text ?? '') || !isBody(tokens, start, end)) return;
  // "Annual Meeting of the Psychometric Society, Iowa City": a meeting's name and place, not a publisher's.
  if (tokens.slice(start, end + 1).some((token) => MEETING_WORD.test(token.text))) return;
  for (let k = start; k <= end; k++) labels[k] = 'publisher';
}

/**
 * "In Document recognition and retrieval XV, (2008): 6815-6850. International Society for Optics and Photonics.": a body named
 * after the pages, read as a second container, is the publisher (only the first container is read).
 */
export function bodyAfterPagesAsPublisher(tokens: Token[], labels: string[]): void {
  if (labels.includes('publisher')) return;
  const pages = labels.lastIndexOf('pages');
  const start = labels.findIndex((label, k) => k > pages && label === 'container-title');
  if (pages < 0 || start < 0 || labels[start - 1] !== 'pages' || !labels.slice(0, pages).includes('container-title')) return;
  let end = start;
  while (labels[end + 1] === 'container-title') end++;
  if (labels.slice(end + 1).some((label) => !['other', 'url', 'doi', 'date'].includes(label)) || !isBody(tokens, start, end)) return;
  for (let k = start; k <= end; k++) labels[k] = 'publisher';
}

/** A full stop after a word of three or more lower-case letters: a sentence ends there. */
const SENTENCE_END = /\p{Ll}{3,}[.?!]["”’]?$/u;

/**
 * A journal whose first words were read as the title's last: "… lotteries. Canadian Public Policy - | Analyse de Politiques 8"
 * (the words after the title's last sentence end, closed by a spaced dash) and "… rock-art. Records of the Australian | Museum,
 * Supplement 29:" (words that, with the journal's words up to its comma, name a known journal; what follows that comma before
 * the volume is the volume's).
 */
export function journalHeadLeftInTitle(tokens: Token[], labels: string[]): void {
  const journal = labels.indexOf('journal');
  if (journal < 2 || labels[journal - 1] !== 'title') return;
  let cut = -1;
  for (let k = journal - 1; k >= 0 && labels[k] === 'title'; k--) {
    if (SENTENCE_END.test(tokens[k]?.text ?? '')) {
      cut = k;
      break;
    }
  }
  if (cut < 0 || journal - cut > 7 || !/^\p{Lu}/u.test(tokens[cut + 1]?.text ?? '')) return;
  if (/^[-–]$/.test(tokens[journal - 1]?.text ?? '') && journal - cut > 2) {
    for (let k = cut + 1; k < journal; k++) labels[k] = 'journal';
    return;
  }
  let comma = journal;
  while (labels[comma] === 'journal' && !/,$/.test(tokens[comma]?.text ?? '')) comma++;
  if (journal - cut < 2 || labels[comma] !== 'journal' || !isKnownJournalName(tokens.slice(cut + 1, comma + 1).map((token) => token.text).join(' ').replace(/,$/, ''))) return;
  for (let k = cut + 1; k < journal; k++) labels[k] = 'journal';
  let rest = comma + 1;
  while (labels[rest] === 'journal') rest++;
  if (rest > comma + 1 && labels[rest] === 'volume') for (let k = comma + 1; k < rest; k++) labels[k] = 'volume';
}
