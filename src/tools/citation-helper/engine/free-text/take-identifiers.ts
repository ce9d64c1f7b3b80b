/** What a reference says about where to find it online, and the text left once that is taken out. */
export interface TakenIdentifiers {
  rest: string;
  doi?: string;
  url?: string;
  accessed?: string;
}

/**
 * A DOI runs to the next space, quote or angle bracket — except the angle brackets of an old SICI-style suffix, which the DOI
 * holds ("10.1175/1520-0485(1987)017<1950:NS>2.0.CO;2", AMS journals; session 32): a "<" closed by its ">" before any space.
 */
const DOI = /(?:https?:\/\/(?:dx\.)?doi\.org\/|\bdoi:\s*|\bDOI\s+)?(10\.\d{4,9}\/(?:[^\s"<>]|<[^\s"<>]+>)+)/i;
const URL = /(?:https?:\/\/|www\.)[^\s"<>]+/i;
/** The lead-ins styles put before a link or an access date (APA, Harvard, Vancouver, IEEE, MLA). */
const ACCESS_NOTES = [
  /\(\s*accessed:?\s*([^)]*)\)/i,
  /\[\s*cited\s*([^\]]*)\]/i,
  /\bAccessed:?\s+(\d{1,2}\s+\p{L}+\.?\s+\d{4}|\p{L}+\.?\s+\d{1,2},\s+\d{4})/iu,
];
const LEAD_INS = /(?:Available(?: (?:at|from|online))?|Retrieved (?:\p{L}+ \d{1,2}, \d{4}, )?from|URL)\s*:?\s*$/iu;

function trimLink(link: string): string {
  let trimmed = link.replace(/[.,;]+$/, '');
  // A closing parenthesis belongs to the link only when the link opened one.
  while (trimmed.endsWith(')') && (trimmed.match(/\(/g)?.length ?? 0) < (trimmed.match(/\)/g)?.length ?? 0)) trimmed = trimmed.slice(0, -1);
  return trimmed.replace(/[.,;]+$/, '');
}

/** "http://dx.doi.org/10.1/x" for the DOI "10.1/x". */
function isResolverLinkOf(link: string, doi: string): boolean {
  const resolver = /^https?:\/\/(?:dx\.)?doi\.org\//i.exec(link);
  return Boolean(resolver) && link.slice(resolver?.[0].length).toLowerCase() === doi.toLowerCase();
}

function cut(text: string, start: number, length: number): string {
  const before = text.slice(0, start).replace(LEAD_INS, '').replace(/[\s,]+$/, '');
  const after = text.slice(start + length).replace(/^[\s.,]+/, '');
  return `${before}${before && after ? '. ' : before && !/[.?!]$/.test(before) ? '.' : ''}${after}`.trim();
}

export function takeIdentifiers(reference: string): TakenIdentifiers {
  let rest = reference;
  const taken: TakenIdentifiers = { rest };
  for (const note of ACCESS_NOTES) {
    const match = note.exec(rest);
    if (!match) continue;
    taken.accessed = match[1]?.trim();
    rest = `${rest.slice(0, match.index).trimEnd()}${rest.slice(match.index + match[0].length)}`;
  }
  // A publisher's page whose path holds the DOI ("https://pubs.acs.org/doi/10.1021/ci200379p") is a
  // link in its own right: it is kept whole as the URL, and the DOI read from it too.
  const page = URL.exec(rest);
  const doiInPage = page && !/^https?:\/\/(?:dx\.)?doi\.org\//i.test(page[0]) ? DOI.exec(page[0]) : null;
  if (page && doiInPage) {
    const link = trimLink(page[0]);
    taken.url = link;
    taken.doi = trimLink(doiInPage[1] ?? '');
    rest = cut(rest, page.index, link.length);
  }
  const doi = taken.doi ? null : DOI.exec(rest);
  if (doi) {
    taken.doi = trimLink(doi[1] ?? '');
    rest = cut(rest, doi.index, doi[0].length - ((doi[1] ?? '').length - (taken.doi?.length ?? 0)));
  }
  let url = taken.url ? null : URL.exec(rest);
  // Session 35: "DOI: 10.1016/j.x.2013.09.001 <http://dx.doi.org/10.1016/j.x.2013.09.001>, arXiv:… <http://arxiv.org/abs/…>" —
  // a resolver's link to the DOI already taken says the DOI again; the work's own link is the next one.
  while (url && taken.doi && isResolverLinkOf(trimLink(url[0]), taken.doi)) {
    rest = cut(rest, url.index, trimLink(url[0]).length);
    url = URL.exec(rest);
  }
  if (url) {
    const link = trimLink(url[0]);
    // "https://doi.org/https://doi.org/10…" leaves an empty doi.org link behind.
    if (!/^https?:\/\/(dx\.)?doi\.org\/?$/i.test(link)) taken.url = link;
    rest = cut(rest, url.index, link.length);
  }
  // IEEE's "[Online]" only says the work is online; "[Online Video]" also says what it is. Vancouver's
  // "[Internet]" is kept: it tells the reader which name is the online work's own.
  taken.rest = rest
    .replace(/\s*\[Online Video\]/gi, ' [Video]')
    .replace(/\s*\[Online\]\.?/gi, '')
    .replace(/\s+/g, ' ')
    .trim();
  return taken;
}
