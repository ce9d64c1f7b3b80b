import { monthNumber, readDetails, type Details } from './read-details';
import { looksCompact, readCompactNames, readFamilyFirstNames, readFirstInvertedNames, readGivenFirstNames, type ReadNames } from './read-names';

/** Which family of styles the reference is written in; each puts the names, year and title differently. */
export type Layout = 'author-year-parenthesis' | 'author-year-sentence' | 'numbered-quoted' | 'compact-names' | 'title-then-date' | 'title-first';

export interface ReadReference {
  layout: Layout;
  names: ReadNames;
  title?: string;
  year?: string;
  month?: number;
  day?: number;
  /** The title was in quotation marks: the work is a part of something (article, chapter, report, page). */
  titleQuoted: boolean;
  details: Details;
}

const OPEN_QUOTE = /^[“"‘']/;
const CLOSE_FOR: Record<string, RegExp> = { '“': /[”"]/, '"': /"/, '‘': /’(?=[\s,.:;]|$)/, "'": /'(?=[\s,.:;]|$)/ };
/** A word before a full stop that does not end a sentence: an initial or a common abbreviation. */
const NOT_SENTENCE_END = /(?:^|[\s.(-])(?:\p{Lu}|Jr|Sr|St|Dr|Mr|Mrs|Ms|vs|Vol|vol|No|no|ed|Ed|eds|Eds|pp|Co|Inc|Ltd)$/u;

/** A quoted title at the start of `text`: its words, and the text after the closing quote. */
function takeQuoted(text: string): { title: string; rest: string } | undefined {
  const open = text[0] ?? '';
  const close = CLOSE_FOR[open];
  if (!close) return undefined;
  const end = close.exec(text.slice(1));
  if (!end) return undefined;
  const title = text.slice(1, end.index + 1).replace(/[.,]$/, '').trim();
  return { title, rest: text.slice(end.index + 2).replace(/^[\s.,]+/, '') };
}

/** The first sentence of `text` (a title, or a list of names), and what follows it. */
export function takeSentence(text: string): { sentence: string; rest: string } {
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char !== '.' && char !== '?' && char !== '!') continue;
    if (index + 1 < text.length && text[index + 1] !== ' ') continue;
    if (char === '.' && NOT_SENTENCE_END.test(text.slice(Math.max(0, index - 4), index))) continue;
    const sentence = char === '.' ? text.slice(0, index) : text.slice(0, index + 1);
    return { sentence: sentence.trim(), rest: text.slice(index + 1).trim() };
  }
  return { sentence: text.replace(/\.$/, '').trim(), rest: '' };
}

/**
 * The names before an unquoted title (MLA, Chicago notes): the first author's given names may end in
 * an initial ("Kuhn, Thomas S. The Structure…"), which ends the names unless more names follow.
 */
function takeNames(text: string): { sentence: string; rest: string } {
  const initialEnd = /^([^,.]+,(?:\s+\p{Lu}[\p{L}'’-]*)*?(?:\s+\p{Lu}\.)+)\s+(?!and\b|&|\p{Lu}\.)/u.exec(text);
  if (initialEnd) return { sentence: initialEnd[1] ?? '', rest: text.slice(initialEnd[0].length) };
  return takeSentence(text);
}

/**
 * Where an unquoted title stops short of a full stop: an edition or volume ("(2nd ed.)", ", 4th ed.",
 * ", vol. 2"), a bracketed kind ("[Video]"), Vancouver's "[Internet]", IEEE's date in parentheses.
 */
const TITLE_STOP = /\s(?=\((?:\d+(?:st|nd|rd|th) ed|Vol\.)|\[[^\]]*(?:dissertation|thesis|diss|video|dataset|report|film|manuscript|software|Internet)[^\]]*\])|(?=,\s*(?:\d+(?:st|nd|rd|th) ed|vol\.\s*\d|\((?:\p{L}+\.?\s+)?\d{4}\)))/iu;

/** The title after the names (and year), quoted or as the next sentence; an edition or a bracketed kind stops it. */
function takeTitle(text: string): { title?: string; rest: string } {
  const quoted = OPEN_QUOTE.test(text) ? takeQuoted(text) : undefined;
  if (quoted) return quoted;
  const { sentence, rest } = takeSentence(text);
  const stop = TITLE_STOP.exec(sentence);
  if (stop) return { title: sentence.slice(0, stop.index).replace(/,$/, '').trim(), rest: `${sentence.slice(stop.index).replace(/^,/, '').trim()}. ${rest}`.trim() };
  return { title: sentence || undefined, rest };
}

function readDate(text: string): { year?: string; month?: number; day?: number } {
  const year = /(\d{4})[a-z]?/.exec(text)?.[1];
  const monthWord = /\b(\p{L}{3,})\.?\s*(\d{1,2})?\b/u.exec(text.replace(/^\d{4}[a-z]?,?\s*/, ''));
  const month = monthWord ? monthNumber(monthWord[1] ?? '') : undefined;
  return { year, month, day: month && monthWord?.[2] ? Number(monthWord[2]) : undefined };
}

function finish(layout: Layout, names: ReadNames, afterNames: string, date: { year?: string; month?: number; day?: number }): ReadReference {
  const trimmed = afterNames.trim();
  const titleQuoted = OPEN_QUOTE.test(trimmed);
  const { title, rest } = takeTitle(trimmed);
  const details = readDetails(rest, titleQuoted);
  const reading: ReadReference = { layout, names, title, titleQuoted, details, year: date.year ?? details.year, month: date.month ?? details.month, day: date.day ?? details.day };
  settleLoneName(reading);
  return reading;
}

/**
 * A lone name after the title with no place was read as a publisher; some cues say it is the
 * periodical or site instead: Vancouver always gives a book's place ("Place: Publisher; year"); a date
 * with a month is a periodical's or a page's, not a book's; APA leaves out a publisher that is the
 * author, so a name repeating the (group) author is the source the work appeared in.
 */
function settleLoneName(reading: ReadReference): void {
  const { details } = reading;
  if (!details.publisher || details.place || details.container || details.inside || details.genre || details.semicolonImprint) return;
  const repeatsAuthor = reading.names.names.some((name) => name.literal?.toLowerCase() === details.publisher?.toLowerCase());
  if (reading.layout === 'compact-names' || (reading.month && ['author-year-parenthesis', 'title-first'].includes(reading.layout)) || (repeatsAuthor && reading.layout === 'author-year-parenthesis')) {
    details.container = details.publisher;
    details.publisher = undefined;
  }
}

const FUNCTION_WORDS = /^(?:a|an|the|of|and|or|in|on|at|to|for|from|by|with|as|into|about|van|von|de|der|den|del|da|di|du|la|le|y|et|und)$/;

/**
 * Whether the words before a year read as a title rather than an author: a question, a colon, or
 * sentence case (two or more lower-case content words, as APA and Vancouver write titles). Group
 * authors are capitalised ("World Health Organization") and persons carry commas and initials.
 */
export function looksLikeTitle(words: string): boolean {
  const text = words.trim().replace(/\.$/, '');
  if (!text || /\b\p{Lu}\.|,\s*\p{Lu}\.|\bet al\b/u.test(text)) return false;
  if (/[?!]$|:\s/.test(text)) return true;
  const lower = text.split(/\s+/).slice(1).filter((word) => /^\p{Ll}/u.test(word) && !FUNCTION_WORDS.test(word));
  return lower.length >= 2;
}

/**
 * A reference with no author starts with its title: "“Title.” Journal…" (MLA, Chicago, IEEE), "Title.
 * (2019). Source." (APA), "Title. 2019. Place: Publisher." (Chicago). When the next sentence reads as
 * a title too, the first is a (group) author after all.
 */
function readTitleFirst(text: string): ReadReference | undefined {
  const quoted = OPEN_QUOTE.test(text) ? takeQuoted(text) : undefined;
  const parenthesis = /^([^“"‘]{2,300}?)\.?\s*\(((?:\d{4}[a-z]?|n\.d\.)(?:,\s*[^)]*)?)\)\.?\s+(.*)$/.exec(text);
  const sentence = /^([^“"‘]{2,300}?)\.\s+(\d{4}[a-z]?|n\.d\.)\.(?:\s+|$)(.*)$/.exec(text);
  let title: string | undefined;
  let rest = '';
  let date: { year?: string; month?: number; day?: number } = {};
  if (quoted) {
    title = quoted.title;
    const year = /^(\d{4})[a-z]?\.\s*/.exec(quoted.rest);
    rest = year ? quoted.rest.slice(year[0].length) : quoted.rest;
    if (year) date = { year: year[1] };
  } else {
    // Chicago capitalises titles like names, so only a question or a colon marks its title-first form.
    const found = parenthesis ?? (sentence && /[?!]$|:\s/.test(sentence[1] ?? '') ? sentence : null);
    const lead = found?.[1] ?? '';
    if (!found || takeSentence(lead).rest || !looksLikeTitle(lead) || looksLikeTitle(takeSentence(found[3] ?? '').sentence)) return undefined;
    // "Title (11th ed.). (2003)." — the edition stays with the title in APA.
    const taken = takeTitle(`${lead.trim().replace(/\.$/, '')}.`);
    title = taken.title;
    rest = `${taken.rest} ${found[3] ?? ''}`.trim();
    date = readDate(found[2] ?? '');
  }
  const details = readDetails(rest, Boolean(quoted));
  const names: ReadNames = { names: [], truncated: false };
  const reading: ReadReference = { layout: 'title-first', names, title, titleQuoted: Boolean(quoted), details, year: date.year ?? details.year, month: date.month ?? details.month, day: date.day ?? details.day };
  settleLoneName(reading);
  return reading;
}

const GIVEN_FIRST = /^(?:\p{Lu}\p{Ll}?\.[\s-]*)+\s*[\p{L}'’-]+(?:\s[\p{L}'’-]+)?$/u;

/**
 * How many of the comma pieces at the start of an IEEE book entry are names: "A. B. Family" pieces,
 * "et al.", and a piece joined by "and" whose first half is such a name, which ends the list
 * ("S. Russell and P. Norvig", "N. J. Malone and U.S. Bureau of the Census").
 */
function countLeadingNames(pieces: string[]): number {
  let count = 0;
  for (const piece of pieces) {
    const bare = piece.replace(/^and\s+/, '');
    if (/^et al\.?$/.test(bare)) count++;
    else if (GIVEN_FIRST.test(bare) && !/^and\s/.test(piece)) count++;
    else {
      const joined = /^(.+?)\s+and\s+(.+)$/.exec(piece);
      if ((joined && GIVEN_FIRST.test(joined[1] ?? '') && !/\.\s\p{Lu}\p{Ll}+\s\p{Ll}/u.test(joined[2] ?? '')) || (/^and\s/.test(piece) && GIVEN_FIRST.test(bare))) count++;
      break;
    }
  }
  return count;
}

/** Reads one reference (identifiers already taken out) in whichever of the common layouts it is written. */
export function readReference(text: string): ReadReference {
  const titleFirst = readTitleFirst(text);
  if (titleFirst) return titleFirst;
  // APA, Harvard: "Hall, H. K. (1957). Title…" / "Hall, H.K. (1957) ‘Title’…"
  const parenthesis = /^([^“"‘]{2,400}?)\s*\(((?:\d{4}[a-z]?|n\.d\.)(?:,\s*[^)]*)?)\)\.?\s+(.*)$/.exec(text);
  if (parenthesis) {
    return finish('author-year-parenthesis', readFamilyFirstNames(parenthesis[1]?.trim() ?? ''), parenthesis[3] ?? '', readDate(parenthesis[2] ?? ''));
  }
  // Vancouver: "Hall HK, Smith J, Ng AL. Title. Journal. 1957;79(20):5441–4." (no full stops inside the names)
  const plainEnd = /\.\s/.exec(text);
  const compact = plainEnd ? text.slice(0, plainEnd.index) : '';
  if (compact && looksCompact(compact) && !/[“"]/.test(compact)) {
    return finish('compact-names', readCompactNames(compact), text.slice((plainEnd?.index ?? 0) + 2), {});
  }
  // IEEE: "H. K. Hall, J. Smith, and A. L. Ng, “Title,” Journal, vol. …"
  const quote = /[“"]/.exec(text);
  if (/^\p{Lu}\p{Ll}?\.[\s-]/u.test(text) || (quote && /,\s*$/.test(text.slice(0, quote.index)) && /,[”"]/.test(text))) {
    const namesEnd = quote && /,\s*$/.test(text.slice(0, quote.index)) ? quote.index : undefined;
    if (namesEnd !== undefined) return finish('numbered-quoted', readGivenFirstNames(text.slice(0, namesEnd).replace(/,\s*$/, '')), text.slice(namesEnd), {});
    // A book in IEEE: the names are the leading "A. B. Family" pieces.
    const count = countLeadingNames(text.split(/,\s+/));
    const pieces = text.split(/,\s+/);
    if (count > 0) return finish('numbered-quoted', readGivenFirstNames(pieces.slice(0, count).join(', ')), pieces.slice(count).join(', '), {});
  }
  // Chicago author-date: "Hall, H. K., John Smith, and Amy Lee Ng. 1957. “Title.” …"
  const sentence = /^([^“"‘]{2,400}?)\.\s+(\d{4}[a-z]?|n\.d\.)\.(?:\s+|$)(.*)$/.exec(text);
  if (sentence && !takeSentence(sentence[1] ?? '').rest && !/[?!]\s/.test(sentence[1] ?? '')) {
    return finish('author-year-sentence', readFirstInvertedNames(sentence[1] ?? ''), sentence[3] ?? '', readDate(sentence[2] ?? ''));
  }
  // MLA, Chicago notes-bibliography: "Hall, H. K., et al. “Title.” Journal, vol. 79, …, 1957, pp. …"
  const namesPart = quote && quote.index > 0 ? { sentence: text.slice(0, quote.index).trim().replace(/\.$/, ''), rest: text.slice(quote.index) } : takeNames(text);
  const names = namesPart.sentence.includes(',') || namesPart.sentence.split(/\s+/).length <= 6 ? readFirstInvertedNames(namesPart.sentence) : { names: [], truncated: false };
  return finish('title-then-date', names, names.names.length ? namesPart.rest : text, {});
}
