import { lookUpLexicon } from './reference-lexicons';
import type { Token } from './tokenize-reference';

/**
 * Label repairs for what standards, reports, manuals and software print around a title: the document's number
 * ("ASTM D1535-89 - ", "INTERNATIONAL STANDARD ISO 17321-1 - "), its version ("version 3.4."), a bracketed
 * description ("[Software Library, Version 0.1.1]."), the kind of document ("Habilitation.") and the
 * "Publisher: Place" imprint some lists print the other way round ("Friedrich Schiller University: Jena.").
 */

/** Words that say what kind of document is numbered: "INTERNATIONAL STANDARD", "Specification", "Technical Note". */
const DOCUMENT_KIND = /^(?:international|standard|specification|recommendation|technote|technical|note|report)$/i;
/** A standards body's or series' code: "ASTM", "IEC", "ISO", "RP", "CIE", "ITU-R". */
const CODE = /^\p{Lu}{2,6}(?:-\p{Lu})?$/u;
/**
 * A document number: "D1535-89", "61966-2-1:1999", "145:2004:", "248:2022", "17321-1", "ISO12232-2006", "S-2014-004" —
 * a dash or colon between its digits. Not a catalogue id such as OEIS's "A217719", which titles print as part of the title.
 */
const DOCUMENT_NUMBER = /^(?:(?:\p{Lu}{1,4}-?)?\d[\d.]*(?:[-:][\d.]+)+|\p{Lu}{1,4}\d{3,}(?:-\d+)+|#\d+):?$/u;
const DASH = /^(?:-{1,2}|[–—]):?$|^:$/;

/** The word a glued run of tokens printed as one ("61966-2-1:" + "1999" → "61966-2-1:1999"), and where it ends. */
function gluedWord(tokens: Token[], from: number): { text: string; end: number } {
  let end = from;
  while (end + 1 < tokens.length && tokens[end + 1]?.start === tokens[end]?.end) end++;
  return { text: tokens.slice(from, end + 1).map((token) => token.text).join(''), end };
}

/**
 * "ASTM D1535-89 - Standard Practice for…", "IEC 61966-2-1:1999 - Multimedia systems…", "CIE 248:2022 The CIE 2016
 * Colour Appearance Model…", "INTERNATIONAL STANDARD ISO12232-2006 - Photography…": a title that opens with a
 * document's number (after its kind and the body's code) names the document by that number first; the number is an
 * identifier and the kind a genre, not title words. Only when a code or a kind names it as a number, and words of the
 * title follow.
 */
export function documentNumberBeforeTitle(tokens: Token[], labels: string[]): void {
  const start = labels.indexOf('title');
  if (start < 0) return;
  let k = start;
  while (k < tokens.length && labels[k] === 'title' && DOCUMENT_KIND.test(tokens[k]?.text ?? '')) k++;
  const kinds = k - start;
  const code = labels[k] === 'title' && CODE.test(tokens[k]?.text ?? '') ? k++ : -1;
  if (labels[k] !== 'title') return;
  const number = gluedWord(tokens, k);
  // A bare number ("Technote 5004") is a document's number only after its kind.
  if (!DOCUMENT_NUMBER.test(number.text) && !(kinds > 0 && /^\d{2,}$/.test(number.text))) return;
  if (code < 0 && kinds === 0 && !/^\p{Lu}/u.test(number.text)) return;
  let end = number.end;
  if (DASH.test(tokens[end + 1]?.text ?? '')) end++;
  // The title goes on after the number: at least two words of it.
  if (labels[end + 1] !== 'title' || labels[end + 2] !== 'title') return;
  for (let j = start; j < start + kinds; j++) labels[j] = 'genre';
  for (let j = start + kinds; j <= end; j++) labels[j] = 'identifier';
}

/** Not "v.": geology and old journals print the volume so ("EOS, v. 53, p. 427"). */
const VERSION_WORD = /^(?:version|ver\.)$/i;
const VERSION_NUMBER = /^\d+(?:\.\d+)*[.,;]?$/;

/**
 * "The HTK book, version 3.4. Cambridge University", "Technical Report, version 2, Interval Research…", "CLICS: …
 * Colexifications. Version 3.0. Max Planck Institute…": a version after a field's end is the work's edition, not a
 * title or publisher word. Not inside brackets ("[Software Library, Version 0.1.1]" describes the work).
 */
export function labelVersions(tokens: Token[], labels: string[]): void {
  // An article's title may name a version ("Report on the Programming Language Haskell, version 1.2. ACM SIGPLAN Notices");
  // an edition is a book's, a report's or software's.
  if (labels.includes('journal') || labels.includes('volume')) return;
  let bracket = 0;
  for (let k = 0; k + 1 < tokens.length; k++) {
    const text = tokens[k]?.text ?? '';
    bracket += (text.match(/\[/g)?.length ?? 0) - (text.match(/\]/g)?.length ?? 0);
    if (bracket > 0 || !VERSION_WORD.test(text) || !VERSION_NUMBER.test(tokens[k + 1]?.text ?? '')) continue;
    if (k === 0 || !/[.,;:]$/.test(tokens[k - 1]?.text ?? '')) continue;
    if (!['title', 'genre', 'publisher', 'other', 'container-title', 'note'].includes(labels[k] ?? '')) continue;
    labels[k] = 'edition';
    labels[k + 1] = 'edition';
  }
}

const SOFTWARE_OR_DATA = /\b(?:software|data ?set|database|computer program|source code|version|app)\b/i;

/**
 * "CL Toolkit. A Python Library for … Data [Software Library, Version 0.1.1]. Zenodo: Geneva.", APA's "Title [Computer
 * software]": a bracketed description closing the title says what the work is; it is no part of the title.
 */
export function bracketedNoteAfterTitle(tokens: Token[], labels: string[]): void {
  const start = labels.indexOf('title');
  if (start < 0) return;
  let end = start;
  while (end + 1 < labels.length && labels[end + 1] === 'title') end++;
  if (!/\]\.?[.,;:]?$/.test(tokens[end]?.text ?? '')) return;
  let open = end;
  while (open > start && !/^\[/.test(tokens[open]?.text ?? '')) open--;
  if (open <= start || !/^\[/.test(tokens[open]?.text ?? '') || end - open > 8) return;
  if (!SOFTWARE_OR_DATA.test(tokens.slice(open, end + 1).map((token) => token.text).join(' '))) return;
  for (let k = open; k <= end; k++) labels[k] = 'note';
}

/** What kind of document a sentence names: a thesis, a habilitation, a report. */
export const GENRE_SENTENCE = /^(?:habilitation(?:sschrift)?|(?:doctoral |ph\.? ?d\.? |master'?s? |masterś |diploma |bachelor'?s? )?(?:dissertation|thesis)|ph\.? ?d\.?|(?:research|technical|tech\.) (?:report|rep\.?)|working paper)$/i;

/**
 * "Computer-assisted approaches to historical language comparison. Habilitation. Friedrich Schiller University:
 * Jena.": a closing sentence of the title that only names the kind of document is the genre.
 */
export function genreSentenceAfterTitle(tokens: Token[], labels: string[]): void {
  const start = labels.indexOf('title');
  if (start < 0) return;
  let end = start;
  while (end + 1 < labels.length && labels[end + 1] === 'title') end++;
  let from = end;
  while (from > start && !/\p{L}{2,}[.?!]$|\)[.]$/u.test(tokens[from - 1]?.text ?? '')) from--;
  if (from <= start) return;
  const sentence = tokens.slice(from, end + 1).map((token) => token.text).join(' ').replace(/[.,;:]+$/, '');
  if (GENRE_SENTENCE.test(sentence)) for (let k = from; k <= end; k++) labels[k] = 'genre';
}

/**
 * "Doctoral dissertation Massachusetts Institute of Technology, 2005.", "PhD. Eberhard-Karls Universität: Tübingen.":
 * after the words that name a thesis or report, capitalised words the tagger kept in the genre open the publisher
 * that follows (the granting university).
 */
export function publisherAfterGenre(tokens: Token[], labels: string[]): void {
  const start = labels.indexOf('genre');
  if (start < 0) return;
  let end = start;
  while (end + 1 < labels.length && labels[end + 1] === 'genre') end++;
  if (labels[end + 1] !== 'publisher') return;
  for (let cut = end; cut > start; cut--) {
    const kind = tokens.slice(start, cut).map((token) => token.text).join(' ').replace(/[.,;:]+$/, '');
    if (!GENRE_SENTENCE.test(kind)) continue;
    if (!tokens.slice(cut, end + 1).every((token) => /^\p{Lu}[\p{L}'’-]*$|^(?:of|for|the|de|der|für)$/u.test(token.text))) return;
    for (let k = cut; k <= end; k++) labels[k] = 'publisher';
    return;
  }
}

/** Words that name a publisher or a body that publishes (universities and institutes print their theses and reports). */
const PUBLISHING_BODY = /^(?:university|universität|universiteit|université|universidad|università|universitat|college|institute|institut|instituut|academy|society|foundation|laboratory|centre|center|department|zenodo)$/;
const bareWord = (token: Token | undefined) => (token?.text ?? '').toLowerCase().replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
const isPublisherWord = (token: Token | undefined) => lookUpLexicon(bareWord(token)) === 'publisher' || PUBLISHING_BODY.test(bareWord(token));
const isPlaceWord = (token: Token | undefined) => lookUpLexicon(bareWord(token)) === 'place';
const IMPRINT = new Set(['publisher', 'location']);

/**
 * "Friedrich Schiller University: Jena.", "Franz Steiner Verlag: Stuttgart.", "Zenodo: Geneva.": most imprints print
 * "Place: Publisher", some lists print "Publisher: Place". Read as one field by the tagger, the side that names a
 * publisher (a publisher's word, a university) is the publisher and the other the place — or, with no such word, the
 * side that is a known place is the place. "New York: Springer" and "Oxford: Oxford University Press" are left as read.
 * Capitalised words before the colon that the tagger read as a second title or a genre, after a field's end, are the
 * publisher's too ("Version 3.0. Max Planck Institute for the Science of Human History: Jena.").
 */
/**
 * "Release 12. College Station, TX: StataCorp LP": the town's words the tagger left in the sentence before (after its full
 * stop, at most three capitalised words) are the place's, and what follows the colon is the publisher.
 */
function readPlaceBeforeColon(tokens: Token[], labels: string[], colon: number, to: number): void {
  let from = colon;
  while (from > 0 && colon - from < 3 && /^\p{Lu}[\p{L}'’-]*,?$/u.test(tokens[from - 1]?.text ?? '') && !/[.;]$/.test(tokens[from - 2]?.text ?? '') && labels[from - 1] !== 'author') from--;
  if (from > 0 && /^\p{Lu}[\p{L}'’-]*,?$/u.test(tokens[from - 1]?.text ?? '') && /\.$/.test(tokens[from - 2]?.text ?? '')) from--;
  if (!/\.$/.test(tokens[from - 1]?.text ?? '')) return;
  for (let k = from; k <= colon; k++) labels[k] = 'location';
  for (let k = colon + 1; k <= to; k++) labels[k] = 'publisher';
}

export function publisherBeforePlace(tokens: Token[], labels: string[]): void {
  for (let colon = 0; colon + 1 < tokens.length; colon++) {
    if (!/\p{L}:$/u.test(tokens[colon]?.text ?? '') || !IMPRINT.has(labels[colon + 1] ?? '')) continue;
    if (!IMPRINT.has(labels[colon] ?? '') && !(labels[colon] === 'title' && labels.indexOf('title') < colon && labels[colon - 1] === 'title')) continue;
    let from = colon;
    while (from > 0 && (IMPRINT.has(labels[from - 1] ?? '') || ['title', 'genre'].includes(labels[from - 1] ?? '')) && !/[.;]$/.test(tokens[from - 1]?.text ?? '') && /^\p{Lu}|^(?:of|for|the|de|der|für|and|&)$/u.test(tokens[from - 1]?.text ?? '')) from--;
    // Title words are the publisher's only in a second run of them, after another field closed the title.
    const firstTitle = labels.indexOf('title');
    if (labels.slice(from, colon + 1).includes('title') && (firstTitle >= from || !/[.]$/.test(tokens[from - 1]?.text ?? ''))) continue;
    let to = colon + 1;
    while (to + 1 < tokens.length && IMPRINT.has(labels[to + 1] ?? '') && !/[.,;]$/.test(tokens[to]?.text ?? '')) to++;
    if (to - colon > 3) continue;
    // "College Station, TX: StataCorp LP": a town and its state's or country's code, or a known place, closing the
    // colon is the place, whatever word the town's name holds.
    if (/,$/.test(tokens[colon - 1]?.text ?? '') && (/^\p{Lu}{2}:$/u.test(tokens[colon]?.text ?? '') || isPlaceWord(tokens[colon]))) {
      readPlaceBeforeColon(tokens, labels, colon, to);
      return;
    }
    const before = tokens.slice(from, colon + 1);
    const after = tokens.slice(colon + 1, to + 1);
    const publisherFirst = before.some(isPublisherWord) && !after.some(isPublisherWord);
    const placeAfter = after.every(isPlaceWord) && !before.every(isPlaceWord) && !after.some(isPublisherWord);
    if (!publisherFirst && !placeAfter) continue;
    for (let k = from; k <= colon; k++) labels[k] = 'publisher';
    for (let k = colon + 1; k <= to; k++) labels[k] = 'location';
    return;
  }
}

const DASH_ONLY = /^(?:-{1,2}|[–—])$/;
const PART = /^(?:Part|Teil|Partie)$/;

/**
 * "… digital still cameras (DSCs) - Part 1: Stimuli, metrology and test procedures.", "… Default RGB colour space -
 * sRGB (p. 51)": a standard's title goes on after a spaced dash — with its part ("- Part 1: …") or a word the tagger
 * read as pages though it holds no number. Those words, to the sentence's end, are the title's.
 */
export function titlePartAfterDash(tokens: Token[], labels: string[]): void {
  const start = labels.indexOf('title');
  if (start < 0) return;
  let end = start;
  while (end + 1 < labels.length && labels[end + 1] === 'title') end++;
  const dash = end + 1;
  if (!DASH_ONLY.test(tokens[dash]?.text ?? '') || /[.,;:]$/.test(tokens[end]?.text ?? '')) return;
  const next = tokens[dash + 1]?.text ?? '';
  if (PART.test(next) && /^\d+(?:-\d+)*:?$/.test(tokens[dash + 2]?.text ?? '')) {
    for (let k = dash; k < tokens.length; k++) {
      if (['url', 'doi', 'date', 'identifier'].includes(labels[k] ?? '') || /^\(/.test(tokens[k]?.text ?? '')) return;
      labels[k] = 'title';
      if (/\p{L}{2,}\.$/u.test(tokens[k]?.text ?? '')) return;
    }
    return;
  }
  // A word the tagger read as pages: no digit, no page cue.
  if (labels[dash + 1] === 'pages' && /^\p{L}+[.,]?$/u.test(next) && !/^(?:pp?|pages?|pg|s)\.?$/i.test(next) && !/^[ivxlcdm]+[.,]?$/i.test(next)) {
    labels[dash] = 'title';
    labels[dash + 1] = 'title';
  }
}

const BODY_NAME_WORD = /^(?:\p{Lu}[\p{L}'’-]*|[dl]['’]\p{Lu}[\p{L}'’-]*|of|the|and|for|de|du|des|la|le|der|für|&)[.,]?$/u;
const BODY_WORD = /^(?:commission|society|institute|institution|university|press|association|organi[sz]ation|council|agency|academy|foundation|inc|ltd|publishers|publishing|publications)$/i;

/**
 * "CIE 248:2022 The CIE 2016 Colour Appearance Model…: CIECAM16. Commission Internationale de l'Eclairage.
 * ISBN:978-…": a body's name as the title's closing sentence, right before an ISBN, a link or the end, with no
 * publisher found, is the publisher ("Title. Publisher." with nobody named before the title).
 */
export function publisherClosingTitle(tokens: Token[], labels: string[]): void {
  if (labels.includes('publisher')) return;
  const start = labels.indexOf('title');
  if (start < 0) return;
  let end = start;
  while (end + 1 < labels.length && labels[end + 1] === 'title') end++;
  if (!/\.$/.test(tokens[end]?.text ?? '')) return;
  let from = end;
  while (from > start && !/(?:\p{L}{2,}|\d)[.?!]$/u.test(tokens[from - 1]?.text ?? '')) from--;
  if (from <= start || end - from > 7) return;
  const sentence = tokens.slice(from, end + 1);
  if (!sentence.every((token) => BODY_NAME_WORD.test(token.text)) || !sentence.some((token) => BODY_WORD.test(token.text.replace(/[.,]+$/, '')))) return;
  const after = labels[end + 1];
  if (after !== undefined && !['identifier', 'url', 'doi'].includes(after)) return;
  for (let k = from; k <= end; k++) labels[k] = 'publisher';
}
