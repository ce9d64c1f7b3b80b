import { looksCompact, readCompactNames, readFamilyFirstNames, readGivenFirstNames, type CslName } from './read-names';

/** What follows the title: where the work appeared and how to find it in there. */
export interface Details {
  container?: string;
  volume?: string;
  issue?: string;
  page?: string;
  publisher?: string;
  place?: string;
  edition?: string;
  editors?: CslName[];
  genre?: string;
  year?: string;
  month?: number;
  day?: number;
  inside: boolean;
  /** Vancouver's "Publisher; year": the semicolon marks a book's imprint. */
  semicolonImprint?: boolean;
}

/** Words that name a publisher or issuing body rather than a journal, newspaper or site. */
const PUBLISHER_WORDS = /\b(?:Press|Publish\w*|Books|University|Institut\w*|Organi[sz]ation|Office|Agency|Department|Ministry|Council|Bank|Inc|Ltd|GmbH)\b/;

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const YEAR = /\b(1[5-9]\d\d|20\d\d)[a-z]?\b/;
const PAGES = String.raw`[A-Za-z]?\d+[A-Za-z]?(?:\s*[–-]\s*[A-Za-z]?\d+[A-Za-z]?)?`;

/** A page range as CSL keeps it: a hyphen, and a shortened end ("5441–44") written out. */
export function expandPages(pages: string): string {
  const [first = '', last] = pages.replace(/\s/g, '').split(/[–—-]/);
  if (!last) return first;
  if (/^\d+$/.test(first) && /^\d+$/.test(last) && last.length < first.length) return `${first}-${first.slice(0, first.length - last.length)}${last}`;
  return `${first}-${last}`;
}

export function monthNumber(word: string): number | undefined {
  const index = MONTHS.indexOf(word.slice(0, 3).toLowerCase());
  return index >= 0 ? index + 1 : undefined;
}

function take(state: { text: string }, pattern: RegExp): RegExpExecArray | null {
  const match = pattern.exec(state.text);
  if (match) state.text = `${state.text.slice(0, match.index)} ${state.text.slice(match.index + match[0].length)}`.replace(/\s+/g, ' ').trim();
  return match;
}

function tidy(value: string | undefined): string | undefined {
  const cleaned = value?.replace(/[\s,;:]+\.?\s*$/, '').replace(/^[\s.,;:]+|[\s,;:]+$/g, '').replace(/\.$/, (dot, offset, whole: string) => (/\b\p{Lu}\p{Ll}?\.$|\b(?:Co|Inc|Ltd|J)\.$/u.test(whole) ? dot : '')).trim();
  return cleaned ? cleaned : undefined;
}

function readEditors(state: { text: string }, details: Details): void {
  const patterns: [RegExp, (names: string) => CslName[]][] = [
    [/^\s*(.+?)\s*\((?:eds?|Eds?)\.?\)[,.]?\s*/, (names) => readGivenFirstNames(names).names],
    [/^\s*(.+?),\s*editors?\.\s*/, (names) => (looksCompact(names) ? readCompactNames(names) : readFamilyFirstNames(names)).names],
    [/,?\s*edited by\s+(.+?)(?:,\s*|\.\s+|$)/i, (names) => readGivenFirstNames(names).names],
    [/,\s*([^,]+?),\s*Eds?\.\s*/, (names) => readGivenFirstNames(names).names],
  ];
  for (const [pattern, read] of patterns) {
    const match = take(state, pattern);
    if (match) {
      details.editors = read(match[1] ?? '');
      return;
    }
  }
}

/**
 * The kind of work when the reference names it: "[Doctoral dissertation, University]" (APA puts the
 * degree-granting body inside the brackets), "Ph.D. diss.," / "Master's thesis." (Chicago, IEEE,
 * Harvard), "Video." (Chicago's medium as a sentence of its own).
 */
