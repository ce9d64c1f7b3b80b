import type { Token } from './tokenize-reference';

const DASH = /^(?:-{1,2}|[–—])$/;
const YEAR = /^\(?(?:1[5-9]\d\d|20\d\d)[a-z]?\)?[.,;:]?$/;
const NUMBER = /^\(?\d+\)?[.,;:]?$/;

/** "32113 -- 32127": a page range printed with a spaced dash is one range (the tagger left the dash out). */
export function joinSpacedPageRange(tokens: Token[], labels: string[]): void {
  for (let k = 1; k + 1 < tokens.length; k++) {
    if (labels[k - 1] !== 'pages' || !DASH.test(tokens[k]?.text ?? '') || !/^\d+[.,;)]?$/.test(tokens[k + 1]?.text ?? '')) continue;
    if (labels[k + 1] !== 'pages' && labels[k + 1] !== 'other') continue;
    labels[k] = 'pages';
    labels[k + 1] = 'pages';
  }
}

/**
 * A reference the tagger found no date in, with a year standing on its own — '"…Reformulations". 2021. https://…',
 * "J. Phys. Chem. Ref. Dat, 31, 387, 2002." (chemistry's "Journal, Vol, Pages, Year", read as volume, volume, pages)
 * — has that year as its date. The last year-shaped word outside the title, container and links is taken; when
 * it was read as the pages, the number before it, read as a second volume, is the pages.
 */
export function loneYearAsDate(tokens: Token[], labels: string[]): void {
  if (labels.includes('date')) return;
  let year = -1;
  for (let k = tokens.length - 1; k >= 0; k--) {
    if (YEAR.test(tokens[k]?.text ?? '') && ['other', 'pages', 'volume'].includes(labels[k] ?? '')) {
      year = k;
      break;
    }
  }
  if (year < 0) return;
  const was = labels[year];
  if (was !== 'other') {
    // A year read as the only pages or the only volume may be either: only a year after the other numbers is moved.
    if (tokens.slice(year + 1).some((token, j) => NUMBER.test(token.text) && labels[year + 1 + j] !== 'url')) return;
    const before = year - 1;
    if (!NUMBER.test(tokens[before]?.text ?? '')) return;
    if (was === 'pages' && labels[before] === 'volume' && labels.slice(0, before).includes('volume')) labels[before] = 'pages';
    else if (labels.filter((label) => label === was).length < 2) return;
  }
  labels[year] = 'date';
}

const LEAD_IN = /^(?:See|Cf\.|Compare)$/;

/** "See Laura Kane (April 3, 2017), …": a footnote's "See" before the names is no part of them. */
export function leadInBeforeNames(tokens: Token[], labels: string[]): void {
  const start = labels.findIndex((label) => label !== 'citation-number');
  if (start < 0 || labels[start] !== 'author' || !LEAD_IN.test(tokens[start]?.text ?? '')) return;
  if (labels[start + 1] !== 'author' || !/^\p{Lu}/u.test(tokens[start + 1]?.text ?? '')) return;
  labels[start] = 'other';
}

