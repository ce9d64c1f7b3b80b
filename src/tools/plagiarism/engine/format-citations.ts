export interface CitableSource {
  title: string;
  url?: string;
  author?: string;
  published?: string;
  siteName?: string;
}

interface PersonName {
  given: string[];
  family: string;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MLA_MONTHS = ['Jan.', 'Feb.', 'Mar.', 'Apr.', 'May', 'June', 'July', 'Aug.', 'Sept.', 'Oct.', 'Nov.', 'Dec.'];

/** "Doe, Jane; Roe, Richard" or "Jane Doe and Richard Roe" → names; organisations stay whole. */
export function parseAuthors(author: string | undefined): Array<PersonName | string> {
  if (!author?.trim()) return [];
  const parts = author.includes(';') ? author.split(';') : author.split(/\s+(?:and|&)\s+/);
  return parts
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const comma = part.indexOf(',');
      if (comma > 0) {
        return { family: part.slice(0, comma).trim(), given: part.slice(comma + 1).trim().split(/\s+/).filter(Boolean) };
      }
      const words = part.split(/\s+/);
      // One word, or a name of an organisation ("World Health Organization"): not split into initials.
      if (words.length === 1 || words.length > 3) return part;
      return { family: words.at(-1)!, given: words.slice(0, -1) };
    });
}

function initials(given: string[]): string {
  return given
    .map((name) =>
      name
        .split('-')
        .map((piece) => `${piece.replace(/\.$/, '').charAt(0).toUpperCase()}.`)
        .join('-'),
    )
    .join(' ');
}

function apaName(name: PersonName | string): string {
  return typeof name === 'string' ? name : name.given.length ? `${name.family}, ${initials(name.given)}` : name.family;
}

function apaAuthors(names: Array<PersonName | string>): string {
  const formatted = names.map(apaName);
  if (formatted.length <= 1) return formatted.join('');
  if (formatted.length <= 20) return `${formatted.slice(0, -1).join(', ')}, & ${formatted.at(-1)}`;
  return `${formatted.slice(0, 19).join(', ')}, . . . ${formatted.at(-1)}`;
}

function mlaAuthors(names: Array<PersonName | string>): string {
  const first = names[0];
  if (!first) return '';
  const lead = typeof first === 'string' ? first : `${first.family}, ${first.given.join(' ')}`.replace(/, $/, '');
  if (names.length === 1) return lead;
  if (names.length === 2) {
    const second = names[1]!;
    return `${lead}, and ${typeof second === 'string' ? second : [...second.given, second.family].join(' ')}`;
  }
  return `${lead}, et al`;
}

interface ParsedDate {
  year: string;
  month?: number;
  day?: number;
}

function parseDate(published: string | undefined): ParsedDate | undefined {
  const match = published?.match(/^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?/);
  if (!match) return undefined;
  return { year: match[1]!, month: match[2] ? Number(match[2]) - 1 : undefined, day: match[3] ? Number(match[3]) : undefined };
}

/** The site's name for a source without one: the host name without "www.". */
function siteFromUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return undefined;
  }
}

function endWith(text: string, mark: string): string {
  return /[.?!]$/.test(text) ? text : `${text}${mark}`;
}

/** APA 7th edition reference for a web page or document (plain text: the title would be italic in print). */
export function formatApa(source: CitableSource): string {
  const authors = parseAuthors(source.author);
  const date = parseDate(source.published);
  const dateText = !date
    ? 'n.d.'
    : date.month === undefined
      ? date.year
      : `${date.year}, ${MONTHS[date.month]}${date.day ? ` ${date.day}` : ''}`;
  const title = endWith(source.title.trim(), '.');
  const site = source.siteName ?? siteFromUrl(source.url);
  const parts: string[] = [];
  // Without an author, APA moves the title into the author position.
  if (authors.length) parts.push(`${endWith(apaAuthors(authors), '.')} (${dateText}). ${title}`);
  else parts.push(`${title} (${dateText}).`);
  const authorIsSite = authors.length === 1 && typeof authors[0] === 'string' && authors[0] === site;
  if (site && !authorIsSite) parts.push(endWith(site, '.'));
  if (source.url) parts.push(source.url);
  return parts.join(' ');
}

/** MLA 9th edition works-cited entry (plain text; the container would be italic in print). */
export function formatMla(source: CitableSource): string {
  const authors = parseAuthors(source.author);
  const date = parseDate(source.published);
  const parts: string[] = [];
  if (authors.length) parts.push(endWith(mlaAuthors(authors), '.'));
  parts.push(`“${endWith(source.title.trim(), '.')}”`);
  const container: string[] = [];
  const site = source.siteName ?? siteFromUrl(source.url);
  if (site) container.push(site);
  if (date) container.push([date.day, date.month === undefined ? undefined : MLA_MONTHS[date.month], date.year].filter(Boolean).join(' '));
  // MLA gives the URL without its protocol.
  if (source.url) container.push(source.url.replace(/^https?:\/\//, ''));
  if (container.length) parts.push(`${container.join(', ')}.`);
  return parts.join(' ');
}