function readGenre(state: { text: string }, details: Details): void {
  const bracketed = take(state, /\[([^\]]*(?:dissertation|thesis|diss|video|dataset|report|film|podcast|manuscript|software|audio)[^\]]*)\]\.?/i);
  if (bracketed) {
    const [label = '', ...body] = (bracketed[1] ?? '').split(/,\s*/);
    details.genre = /dissertation|thesis/i.test(label) && body.length ? label : bracketed[1];
    if (details.genre === label && body.length) details.publisher = body.join(', ');
    return;
  }
  const thesis = take(state, /(?:^|(?<=[.,]\s?))\s*((?:Ph\.?\s?D\.?|Doctoral|Master['’]?s|M\.?A\.?|M\.?Sc\.?)\s+(?:diss(?:ertation)?|thesis)\.?)[,.]?/i);
  if (thesis) {
    details.genre = thesis[1];
    return;
  }
  const medium = take(state, /(?:^|(?<=\.\s))(Video|Film|Podcast|Audio|Data set|Dataset)\.(?=\s|$)/);
  if (medium) details.genre = medium[1];
}

/** "Place: Publisher" (Chicago, IEEE, Vancouver, Harvard), optionally followed by the year. */
function readImprint(state: { text: string }, details: Details): void {
  const imprint = /(?:^|[.,]\s)\[?([\p{Lu}][^.:;[\]]*?(?:,\s*\p{Lu}{2})?)\]?:\s*([^:;]+?)(?:[;,]\s*((?:\d{4}|n\.d\.)[^.]*))?[\s.;,]*$/u.exec(state.text);
  if (imprint) {
    details.place = tidy(imprint[1]);
    details.publisher = tidy(imprint[2]);
    if (imprint[3]) details.year ??= YEAR.exec(imprint[3])?.[1];
    state.text = state.text.slice(0, imprint.index);
    return;
  }
  // "Publisher, 2005." / Vancouver's "Publisher; 2005." (its year may already be taken out).
  const trailing = /(?:^|\.\s|,\s)([^.;:]+?)(?:[;,]\s*(\d{4})[a-z]?|\s*;)\.?\s*$/.exec(state.text);
  if (trailing && !/\d/.test(trailing[1] ?? '')) {
    details.semicolonImprint = /;/.test(trailing[0]);
    details.publisher = tidy(trailing[1]);
    details.year ??= trailing[2];
    state.text = state.text.slice(0, trailing.index);
  }
}

/**
 * A date in the text ("July 31, 2011", "18 Dec. 2004", "Sept. 2009", "(June 2010)", a bare year at the
 * end), read before volumes so that the day of a newspaper's date is not taken for a volume. A day and
 * month without a year ("31 July", Harvard's newspapers) only adds to the year read before.
 */
function readDate(state: { text: string }, details: Details, markers: number[]): void {
  const month = String.raw`(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\p{L}*\.?`;
  const date = new RegExp(String.raw`\(?(?:\b(\d{1,2})\s+)?\b${month}\s+(?:(\d{1,2}),\s+)?(\d{4})\)?`, 'u').exec(state.text);
  if (date && !details.year) {
    details.year = date[4];
    details.month = monthNumber(date[2] ?? '');
    const day = date[1] ?? date[3];
    if (day) details.day = Number(day);
    markers.push(date.index);
    state.text = state.text.replace(date[0], ' ');
    return;
  }
  const dayMonth = new RegExp(String.raw`(?:,\s*|\s)(?:(\d{1,2})\s+${month}|${month}\s+(\d{1,2}))(?=[.,]?\s*$|[.,]\s)`, 'u').exec(state.text);
  if (dayMonth) {
    details.month ??= monthNumber(dayMonth[2] ?? dayMonth[3] ?? '');
    details.day ??= Number(dayMonth[1] ?? dayMonth[4]);
    markers.push(dayMonth.index);
    state.text = `${state.text.slice(0, dayMonth.index)} ${state.text.slice(dayMonth.index + dayMonth[0].length)}`;
    return;
  }
  if (details.year) return;
  const year = YEAR.exec(state.text);
  if (year && /(?:^|[\s(,])\d{4}[a-z]?\)?[.,]?\s*$/.test(state.text.slice(0, year.index + year[0].length + 2))) {
    details.year = year[1];
    markers.push(year.index);
    state.text = `${state.text.slice(0, year.index)} ${state.text.slice(year.index + year[0].length)}`;
  }
}

/**
 * Reads the part after the title. Styles spell the same facts differently ("79(20), 5441–5444",
 * "vol. 79, no. 20, pp. 5441–44", "79 (20): 5441–44", "1957;79(20):5441–4"), so each spelling is
 * taken out in turn; what is left before the first of them is the container (journal, book, site).
 */
export function readDetails(text: string, titleQuoted = false): Details {
  const details: Details = { inside: false };
  const state = { text: text.trim() };
  take(state, /^\s*\[Internet\]\.?\s*/);
  if (take(state, /^\s*In:?\s+/i)) details.inside = true;

  if (details.inside) readEditors(state, details);
  else if (/edited by/i.test(state.text)) readEditors(state, details);

  readGenre(state, details);
  const online = take(state, /^([^[\]]+?)\s*\[Internet\]\.?\s*/);
  if (online) details.container = tidy(online[1]);
  const edition = take(state, /\(?\b(\d+)(?:st|nd|rd|th)\s+(?:ed\.|edn\.?|edition)\)?[.,]?/i);
  if (edition) details.edition = edition[1];

  const markers: number[] = [];
  const mark = (match: RegExpExecArray | null) => {
    if (match) markers.push(match.index);
    return match;
  };

  const volume = mark(take(state, /\(?\bvol\.\s*(\d[\w-]*|[\w-]+(?:\.\d+)?)[),.]?/i));
  if (volume) details.volume = volume[1];
  // Vancouver: "2005 Mar 1;15(15):R583-6", "2019 Mar 12:14", "1974;20:139–47".
  const vancouver = mark(take(state, new RegExp(String.raw`(?:^|\.\s+)(\d{4})((?:\s+\p{L}{3}(?:\s+\d{1,2})?)?)\s*(?:;\s*([^():;\s]+)?\s*(?:\(([^)]+)\))?)?(?::\s*(${PAGES}))?[.;]?(?=\s|$)`, 'u')));
  if (vancouver) {
    details.year = vancouver[1];
    const [, monthWord, day] = /^\s*(\p{L}{3})?(?:\s+(\d{1,2}))?/u.exec(vancouver[2] ?? '') ?? [];
    details.month = monthWord ? monthNumber(monthWord) : undefined;
    details.day = day ? Number(day) : undefined;
    details.volume ??= vancouver[3];
    details.issue = vancouver[4];
    details.page = vancouver[5];
  }
  const pages = mark(take(state, new RegExp(String.raw`\(?\bpp?\.\s*(${PAGES})\)?`)));
  if (pages) details.page ??= pages[1];
  const issue = mark(take(state, /\bno\.\s*((?:Pt|Suppl)\.?\s*\d+|[\w–-]+)/i));
  if (issue) details.issue ??= issue[1];
  readDate(state, details, markers);
  if (!details.volume) {
    // APA/Harvard "79(20), 5441–5444", Chicago "79 (20): 5441–44", "10: 5", "100, 15".
    const volumePattern = new RegExp(String.raw`(?:,\s*|\s)(\d\w*)\s*(?:\(([^)]+)\))?(?::\s*(${PAGES})|,\s*(${PAGES})(?=[.,]?\s*$)|(?=[.,]?\s*$)|(?=,))`);
    const found = volumePattern.exec(state.text);
    // A lone four-digit number at the end is the year (MLA, Chicago notes), not a volume.
    const yearOnly = found && YEAR.test(found[1] ?? '') && !found[2] && !found[3] && !found[4];
    const joined = yearOnly ? null : mark(take(state, volumePattern));
    if (joined) {
      details.volume = joined[1];
      details.issue ??= joined[2];
      details.page ??= joined[3] ?? joined[4];
    }
  } else if (!details.page) {
    const chicagoPages = mark(take(state, new RegExp(String.raw`(?:\(([^)]*)\))?:\s*(${PAGES})`)));
    if (chicagoPages) details.page = chicagoPages[2];
  }
  if (!details.page && !details.volume) {
    // A conference paper in APA or Chicago: "Proceedings of …, 770–778." — a range with no volume.
    const range = mark(take(state, /,\s*(\d+\s*[–-]\s*\d+)\.?\s*$/));
    if (range) details.page = range[1];
  }
  if (details.page) details.page = expandPages(details.page);

  const firstMarker = markers.length ? Math.min(...markers) : -1;
  const hasLocators = Boolean(details.volume || details.issue || (details.page && !details.inside));
  if (hasLocators && firstMarker >= 0) {
    details.container = tidy(state.text.slice(0, firstMarker));
    state.text = state.text.slice(firstMarker);
    readImprint(state, details);
    return details;
  }
  readImprint(state, details);
  const left = state.text.split(/\.\s+|,\s+(?=\p{Lu})/u).map((part) => tidy(part)).filter((part): part is string => Boolean(part) && !/^(?:In|\d+)$/.test(part ?? ''));
  // A thesis or report names the body that issued it, not a container.
  if (details.genre && /dissertation|thesis|diss|report/i.test(details.genre) && !details.publisher && !details.inside && left.length) {
    details.publisher = left.join(', ');
    return details;
  }
  // IEEE's report: "“Title,” Publisher, Place, month year." — a publisher's word in the first name.
  if (titleQuoted && !details.inside && !details.day && left.length >= 2 && PUBLISHER_WORDS.test(left[0] ?? '') && !details.publisher) {
    details.publisher = left[0];
    details.place = left[1];
    return details;
  }
  // IEEE's newspaper: "“Title,” The Guardian, London, July 31, 2011." — the paper, then its city.
  if (titleQuoted && details.day && !details.inside && !details.publisher && left.length === 2) {
    details.container = left[0];
    details.place = left[1];
    return details;
  }
  // A quoted title is a part of something (an article, a chapter, a page): the name after it is that whole.
  if (titleQuoted && !details.place && !details.inside && (left.length || details.publisher)) {
    details.container = [...left, ...(details.publisher ? [details.publisher] : [])].join(', ');
    details.publisher = undefined;
  } else if (details.inside || (details.publisher && left.length)) details.container = left[0];
  else if (!details.publisher && left.length) details.publisher = left.join(', ');
  return details;
}
