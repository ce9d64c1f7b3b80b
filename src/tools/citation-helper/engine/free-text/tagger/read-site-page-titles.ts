import { isKnownSite } from './read-title-first-layouts';
import type { Token } from './tokenize-reference';

/**
 * A web page cited by its title and its site's name, then the link, and nothing else:
 * `Wikipedia "Tidal bore." https://en.wikipedia.org/wiki/Tidal_bore`, `[2] "Tidal bore", Wikipedia, https://…`,
 * `Wikipedia: Tidal bore <https://…>`, `Tidal_bore on Wikipedia. https://…`. The tagger reads the site's name as an
 * author or as part of the title, and a page title it was not sure of as a note or a series. The site is the
 * container — only a name the reader knows as a site, or whose letters are in the link's host ("Wolfram" for
 * mathworld.wolfram.com) and that holds no initials, so a person before a title ("Knuth "TAOCP" https://…",
 * "C. Lind, "Tides", https://clind.net/…") is left alone.
 */

const LINK = /^<?(?:https?:\/\/|www\.)/i;
const OPENS_QUOTE = /^(?:[“"«]|``)/;
const CLOSES_QUOTE = /(?:[”"»]|'')[.,;:]?$/;
const LIST_NUMBER = /^(?:\[\d{1,4}\]|\d{1,4}[.)]|\(\d{1,4}\))$/;

const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** Whether the words name the site the link points to. */
function namesSite(words: Token[], link: string): boolean {
  if (!words.length || words.length > 4 || !/^\p{Lu}/u.test(words[0]?.text ?? '')) return false;
  const name = words.map((token) => token.text).join(' ');
  if (isKnownSite(name.replace(/[,.:;]+$/, ''))) return true;
  // A person's initials: "C.R. Bond" on crbond.com is the page's author, not its site.
  if (words.some((token) => /^\p{Lu}\.(?:-?\p{Lu}\.)*,?$/u.test(token.text))) return false;
  const host = /^<?(?:https?:\/\/)?([^/>\s]+)/i.exec(link)?.[1]?.toLowerCase() ?? '';
  const joined = letters(name);
  return joined.length >= 4 && host.includes(joined);
}

/** The page's title, its site and any word between them, as token indexes. */
interface PageParts {
  title: number[];
  site: number[];
  between: number[];
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from) }, (_, k) => from + k);
}

function findParts(tokens: Token[], from: number, to: number, link: string): PageParts | undefined {
  const open = tokens.findIndex((token, k) => k >= from && k < to && OPENS_QUOTE.test(token.text));
  if (open >= 0) {
    const close = tokens.findIndex((token, k) => k >= open && k < to && CLOSES_QUOTE.test(token.text));
    if (close < 0) return undefined;
    // `Site "Title"` or `"Title", Site`: the site on one side of the quotation, nothing on the other.
    const before = tokens.slice(from, open);
    const after = tokens.slice(close + 1, to);
    if (before.length && !after.length && namesSite(before, link)) return { title: range(open, close + 1), site: range(from, open), between: [] };
    if (after.length && !before.length && namesSite(after, link)) return { title: range(open, close + 1), site: range(close + 1, to), between: [] };
    return undefined;
  }
  // `Site: Title <link>`.
  const colon = tokens.findIndex((token, k) => k >= from && k < Math.min(to - 1, from + 3) && /:$/.test(token.text));
  if (colon >= 0 && namesSite(tokens.slice(from, colon + 1), link)) return { title: range(colon + 1, to), site: range(from, colon + 1), between: [] };
  // `Title on Site. <link>`.
  const on = tokens.findIndex((token, k) => k > from && k < to - 1 && token.text === 'on');
  if (on >= 0 && namesSite(tokens.slice(on + 1, to), link)) return { title: range(from, on), site: range(on + 1, to), between: [on] };
  return undefined;
}

export function pageTitleAndSite(tokens: Token[], labels: string[]): void {
  let from = 0;
  while (from < tokens.length && (labels[from] === 'citation-number' || LIST_NUMBER.test(tokens[from]?.text ?? ''))) from++;
  const linkAt = tokens.findIndex((token) => LINK.test(token.text));
  // The link closes the reference: nothing but the page's words before it.
  if (linkAt <= from || linkAt - from > 20 || tokens.slice(linkAt + 1).some((token) => !LINK.test(token.text))) return;
  const parts = findParts(tokens, from, linkAt, tokens[linkAt]?.text ?? '');
  if (!parts || parts.title.length === 0 || parts.title.length > 16) return;
  for (let k = 0; k < from; k++) labels[k] = 'citation-number';
  for (const k of parts.title) labels[k] = 'title';
  for (const k of parts.site) labels[k] = 'container-title';
  for (const k of parts.between) labels[k] = 'other';
}