const CLOSING_QUOTE = /[”"’'][.,;:]?$/;
const SITE_WORD = /^(?:\p{Lu}[\p{L}\d&'’.-]*|of|the|and|for|de)[.,]?$/u;
const ACCESS = /^(?:accessed|retrieved|viewed|available|online|\[online\])[.,:]?$/i;

/**
 * '"Timeline." BoardGameGeek. Accessed February 21, 2024. https://…', '"FiltFilt". Scipy Cookbook. SciPy. <https://…>':
 * a web page cited by its quoted title, then its site (and the site's owner) in a sentence of a few capitalised
 * words each, before the access date or the link. The tagger left the site unread; the first sentence is the
 * site, a second one its publisher. Only when nothing else was read between the title and the date or link.
 */
export function siteAfterQuotedTitle(tokens: Token[], labels: string[]): void {
  if (labels.includes('journal') || labels.includes('container-title') || labels.includes('publisher')) return;
  const start = labels.findIndex((label) => label !== 'citation-number');
  if (start < 0 || labels[start] !== 'title' || !/^[“"‘']/.test(tokens[start]?.text ?? '')) return;
  let close = start;
  while (close < tokens.length && labels[close] === 'title' && !CLOSING_QUOTE.test(tokens[close]?.text ?? '')) close++;
  if (labels[close] !== 'title' || labels[close + 1] === 'title') return;
  const sentences: number[][] = [];
  let k = close + 1;
  let current: number[] = [];
  for (; k < tokens.length; k++) {
    const text = tokens[k]?.text ?? '';
    if (['url', 'doi', 'date'].includes(labels[k] ?? '') || ACCESS.test(text)) break;
    if (labels[k] !== 'other' && labels[k] !== 'author') return;
    if (!SITE_WORD.test(text)) return;
    current.push(k);
    if (/\.$/.test(text) && !/^\p{Lu}\.$/u.test(text)) {
      sentences.push(current);
      current = [];
    }
  }
  if (current.length || k >= tokens.length || !sentences.length || sentences.length > 2 || sentences.some((sentence) => sentence.length > 4)) return;
  for (const j of sentences[0] ?? []) labels[j] = 'container-title';
  for (const j of sentences[1] ?? []) labels[j] = 'publisher';
}

const TRANSLATOR_CUE = /^(?:Translat(?:ed|ion)|Trans\.|Transl\.)$/;

/**
 * "Quantitative Methods in the Humanities: An Introduction. Translation by Arthur Goldhammer. Charlottesville: …":
 * a translator's sentence after a book's title is no part of it. The title ends before the cue; the sentence is
 * left unread (the item has no translator field here).
 */
export function translatorAfterTitle(tokens: Token[], labels: string[]): void {
  for (let k = 1; k + 1 < tokens.length; k++) {
    if (labels[k] !== 'title' || labels[k - 1] !== 'title' || !/[.,]$/.test(tokens[k - 1]?.text ?? '')) continue;
    if (!TRANSLATOR_CUE.test(tokens[k]?.text ?? '') || !/^by$/i.test(tokens[k + 1]?.text ?? '') && !/^Trans/.test(tokens[k]?.text ?? '')) continue;
    for (let j = k; j < tokens.length && labels[j] === 'title'; j++) {
      labels[j] = 'other';
      if (j > k + 1 && /\p{L}{2,}\.$/u.test(tokens[j]?.text ?? '')) break;
    }
    return;
  }
}

/**
 * "Lang, James M. Small Teaching: Everyday Lessons…": an inverted first name "Family, Given I." ends at its middle initial; a
 * capitalised word run on after it, with no punctuation of its own, before the title, opens the title.
 */
export function titleWordAfterInitial(tokens: Token[], labels: string[]): void {
  const title = labels.indexOf('title');
  const last = title - 1;
  if (last < 2 || labels[last] !== 'author' || labels.slice(0, last).filter((label) => label === 'author').length < 2) return;
  if (!/^\p{Lu}\p{Ll}+$/u.test(tokens[last]?.text ?? '') || !/^\p{Lu}\.$/u.test(tokens[last - 1]?.text ?? '')) return;
  // Only after "Family, Given I.": a comma closed the family name before.
  if (!/,$/.test(tokens[last - 3]?.text ?? '') || labels[last - 3] !== 'author' || !/^\p{Lu}\p{Ll}+$/u.test(tokens[last - 2]?.text ?? '')) return;
  labels[last] = 'title';
}

const ORGANIZATION = /^(?:University|Universities|Press|Institute|Institution|Society|Team|Library|Libraries|Association|Foundation|Council|Office|Agency|Department|Ministry|Center|Centre|Museum|Archives?|Board|Commission|Organi[sz]ation|Group|Bureau|Committee|Academy|Consortium|Inc|Ltd|Corporation|Corp|GmbH|Developers)[.,]?$/;

/**
 * "University of Southern California Libraries. Research Guides: …", "World Heritage Office. Annual report…", "Wolfram Research, Inc. The Wolfram Functions Site.": a
 * reference that opens with an organisation's name — a sentence of capitalised words (and "of", "the", "and",
 * "for") holding a word such as University, Press, Institute, Library — and then its title, has that organisation
 * as its author. The tagger read such names as a publisher or as the title's first words.
 */
export function organizationAsAuthor(tokens: Token[], labels: string[]): void {
  if (labels.includes('author') || labels.includes('editor')) return;
  const start = labels.findIndex((label) => label !== 'citation-number');
  if (start < 0) return;
  let end = start;
  while (end < tokens.length && end - start < 8 && /^(?:\p{Lu}[\p{L}&'’-]*|of|the|and|for|&)[.,]?$/u.test(tokens[end]?.text ?? '') && !/\.$/.test(tokens[end]?.text ?? '')) end++;
  // The name is one sentence, closed by its full stop.
  if (!/^\p{Lu}[\p{L}&'’-]*\.$/u.test(tokens[end]?.text ?? '') || end - start < 1) return;
  const words = tokens.slice(start, end + 1);
  if (!words.some((token) => ORGANIZATION.test(token.text)) || !words.every((_, j) => ['publisher', 'title', 'other', 'container-title'].includes(labels[start + j] ?? ''))) return;
  // A title must follow: the organisation is not the whole of what was read as the title.
  if (labels[end + 1] !== 'title') return;
  for (let j = start; j <= end; j++) labels[j] = 'author';
}

const ACRONYM = /^\(\p{Lu}[\p{Lu}\p{N}&-]{1,9}s?\)[.,]?$/u;

/**
 * "The On-Line Encyclopedia of Integer Sequences (OEIS).": a bracketed acronym right after a title word, with no
 * punctuation between, is the title's own short name, not a publisher or a note.
 */
export function acronymAfterTitle(tokens: Token[], labels: string[]): void {
  for (let k = 1; k < tokens.length; k++) {
    if (labels[k] === 'title' || labels[k - 1] !== 'title' || !ACRONYM.test(tokens[k]?.text ?? '') || /[.,;:]$/.test(tokens[k - 1]?.text ?? '')) continue;
    if (!['other', 'publisher', 'note', 'genre', 'container-title', 'location'].includes(labels[k] ?? '')) continue;
    labels[k] = 'title';
  }
}

const PINPOINT = /^(?:chapter|section|ch\.|sect\.|§)$/i;

/**
 * "Apple TrueType Reference Manual, chapter “The ‘morx’ table”, section “Metamorphosis Subtables”.": a chapter or
 * section named after the title, behind a comma, points into the work; it is no part of its title.
 */
export function pinpointAfterTitle(tokens: Token[], labels: string[]): void {
  const start = labels.indexOf('title');
  if (start < 0) return;
  let end = start;
  while (end + 1 < labels.length && labels[end + 1] === 'title') end++;
  for (let k = start + 2; k <= end; k++) {
    if (!PINPOINT.test(tokens[k]?.text ?? '') || !/,$/.test(tokens[k - 1]?.text ?? '')) continue;
    for (let j = k; j <= end; j++) labels[j] = 'other';
    return;
  }
}

/**
 * "PRL 91(14):140601, 2003.": after a volume and its bracketed issue closed by a colon, the number run onto them is the
 * pages (an article number here), not more of the volume.
 */
export function pagesAfterIssueColon(tokens: Token[], labels: string[]): void {
  if (labels.includes('pages')) return;
  for (let k = 1; k < tokens.length; k++) {
    if (labels[k] !== 'volume' || labels[k - 1] !== 'volume' || tokens[k]?.start !== tokens[k - 1]?.end) continue;
    if (!/^\d+[A-Za-z]?\(\d+[-–/]?\d*\):$/.test(tokens[k - 1]?.text ?? '') || !/^[A-Za-z]?\d+(?:[-–]+[A-Za-z]?\d+)?[.,;]?$/.test(tokens[k]?.text ?? '')) continue;
    labels[k] = 'pages';
    return;
  }
}
