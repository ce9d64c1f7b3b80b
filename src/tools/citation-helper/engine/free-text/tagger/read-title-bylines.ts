import { lookUpLexicon } from './reference-lexicons';
import { COMPACT_INITIALS_NAME, CUE_AFTER_NAMES } from './read-title-first-name-lists';
import type { Token } from './tokenize-reference';

/**
 * Works cited title first, then their authors: "The Matrix Cookbook, by Kaare Brandt Petersen and
 * Michael Syskind Pedersen, https://…", "Formal Power Series - Dominik Gruntz, Wolfram Koepf",
 * "Binomial coefficients modulo prime powers, Andrew Granville, Available: https://…". The tagger,
 * trained on author-first references, reads the names as more title. These rules run only when it
 * found no names at all, and take only what is shaped like a name.
 */

const NAME_WORD = /^(?:\p{Lu}[\p{Ll}'’]+(?:-\p{Lu}?\p{Ll}+)*|\p{Lu}\.(?:-?\p{Lu}\.)*|van|von|de|der|den|da|di|du|le|la|Jr\.|Sr\.)[,;.]?$/u;
const JOINER = /^(?:and|&)$/;
/** What follows "&" or "and" in a firm's name. */
const FIRM_TAIL = /^(?:Sons|Son|Co|Company|Associates|Partners|Brothers|Bros)[.,;:]?$/;
const TITLE_WORD = /^(?:the|a|an|on|in|of|for|and|to|with|from|at|by|part|volume|vol|chapter|section|edition|edn|second|third|first|new|introduction|handbook|manual|guide|notes?|theory|methods?|algorithms?|analysis)$/i;
/** Words of organisations and places that look like names when capitalised ("Australian Broadcasting Corporation", "Czech Republic"). */
const BODY_WORD = /^(?:corporation|company|university|institute|press|society|association|council|department|ministry|office|agency|foundation|cent(?:er|re)|laborator(?:y|ies)|group|inc|ltd|commission|committee|services?|broadcasting|library|museum|archives?|bureau|board|national|republic|kingdom|states|union|college|school|project|team|community|sons)$/i;
/** An abbreviated word ("Adv.", "Math."): journals abbreviate, names only their initials. */
const ABBREVIATION = /^(?!(?:Jr|Sr)\.)\p{Lu}\p{Ll}{1,4}\.$/u;
const INITIAL = /^\p{Lu}\.(?:-?\p{Lu}\.)*[,;.]?$/u;
const BRACKETED_YEAR = /^\((?:1[5-9]|20)\d\d[a-z]?\)[.,:;]?$/;
/** An edition's ordinal ("2nd", "3rd ed."): after a name, no journal's volume. */
const ORDINAL = /^\d{1,2}(?:st|nd|rd|th)$/;
/** An editor's cue, not an edition's "2nd ed.". */
const EDITOR_CUE = /^(?:\(?eds?\.?\)|eds\.|editors?|\(editors?\))[.,:;]?$/i;

/** Names with initials printed without full stops, joined to a second name: "M Abramowitz & I Stegun", "I S Gradshteyn & I M Ryzhik". */
const UNDOTTED_NAMES = /^(?:\p{Lu}\s){1,3}\p{Lu}[\p{Ll}'’-]+,?\s(?:&|and)\s\p{Lu}\s/u;

const NAME_SIDE = new Set(['title', 'author', 'other', 'location', 'publisher', 'container-title']);
const STOPS = new Set(['url', 'doi', 'date', 'pages', 'citation-number']);

const word = (token: Token | undefined) => (token?.text ?? '').replace(/[,;.:]+$/, '');

/**
 * A person's name as a title-first reference prints it: two to four words, capitalised, the last a family name.
 * With `closing`, the last word may end a sentence though it looks abbreviated ("Brian Kulis. KDD 2004."): the caller
 * saw no journal's word or number after it.
 */
export function looksLikeName(tokens: Token[], closing = false): boolean {
  if (tokens.length < 2 || tokens.length > 4) return false;
  if (!tokens.every((token) => NAME_WORD.test(token.text))) return false;
  const last = word(tokens[tokens.length - 1]);
  if (INITIAL.test(tokens[tokens.length - 1]?.text ?? '') || last.length < 2) return false;
  // A possessive ("Legrange's Descent") is part of a title, never of a name.
  if (tokens.some((token) => /\p{L}['’]s[,.;:]?$/u.test(token.text))) return false;
  const abbreviated = (token: Token, n: number) => ABBREVIATION.test(token.text) && !(closing && n === tokens.length - 1);
  return !tokens.some((token, n) => TITLE_WORD.test(word(token)) || BODY_WORD.test(word(token)) || abbreviated(token, n) || lookUpLexicon(word(token)) !== undefined);
}

/** The end of a run of name words from `from`: names joined by commas and "and", at most `limit` tokens. */
function nameRunEnd(tokens: Token[], labels: string[], from: number, limit = 16): number {
  let k = from;
  // Whatever the tagger made of the names (it often reads them as a journal, a place or a publisher), short of a link, date or pages.
  while (k < tokens.length && k - from < limit && !STOPS.has(labels[k] ?? '')) {
    const text = tokens[k]?.text ?? '';
    if (!NAME_WORD.test(text) && !JOINER.test(text)) break;
    k++;
    // A full stop after a family name (not an initial or "Jr.") ends the list.
    if (/\p{Ll}{2,}\.$/u.test(text)) break;
    // "… by Ulrich Müller, Oxford University Press": a part after a comma naming a body or a publisher ends it.
    if (/,$/.test(text) && bodyPartAt(tokens, k)) break;
  }
  return k;
}

/** Whether the comma-closed part from `from` holds a body's or a publisher's word ("Oxford University Press", "Springer"). */
function bodyPartAt(tokens: Token[], from: number): boolean {
  for (let k = from; k < tokens.length && k - from < 6; k++) {
    if (BODY_WORD.test(word(tokens[k])) || lookUpLexicon(word(tokens[k]).toLowerCase()) === 'publisher') return true;
    if (/[,;.]$/.test(tokens[k]?.text ?? '')) return false;
  }
  return false;
}

/** Whether the tokens [from, to) split at commas and "and" give names whose first has a given name and a family name. */
function opensWithFullName(tokens: Token[], from: number, to: number): boolean {
  let end = from;
  while (end < to && !/[,;]$/.test(tokens[end]?.text ?? '') && !JOINER.test(tokens[end]?.text ?? '')) end++;
  if (end < to && /[,;]$/.test(tokens[end]?.text ?? '')) end++;
  return looksLikeName(tokens.slice(from, end));
}

/**
 * "USNO Circular 179 by …", "JPL Solar System Dynamics …": one or two capitalised acronyms opening the reference,
 * read as its names right before the title (no punctuation after them), are the title's first words when the
 * title names its authors after "by". Their indexes, or none.
 */
function openingAcronymsAsNames(tokens: Token[], labels: string[], titleStart: number): number[] {
  const first = labels.findIndex((label) => label !== 'citation-number');
  if (first < 0 || titleStart - first < 1 || titleStart - first > 2) return [];
  const opening = Array.from({ length: titleStart - first }, (_, j) => first + j);
  return opening.every((k) => labels[k] === 'author' && /^\p{Lu}[\p{Lu}\d&]+$/u.test(tokens[k]?.text ?? '')) ? opening : [];
}

/** "… eclipses by Morrison & Stephenson, 2004": family names alone after "by", joined by "&" or "and", closed by a comma before a year. */
function familiesBeforeYear(tokens: Token[], labels: string[], from: number, end: number): boolean {
  const run = tokens.slice(from, end);
  if (!run.some((token) => JOINER.test(token.text)) || !/,$/.test(run[run.length - 1]?.text ?? '')) return false;
  if (!run.every((token) => JOINER.test(token.text) || (/^\p{Lu}[\p{Ll}'’-]+,?$/u.test(token.text) && !TITLE_WORD.test(word(token)) && !BODY_WORD.test(word(token)) && lookUpLexicon(word(token)) === undefined))) return false;
  return labels[end] === 'date' || /^\(?(?:1[5-9]|20)\d\d[a-z]?\)?[.,;]?$/.test(tokens[end]?.text ?? '');
}

/**
 * "… by Names" or "Title - Names": name words after a lower-case "by" (or a lone
 * dash, then only when the names end the reference) that open with a full name are the authors —
 * when the tagger found no names, or only some of these.
 */
export function namesAfterTitleCue(tokens: Token[], labels: string[]): void {
  if (labels.includes('editor')) return;
  const titleStart = labels.indexOf('title');
  if (titleStart < 0) return;
  const opening = openingAcronymsAsNames(tokens, labels, titleStart);
  for (let cue = titleStart + 2; cue < tokens.length - 1; cue++) {
    const text = tokens[cue]?.text ?? '';
    const byCue = text === 'by';
    const dashCue = /^[-–—]$/.test(text);
    if (!byCue && !dashCue) continue;
    if (!['title', 'other', 'edition', 'container-title'].includes(labels[cue] ?? '')) return;
    const end = nameRunEnd(tokens, labels, cue + 1);
    if (end - cue - 1 < 2 || !(opensWithFullName(tokens, cue + 1, end) || (byCue && familiesBeforeYear(tokens, labels, cue + 1, end)))) return;
    if (dashCue && end < tokens.length) return;
    // Names the tagger found must all lie in that run (it often finds only the last one: "… by Hanna Berg and Otto Lind").
    if (labels.some((label, k) => label === 'author' && !opening.includes(k) && (k <= cue || k >= end))) return;
    for (const k of opening) labels[k] = 'title';
    labels[cue] = 'other';
    for (let k = cue + 1; k < end; k++) labels[k] = 'author';
    return;
  }
}

/**
 * "Symbolic Sparse Cholesky Factorization using Elimination Trees, Jeroen Van Grondelle (1999) https://…",
 * "Generating Multiset Partitions, Brent Yorgey, The Monad.Reader, Issue 8": with no names found, a
 * comma-separated part after the title's first that is shaped like a person's name, and comes right
 * before a link, a date, "Available", numbers or the reference's end (or before one more part that
 * does: the container), is the author.
 */
export function nameAfterTitleSegment(tokens: Token[], labels: string[]): void {
  if (labels.includes('author') || labels.includes('editor')) return;
  const start = labels.indexOf('title');
  if (start < 0) return;
  let stop = start;
  const closes = (k: number) => ['url', 'doi', 'date', 'volume', 'issue', 'pages'].includes(labels[k] ?? '') || /^(?:available|\[online\]|issue|vol\.?|volume|no\.)[,:]?$/i.test(tokens[k]?.text ?? '');
  while (stop < tokens.length && !closes(stop)) stop++;
  const segments: number[][] = [];
  let current: number[] = [];
  for (let k = start; k < stop; k++) {
    current.push(k);
    if (/,$/.test(tokens[k]?.text ?? '')) {
      segments.push(current);
      current = [];
    }
  }
  if (current.length) segments.push(current);
  // The first part is the title's own, and all of it was read as title.
  if ((segments[0]?.length ?? 0) < 2 || segments[0]?.some((k) => labels[k] !== 'title')) return;
  const n = segments.findIndex((segment, at) => at > 0 && segment.every((k) => NAME_SIDE.has(labels[k] ?? '')) && looksLikeName(segment.map((k) => tokens[k] as Token)));
  if (n < 0 || segments.length - n > 2) return;
  // What follows tells a person from a place or a body: a link (perhaps after a bracketed year), or
  // one more part, the container, before its volume or issue. A plain date after it ("Meeting #87,
  // Sophia Antipolis, France, 19-23 August 2019") says nothing.
  const linkAt = (k: number) => ['url', 'doi'].includes(labels[k] ?? '') || /^(?:available|\[online\])/i.test(tokens[k]?.text ?? '');
  const bracketedYear = /^\((?:1[5-9]|20)\d\d[a-z]?\)[.,]?$/.test(tokens[stop]?.text ?? '');
  const numbersAt = (k: number) => ['volume', 'issue', 'pages'].includes(labels[k] ?? '') || /^(?:issue|vol\.?|volume|no\.)[,:]?$/i.test(tokens[k]?.text ?? '');
  if (n === segments.length - 1 && !linkAt(stop) && !(bracketedYear && linkAt(stop + 1))) return;
  if (n === segments.length - 2 && !numbersAt(stop)) return;
  for (const k of segments[n] ?? []) labels[k] = 'author';
  const hasContainer = labels.includes('journal') || labels.includes('container-title');
  for (const k of segments[n + 1] ?? []) labels[k] = hasContainer ? 'other' : 'container-title';
  for (const segment of segments.slice(1, n)) for (const k of segment) labels[k] = 'title';
}

const YEAR_OR_LINK = /^(?:\(?(?:1[5-9]|20)\d\d[a-z]?\)?[.,;]?|<?https?:\/\/\S+|doi:\S+)$/i;
const AFTER_NAMES = new Set(['journal', 'container-title', 'date', 'url', 'doi', 'volume', 'issue', 'pages', 'publisher', 'collection-title', 'edition']);

/** One name from `from`: initials then a family name ("M. E. J. Newman,"), or a full name ("David G. Harris,"); its end, or -1. */
function personNameEnd(tokens: Token[], from: number, endCloses = false): number {
  let k = from;
  // "P.Pounds,": initials run into the family name, one token (read-title-first-name-lists.ts).
  if (COMPACT_INITIALS_NAME.test(tokens[k]?.text ?? '')) return isNameClosed(tokens, k + 1, endCloses) ? k + 1 : -1;
  while (INITIAL.test(tokens[k]?.text ?? '') && !/[,;]$/.test(tokens[k]?.text ?? '')) k++;
  if (k > from) {
    // Initials first: one or two family words.
    let family = 0;
    while (family < 2 && /^\p{Lu}[\p{Ll}'’-]+[,;.]?$/u.test(tokens[k]?.text ?? '')) {
      // "J. Chem. Phys.": an abbreviated word before another or a number opens a journal, not a name.
      if (ABBREVIATION.test(tokens[k]?.text ?? '') && /^(?:\p{Lu}\p{Ll}{0,6}\.|\d)/u.test(tokens[k + 1]?.text ?? '')) return -1;
      family++;
      if (/[,;.]$/.test(tokens[k++]?.text ?? '')) break;
    }
    return family && isNameClosed(tokens, k, endCloses) ? k : -1;
  }
  // A full name: two to four name words (a middle initial allowed), ended by punctuation or "and".
  let end = from;
  while (end < tokens.length && end - from < 4 && NAME_WORD.test(tokens[end]?.text ?? '')) {
    end++;
    if (/[,;.]$/.test(tokens[end - 1]?.text ?? '') && !INITIAL.test(tokens[end - 1]?.text ?? '')) break;
  }
  // "Brian Kulis. KDD 2004.": a family name of five letters closing the list is no journal's abbreviation when no other follows.
  const after = tokens[end]?.text ?? '';
  const closing = /\.$/.test(tokens[end - 1]?.text ?? '') && (!/^(?:\p{Lu}\p{Ll}{0,6}\.|\d)/u.test(after) || ORDINAL.test(after));
  return looksLikeName(tokens.slice(from, end), closing) && isNameClosed(tokens, end, endCloses) ? end : -1;
}

/** A name in a list ends at a comma, semicolon or full stop, or before "and" (or, if asked, at the reference's end): "Counting Lattice Walks on" is no name. */
function isNameClosed(tokens: Token[], end: number, endCloses = false): boolean {
  // Session 35: "Title. E.R. Williams (1977) Journal …": a bracketed year closes the name as a comma would.
  return /[,;.]$/.test(tokens[end - 1]?.text ?? '') || JOINER.test(tokens[end]?.text ?? '') || BRACKETED_YEAR.test(tokens[end]?.text ?? '') || (endCloses && end === tokens.length);
}

/**
 * The end of a list of people's names from `from` (joined by commas and "and"), or -1 if there is none;
 * with `endCloses`, the reference's end closes its last name ("…, D.E. Knuth, O. Patashnik").
 */
export function personListEnd(tokens: Token[], from: number, endCloses = false): number {
  let k = from;
  let names = 0;
  for (;;) {
    if (names > 0 && JOINER.test(tokens[k]?.text ?? '')) {
      // "John Wiley & Sons", "Smith & Co.": a firm named after people is no list of them.
      if (FIRM_TAIL.test(tokens[k + 1]?.text ?? '')) return -1;
      k++;
    }
    const end = personNameEnd(tokens, k, endCloses);
    if (end < 0) return names ? k : -1;
    names++;
    k = end;
    const last = tokens[k - 1]?.text ?? '';
    // A name closed by a full stop or semicolon ends the list; a comma or "and" may lead to another.
    if (/[.;]$/.test(last) && !INITIAL.test(last)) return k;
    if (!/,$/.test(last) && !JOINER.test(tokens[k]?.text ?? '')) return k;
  }
}

/**
 * "Fast Global Alignment Kernels. Marco Cuturi. ICML 2011.": an opening sentence of three or four capitalised words is
 * shaped like one person's name too; where the tagger read all of it as the title and it holds no initial and no
 * second name, the tagger's reading decides.
 */
function titleShapedName(tokens: Token[], labels: string[], start: number): boolean {
  const end = personListEnd(tokens, start);
  const words = tokens.slice(start, end);
  if (words.length < 3 || !/\p{Ll}{2,}\.$/u.test(words[words.length - 1]?.text ?? '')) return false;
  if (words.some((token) => INITIAL.test(token.text) || JOINER.test(token.text) || /[,;]$/.test(token.text))) return false;
  return labels.slice(start, end).every((label) => label === 'title');
}

/**
 * "Learning Bounded Treewidth Bayesian Networks. Gal Elidan, Stephen Gould; JMLR, 9…", "A measure of
 * betweenness centrality based on random walks, M. E. J. Newman, Social Networks 27, 39-54 (2005)": a
 * title opens the reference and ends at a full stop or comma, and a list of people's names follows it,
 * ending before a journal, a year, a link or the end. The names are the authors and what comes before
 * them the title, whatever the tagger made of them (it often reads only the last name as one, or a
 * title word as a family name). The opening part must not itself be a list of names (an author-first
 * reference) nor hold initials.
 */
export function namesAfterOpeningTitle(tokens: Token[], labels: string[]): void {
  // Editors need their cue: "Title. Robert O. Kuehl. 2nd ed., …" has none (its "ed." is the edition's), so those are the authors.
  const editors = labels.flatMap((label, k) => (label === 'editor' ? [k] : []));
  if (editors.length && tokens.some((token, k) => EDITOR_CUE.test(token.text) || (/^ed\.[,;:]?$/i.test(token.text) && !ORDINAL.test(tokens[k - 1]?.text ?? '')))) return;
  let start = labels.findIndex((label) => label !== 'citation-number');
  // "[Zha84] A fast parallel algorithm…": a bracketed key is the list's own label, not the title's.
  const key = /^\[[^\]\s]+\]$/.test(tokens[start]?.text ?? '') ? start : -1;
  if (key >= 0) start++;
  const nameList = personListEnd(tokens, start) >= 0;
  if (start < 0 || (nameList && !titleShapedName(tokens, labels, start)) || /^[“"«‘']/.test(tokens[start]?.text ?? '')) return;
  // "M Abramowitz & I Stegun. Handbook…", "I S Gradshteyn & I M Ryzhik, …": initials without full stops open a list of names.
  if (UNDOTTED_NAMES.test(tokens.slice(start, start + 8).map((token) => token.text).join(' '))) return;
  for (let at = start + 3; at < tokens.length - 1; at++) {
    const before = tokens[at - 1]?.text ?? '';
    if (!/[.,]$/.test(before) || INITIAL.test(before)) continue;
    const opening = tokens.slice(start, at);
    if (opening.some((token) => INITIAL.test(token.text) || YEAR_OR_LINK.test(token.text)) || labels.slice(start, at).some((label) => STOPS.has(label))) return;
    // "Abraham, Nicolas. “Notes on the Phantom…” Trans. Nicholas Rand.": a quotation after the first words is the title
    // of names before it, and a translator's or editor's cue before names says whose they are.
    if (opening.some((token, n) => n > 0 && /^[“"«]/.test(token.text))) return;
    if (/^(?:trans|transl|tr|ed|eds|ill|comp)\.$/i.test(before)) continue;
    // "Tu, Wang, and Li,", "Stanton et al.,": commas with no lower-case word but "and" or "et al." make a list of family names.
    const titleWord = opening.some((token) => /^\p{Ll}/u.test(token.text) && !/^(?:and|et|al\.?,?|van|von|de|der|den|da|di|du|le|la)$/.test(token.text));
    if (!titleWord && opening.slice(0, -1).some((token) => /,$/.test(token.text))) return;
    // "Musil et al., J. Chem. Theory Comput. 15": an opening closed by "et al." is a list of names, whatever follows.
    if (/^al\.?[,.]?$/.test(before) && tokens[at - 2]?.text === 'et') return;
    // "The CMS Collaboration, S. Chatrchyan, …", "Particle Data Group, K. Nakamura et al.": a body that wrote it, then its members.
    if (opening.some((token) => /^(?:collaborations?|group|consortium|team|experiment|project|committee|working)[,.]?$/i.test(token.text))) return;
    // Session 44: "Consumers' Union. Body dimensions. Consumer Reports, April …": a first sentence of at most three words that ends
    // on a body's word names the body that wrote it, and the title follows it (a magazine named after the title is not a byline).
    const firstStop = opening.findIndex((token) => /\.$/.test(token.text));
    if (firstStop >= 0 && firstStop <= 2 && firstStop < opening.length - 1 && /^(?:Union|Association|Society|Institute|Council|Foundation|Agency)\.$/u.test(opening[firstStop]?.text ?? '')) return;
    const end = personListEnd(tokens, at);
    if (end < 0) continue;
    // Uncued editors are taken as the authors only when they are exactly the names after the title's full stop,
    // and the tagger read them all as names (not "…, Information Sciences," after them).
    if (editors.length && (!/\.$/.test(before) || editors.some((k) => k < at || k >= end) || labels.slice(at, end).some((label) => label !== 'editor' && label !== 'author'))) return;
    const next = tokens[end];
    if (next && !AFTER_NAMES.has(labels[end] ?? '') && !YEAR_OR_LINK.test(next.text) && !ABBREVIATION.test(next.text) && !/^\p{Lu}{2,}[,.;]?$/u.test(next.text) && !CUE_AFTER_NAMES.test(next.text) && !ORDINAL.test(next.text)) continue;
    if (key >= 0) labels[key] = 'citation-number';
    for (let k = start; k < at; k++) labels[k] = 'title';
    for (let k = at; k < end; k++) labels[k] = 'author';
    return;
  }
}
