import type { Token } from './tokenize-reference';
import escapeStringRegexp from 'escape-string-regexp';

/**
 * Label repairs for the layouts that do not open with names — web pages cited by their site
 * (`Wikipedia, "Logarithm", https://…`, `"Bilinear Transform", Wikipedia, https://…`), a bare
 * title before a link, a journal named before its year (`Bioinformatics (2006) 22 (17): 2059-2065`)
 * — and for two edges of chemistry lists ("…, J. Chem. Phys.", "Dunning, Jr. J. Chem. Phys.").
 * The training corpora hold few such references, so the tagger reads their first words as names;
 * these layouts have shapes a rule can check.
 */

const LINK = /^<?(?:https?:\/\/|www\.)/i;
const OPENS_QUOTE = /^(?:[“"«]|``)/;
const CLOSES_QUOTE = /(?:[”"»]|'')[.,;:]?$/;
const INITIAL = /^(?:\p{Lu}\.)(?:-?\p{Lu}\.)*,?$/u;

/**
 * Sites cited as the container of a page. Names, not cue words: "Handbook of Mathematical Functions"
 * is a book; a site whose name is not here stays what the tagger made of it (and its flag).
 */
const SITE_NAMES = new Set(['wikipedia', 'wikibooks', 'wiktionary', 'wikisource', 'wikimedia commons', 'scholarpedia', 'mathworld', 'planetmath', 'nlab', 'stack overflow', 'python documentation', 'encyclopaedia britannica', 'encyclopedia britannica', 'encyclopedia of mathematics', 'wikipedia the free encyclopedia']);

/** MLA's medium ("Web.", "Print.") between a site and the access date: no journal, whatever the tagger thought. */
const MEDIUM = /^(?:web|print|online)\.$/i;

const bare = (text: string) =>
  text
    .toLowerCase()
    .replace(/[“”"«»'‘’`(),.;:]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const isLink = (token: Token | undefined) => LINK.test(token?.text ?? '');
const hasLabel = (labels: string[], ...wanted: string[]) => labels.some((label) => wanted.includes(label));

/** Segments of a reference: runs of tokens closed by a comma, full stop or closing quote (not inside a link). */
function segmentsOf(tokens: Token[]): number[][] {
  const segments: number[][] = [];
  let current: number[] = [];
  tokens.forEach((token, k) => {
    current.push(k);
    if (isLink(token) || /[,.;:]["”»]?$|["”»]$/.test(token.text)) {
      segments.push(current);
      current = [];
    }
  });
  if (current.length) segments.push(current);
  return segments;
}

/** A link is never part of a title or container: the title stops there, and title words after it are the container. */
export function takeLinksOutOfTitles(tokens: Token[], labels: string[]): void {
  const link = tokens.findIndex((token, k) => isLink(token) && ['title', 'container-title', 'author', 'other'].includes(labels[k] ?? ''));
  if (link < 0) return;
  labels[link] = 'url';
  const containerFound = hasLabel(labels, 'journal', 'container-title');
  for (let k = link + 1; k < labels.length && labels[k] === 'title'; k++) labels[k] = containerFound ? 'other' : 'container-title';
}

/** A known site's name, wherever the tagger put it, is the container of a page that links to it. */
export function labelSiteNames(tokens: Token[], labels: string[]): void {
  if (!tokens.some((token) => isLink(token))) return;
  tokens.forEach((token, k) => {
    if (MEDIUM.test(token.text) && /[.,]["”]?$/.test(tokens[k - 1]?.text ?? '') && ['journal', 'container-title', 'publisher'].includes(labels[k] ?? '')) labels[k] = 'other';
  });
  if (hasLabel(labels, 'journal', 'volume', 'pages')) return;
  let previousWasSite = false;
  for (const segment of segmentsOf(tokens)) {
    const words = segment.filter((k) => !isLink(tokens[k]) && labels[k] !== 'citation-number');
    if (!words.length) continue;
    const name = bare(words.map((k) => tokens[k]?.text ?? '').join(' ')).replace(/^in /, '');
    // "Wikipedia, the Free Encyclopedia": the site's full name, cut in two by its comma.
    const siteTail = previousWasSite && name === 'the free encyclopedia';
    previousWasSite = SITE_NAMES.has(name);
    if (!SITE_NAMES.has(name) && !siteTail) continue;
    // A site named inside a quoted title ("Wikipedia", the article about it) is part of that title.
    if (words.some((k) => OPENS_QUOTE.test(tokens[k]?.text ?? '') && !CLOSES_QUOTE.test(tokens[k]?.text ?? ''))) continue;
    for (const k of words) labels[k] = 'container-title';
  }
}

/**
 * "[Wikipedia] Wikipedia, the free encyclopedia. http://…": a reference that names a known site and nothing else
 * cites the site itself; its name is the title (read as the container only when a page of it is cited).
 */
export function siteAsTitle(tokens: Token[], labels: string[]): void {
  if (hasLabel(labels, 'title', 'journal', 'volume', 'pages')) return;
  const start = labels.indexOf('container-title');
  if (start < 0) return;
  let end = start;
  while (end + 1 < labels.length && labels[end + 1] === 'container-title') end++;
  if (!SITE_NAMES.has(bare(tokens.slice(start, end + 1).map((token) => token.text).join(' ')))) return;
  // Nothing else in words: any other word may be the page's title the tagger missed ("Wikipedia: Girth <…>").
  if (tokens.some((token, k) => (k < start || k > end) && !isLink(token) && !['doi', 'citation-number'].includes(labels[k] ?? '') && /\p{L}/u.test(token.text))) return;
  for (let k = start; k <= end; k++) labels[k] = 'title';
}

/**
 * With no title found, a quotation is the title: `[1] "PractRand" <https://…>`, `Wikipedia,
 * "F-distribution", https://…` (a one-word quotation the tagger left out).
 */
export function titleFromQuotation(tokens: Token[], labels: string[]): void {
  if (labels.includes('title')) return;
  const first = labels.findIndex((label) => label !== 'citation-number');
  // A quotation that opens the reference is its title even where the tagger read a series or container there (`"Concrete Mathematics", R.L. Graham…`).
  const allowed = (k: number) => ['other', 'author', 'location', 'publisher', 'editor'].includes(labels[k] ?? '') || (OPENS_QUOTE.test(tokens[first]?.text ?? '') && ['collection-title', 'container-title'].includes(labels[k] ?? ''));
  const open = tokens.findIndex((token, k) => OPENS_QUOTE.test(token.text) && allowed(k));
  if (open < 0) return;
  const close = tokens.findIndex((token, k) => k >= open && k - open < 40 && CLOSES_QUOTE.test(token.text));
  if (close < 0 || !labels.slice(open, close + 1).every((_, n) => allowed(open + n))) return;
  for (let k = open; k <= close; k++) labels[k] = 'title';
}

const PARTICLE = /^(?:van|von|de|der|den|del|della|da|di|du|la|le|bin|al|zu|ter|ten|dos|das|y|and|&)$/;

/**
 * A page cited by its title alone ("Differential evolution, Wikipedia, http://…", "Whittaker-Henderson
 * smoothing, https://…"): in a reference with a link and no year, volume or pages, "names" with no
 * initial and a lower-case word that is no particle, or names running into the title with no
 * punctuation between, are the title's first words.
 */
export function titleBeforeLink(tokens: Token[], labels: string[]): void {
  if (!tokens.some((token) => isLink(token)) || hasLabel(labels, 'date', 'volume', 'pages', 'journal')) return;
  const start = labels.indexOf('author');
  if (start < 0) return;
  let end = start;
  while (end + 1 < labels.length && labels[end + 1] === 'author') end++;
  const words = tokens.slice(start, end + 1).map((token) => token.text);
  if (words.some((word) => INITIAL.test(word))) return;
  // A possessive ("Legendre's Theorem, Legrange's Descent") is no one's name either.
  const lowerWord = words.some((word, n) => (n > 0 && /^\p{Ll}/u.test(word) && !PARTICLE.test(word.replace(/[,.;:]+$/, ''))) || /\p{L}['’]s[,.;:]?$/u.test(word));
  const runsIntoTitle = labels[end + 1] === 'title' && !/[,.;:]$/.test(words[words.length - 1] ?? '');
  if (!lowerWord && !runsIntoTitle) return;
  if (lowerWord && labels.includes('title') && !runsIntoTitle) return;
  for (let k = start; k <= end; k++) labels[k] = 'title';
}

/**
 * "Bioinformatics (2006) 22 (17): 2059-2065": a reference that opens with a few words, then its year,
 * volume and pages, and has no title, names a journal first.
 */
export function journalBeforeYear(tokens: Token[], labels: string[]): void {
  if (hasLabel(labels, 'title', 'journal', 'container-title')) return;
  const start = labels.findIndex((label) => label !== 'citation-number');
  const date = labels.indexOf('date');
  if (start < 0 || date <= start || date - start > 6) return;
  const after = labels.slice(date + 1).filter((label) => label !== 'other' && label !== 'date');
  if (after[0] !== 'volume' && after[0] !== 'pages' && after[0] !== 'issue') return;
  if (!labels.slice(start, date).every((label) => ['author', 'publisher', 'other', 'location', 'editor'].includes(label))) return;
  if (!/^\p{Lu}/u.test(tokens[start]?.text ?? '')) return;
  for (let k = start; k < date; k++) labels[k] = 'journal';
}

const SUFFIX = /^(?:jr|sr|ii|iii|iv)\.?,?$/i;
const ABBREVIATED_WORD = /^\p{Lu}\p{Ll}{1,12}\.$/u;
const JOURNAL_WORD = /^(?:\p{Lu}\p{Ll}{1,6}\.|\p{Lu}{2,7}\.),?$|^\p{Lu}{2,7}\.\p{Lu}{2,7}\.?$/u;

/**
 * Chemistry and physics lists of initials-first names ("W.J. STEVENS, H. BASCH, M. KRAUSS, J. CHEM.
 * PHYS. 81", "R. Baltin., Z. Naturforsch. A 27", "M. Dolg in J. Chem. Phys."): after a complete name
 * (closed by a comma or "in"), a lone "J." or "Z." before the journal's words opens the journal's name —
 * in an initials-first list an initial never follows its family name. A "Jr." the tagger gave to the
 * journal closes the last name.
 */
export function initialOpeningJournal(tokens: Token[], labels: string[]): void {
  const journal = labels.indexOf('journal');
  if (journal < 2) return;
  const authorStart = labels.indexOf('author');
  if (authorStart < 0) return;
  // Initials-first names ("W.J. STEVENS, …"), or names with no initials at all ("Peng, Ayala, and
  // Frisch,"): either way a lone initial at the end is no one's given name.
  const names = tokens.slice(authorStart, journal).map((token) => token.text);
  const initials = names.filter((word) => INITIAL.test(word)).length;
  const namesOnly = initials === 1 && names.some((word) => /^(?:and|&)$/i.test(word));
  if (!INITIAL.test(names[0] ?? '') && !namesOnly) return;
  let first = journal;
  if (SUFFIX.test(tokens[first]?.text ?? '') && labels[first - 1] === 'author' && /,$/.test(tokens[first - 1]?.text ?? '')) {
    labels[first] = 'author';
    first++;
    while (first < labels.length && labels[first] !== 'journal') first++;
  }
  // The journal's abbreviated words the tagger kept with the names ("Z. Naturforsch. A").
  // Only when the journal the tagger found cannot start a journal's name (a section letter, "A"): a
  // family name closed by a full stop ("M. Raydan. Math. Comp.") looks just like an abbreviation.
  let before = first - 1;
  const strandedStart = /^\p{Lu}$/u.test(tokens[first]?.text ?? '');
  while (strandedStart && before > authorStart && labels[before] === 'author' && ABBREVIATED_WORD.test(tokens[before]?.text ?? '') && !SUFFIX.test(tokens[before]?.text ?? '')) before--;
  if (labels[before] !== 'author' || !/^\p{Lu}\.$/u.test(tokens[before]?.text ?? '')) return;
  // The name before it is complete: closed by a comma, "in" or a suffix, or (initials first) a family
  // name right before ("S. Lehtola J. Chem. Theory Comput.").
  const previous = tokens[before - 1]?.text ?? '';
  const familyBefore = INITIAL.test(names[0] ?? '') && /^\p{Lu}[\p{Ll}'’-]+$/u.test(previous);
  const closesName = /,$/.test(previous) || /^in$/i.test(previous) || SUFFIX.test(previous) || familyBefore;
  if (closesName && (before < first - 1 || JOURNAL_WORD.test(tokens[first]?.text ?? ''))) for (let k = before; k < first; k++) labels[k] = 'journal';
}

/** "pg. 318", "pgs. 12-14": the page cue the tagger does not know, before a number it left unlabelled. */
export function labelPageCue(tokens: Token[], labels: string[]): void {
  if (labels.includes('pages')) return;
  for (let k = 0; k + 1 < tokens.length; k++) {
    if (/^pgs?\.$/i.test(tokens[k]?.text ?? '') && /^\d+(?:[-–]\d+)?[.,;]?$/.test(tokens[k + 1]?.text ?? '') && ['other', 'volume', 'note'].includes(labels[k + 1] ?? '')) {
      labels[k] = 'pages';
      labels[k + 1] = 'pages';
      return;
    }
  }
}

/**
 * "Issue 8": a number the reference itself calls the issue is the issue, wherever the tagger put it. And "Trudy Inst.
 * Astroz. Alma-Ata, No. 17, 1": "No." the tagger ran into the journal's name, before the number it read as the volume,
 * is no part of the name (whether a lone "No." numbers the volume or the issue, styles and corpora differ: the
 * number keeps the tagger's label).
 */
export function labelIssueCue(tokens: Token[], labels: string[]): void {
  for (let k = 0; k + 1 < tokens.length; k++) {
    if (/^(?:no|nr|num)\.$/i.test(tokens[k]?.text ?? '') && labels[k] === 'journal' && labels[k + 1] === 'volume' && /^\d+[.,;]?$/.test(tokens[k + 1]?.text ?? '') && /,$/.test(tokens[k - 1]?.text ?? '')) {
      labels[k] = 'other';
      continue;
    }
    if (!/^(?:issue|iss\.)$/i.test(tokens[k]?.text ?? '') || !/^\d+[.,;]?$/.test(tokens[k + 1]?.text ?? '')) continue;
    // Read as the volume, or as a day of the date that follows ("Issue 8, August 2008."): a number of one to three digits is no year.
    if (labels[k + 1] !== 'volume' && !(['date', 'other'].includes(labels[k + 1] ?? '') && /^\d{1,3}[.,;]?$/.test(tokens[k + 1]?.text ?? ''))) continue;
    // A volume printed as well ("Volume 25, Issue 4") is another token, which keeps its label.
    labels[k] = 'issue';
    labels[k + 1] = 'issue';
  }
}

const FAMILY_WORD = /^(?:\p{Lu}[\p{L}'’-]*|van|von|de|der|den|del|da|di|du|la|le)[,.]?$/u;

/** How many tokens from `from` make a list of initials-first names ("W. La Cruz, J.M. Martinez, and G. K.-L. Chan,"), 0 if none. */
function initialsFirstNames(tokens: Token[], from: number): number {
  let k = from;
  let names = 0;
  for (;;) {
    let at = k;
    if (names > 0 && /^(?:and|&)$/i.test(tokens[at]?.text ?? '')) at++;
    const initialsStart = at;
    while (INITIAL.test(tokens[at]?.text ?? '') && !/,$/.test(tokens[at]?.text ?? '')) at++;
    if (at === initialsStart) break;
    let family = 0;
    while (family < 3 && FAMILY_WORD.test(tokens[at]?.text ?? '') && !INITIAL.test(tokens[at]?.text ?? '')) {
      family++;
      if (/[,.]$/.test(tokens[at++]?.text ?? '')) break;
    }
    if (!family || !/[,.]$/.test(tokens[at - 1]?.text ?? '')) break;
    k = at;
    names++;
  }
  return k - from;
}

/**
 * `"Spectral residual method…" W. La Cruz, J.M. Martinez, M. Raydan. Math. Comp. 75`: initials-first
 * names right after a quoted opening title are its authors, wherever the tagger put them (it reads
 * them as the start of the journal).
 */
export function namesAfterQuotedTitle(tokens: Token[], labels: string[]): void {
  const start = labels.findIndex((label) => label !== 'citation-number');
  // Single quotes too ("'FORTRAN program for…', A. Liberato de Brito, Comput. Phys. Commun."), closed by the first closing single quote.
  const single = /^[‘'][\p{L}\p{N}]/u.test(tokens[start]?.text ?? '');
  if (start < 0 || labels[start] !== 'title' || !(OPENS_QUOTE.test(tokens[start]?.text ?? '') || single) || labels.includes('author')) return;
  const closes = single ? /[\p{L}\p{N}.?!)][’'][.,;:]?$/u : CLOSES_QUOTE;
  const close = tokens.findIndex((token, k) => k >= start && closes.test(token.text));
  if (close < 0 || labels.slice(start, close + 1).some((label) => label !== 'title')) return;
  const count = initialsFirstNames(tokens, close + 1);
  if (!count) return;
  const next = labels[close + 1 + count];
  if (!labels.slice(close + 1, close + 1 + count).every((label) => ['journal', 'container-title', 'other', 'title', 'publisher'].includes(label))) return;
  if (next !== 'journal' && next !== 'container-title' && next !== 'volume' && next !== 'date') return;
  for (let k = close + 1; k < close + 1 + count; k++) labels[k] = 'author';
}

/** Whether a container is a site this reader knows by name (read by rule, so not a guess). */
export function isKnownSite(container: unknown): boolean {
  return typeof container === 'string' && SITE_NAMES.has(bare(container));
}

/** Whether a title is exactly what the reference put between quotation marks, double or single (the author marked it so). */
export function isWholeQuotation(title: unknown, reference: string): boolean {
  if (typeof title !== 'string' || !title) return false;
  const escaped = escapeStringRegexp(title);
  return new RegExp(`(?:^|[\\s(\\[])(?:[“"«]${escaped}[.,;:!?]?[”"»]|[‘']${escaped}[.,;:!?]?[’'](?![\\p{L}]))`, 'u').test(reference);
}

/**
 * "M. Burkatzki, C. Filippi, M. Dolg in J. Chem. Phys.": an initials-first list that ends on a lone
 * initial has lost its last family name to the "title"; a title of at most three words running
 * straight into the journal is that name (with the "in" that leads to the journal).
 */
export function familyAfterDanglingInitial(tokens: Token[], labels: string[]): void {
  const authorStart = labels.indexOf('author');
  if (authorStart < 0 || !INITIAL.test(tokens[authorStart]?.text ?? '')) return;
  let end = authorStart;
  while (end + 1 < labels.length && labels[end + 1] === 'author') end++;
  if (!/^(?:\p{Lu}\.)+$/u.test(tokens[end]?.text ?? '') || labels[end + 1] !== 'title') return;
  let title = end + 1;
  while (title + 1 < labels.length && labels[title + 1] === 'title') title++;
  if (title - end > 3 || labels[title + 1] !== 'journal' || labels.slice(title + 2).includes('title')) return;
  for (let k = end + 1; k <= title; k++) labels[k] = 'author';
}
