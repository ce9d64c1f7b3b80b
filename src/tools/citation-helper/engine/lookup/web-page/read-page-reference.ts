import { dropEmptyFields } from '../read/drop-empty-fields';
import { readLooseDate, todayAsCslDate } from '../read/read-loose-date';
import { readPersonName, type CslName } from '../read/read-person-name';
import type { HtmlHead } from './read-html-head';
import { readJsonLdWork } from './read-json-ld';

/** A page's metadata as CSL-JSON fields (no id yet), the fields that were guessed, and its DOI if it has one. */
export interface PageReference {
  fields: Record<string, unknown>;
  uncertainFields: string[];
  doi: string | undefined;
}

/**
 * Reads a reference from a page's metadata. Highwire `citation_*` tags (what Google Scholar reads; set by
 * journals and repositories) come first, then JSON-LD, Dublin Core, Open Graph, and last the bare <title>.
 * A field read from the weaker sources is listed as uncertain for the user to confirm.
 */
export function readPageReference(head: HtmlHead, pageUrl: URL, now: Date = new Date()): PageReference {
  const meta = (...keys: string[]) => keys.map((key) => head.meta.get(key)?.[0]).find(Boolean);
  const metaAll = (key: string) => head.meta.get(key) ?? [];
  const jsonLd = readJsonLdWork(head.jsonLd);
  const uncertain = new Set<string>();
  const siteName = meta('og:site_name', 'application-name');

  const highwire = readHighwireContainer(meta);
  const type = highwire?.type ?? jsonLd?.type ?? readOpenGraphType(meta('og:type')) ?? 'webpage';

  let title = meta('citation_title') ?? jsonLd?.title ?? meta('dc.title', 'dcterms.title', 'og:title', 'twitter:title');
  if (!title && head.title) {
    title = stripSiteName(head.title, siteName);
    uncertain.add('title');
  }

  let authors = readHighwireAuthors(metaAll('citation_author'), meta('citation_authors'));
  if (!authors.length) authors = jsonLd?.authors ?? [];
  if (!authors.length) authors = [...metaAll('dc.creator'), ...metaAll('dcterms.creator')].flatMap(toNames);
  if (!authors.length) {
    authors = [...metaAll('author'), ...metaAll('article:author'), ...metaAll('book:author')].filter((name) => !/^https?:/.test(name)).flatMap(toNames);
    if (authors.length) uncertain.add('author');
  }

  const dateText =
    meta('citation_publication_date', 'citation_date', 'citation_cover_date', 'citation_online_date') ??
    jsonLd?.issued ??
    meta('dc.date', 'dcterms.issued', 'dcterms.created', 'dc.date.issued', 'dcterms.date') ??
    meta('article:published_time', 'video:release_date', 'book:release_date');
  let issued = readLooseDate(dateText);
  if (!issued) {
    issued = readLooseDate(meta('date', 'pubdate', 'publish-date', 'parsely-pub-date', 'sailthru.date'));
    if (issued) uncertain.add('issued');
  }

  const containerTitle = highwire?.container ?? jsonLd?.containerTitle;
  const firstPage = meta('citation_firstpage') ?? jsonLd?.pageStart;
  const lastPage = meta('citation_lastpage') ?? jsonLd?.pageEnd;
  const doi = readDoi(meta('citation_doi', 'dc.identifier', 'dcterms.identifier', 'prism.doi', 'bepress_citation_doi') ?? jsonLd?.doi);
  const publisher = meta('citation_publisher', 'dc.publisher', 'dcterms.publisher') ?? highwire?.publisher ?? jsonLd?.publisher;

  const fields: Record<string, unknown> = {
    type,
    title,
    author: authors,
    issued,
    volume: meta('citation_volume', 'prism.volume') ?? jsonLd?.volume,
    issue: meta('citation_issue', 'prism.number') ?? jsonLd?.issue,
    page: firstPage ? (lastPage && lastPage !== firstPage ? `${firstPage}-${lastPage}` : firstPage) : undefined,
    number: meta('citation_technical_report_number'),
    DOI: doi,
    ISBN: meta('citation_isbn', 'book:isbn') ?? jsonLd?.isbn,
    ISSN: meta('citation_issn', 'prism.issn'),
    language: meta('citation_language', 'dc.language', 'dcterms.language') ?? jsonLd?.language ?? head.lang,
    URL: chooseUrl(head, pageUrl, meta('og:url')),
  };
  placeSiteName(fields, type, containerTitle, publisher, siteName);
  // Web pages change: the styles that want it (APA for undated pages, MLA) print when the page was read.
  if (!doi) fields.accessed = todayAsCslDate(now);
  return { fields: dropEmptyFields(fields), uncertainFields: [...uncertain], doi };
}

/** Where a page's site name goes depends on the type: a web page's or post's container, a video's platform. */
function placeSiteName(fields: Record<string, unknown>, type: string, container: string | undefined, publisher: string | undefined, siteName: string | undefined) {
  if (type === 'motion_picture') {
    fields.publisher = siteName ?? publisher;
    fields.medium = 'Video';
    return;
  }
  if (type === 'webpage' || type === 'post-weblog' || type === 'article-newspaper') {
    fields['container-title'] = container ?? siteName ?? publisher;
    // A page whose publisher is the site itself names it once (APA 7 leaves the publisher out then).
    if (publisher && publisher !== fields['container-title']) fields.publisher = publisher;
    return;
  }
  fields['container-title'] = container;
  fields.publisher = publisher ?? (type === 'book' || type === 'report' || type === 'thesis' ? siteName : undefined);
}

type MetaReader = (...keys: string[]) => string | undefined;

function readHighwireContainer(meta: MetaReader): { type: string; container?: string; publisher?: string } | undefined {
  const journal = meta('citation_journal_title', 'prism.publicationname');
  if (journal) return { type: 'article-journal', container: journal };
  const conference = meta('citation_conference_title', 'citation_conference');
  if (conference) return { type: 'paper-conference', container: conference };
  const book = meta('citation_inbook_title', 'citation_book_title');
  if (book) return { type: 'chapter', container: book };
  const university = meta('citation_dissertation_institution');
  if (university) return { type: 'thesis', publisher: university };
  const institution = meta('citation_technical_report_institution');
  if (institution) return { type: 'report', publisher: institution };
  if (meta('citation_title') && meta('citation_isbn')) return { type: 'book' };
  return undefined;
}

function readOpenGraphType(ogType: string | undefined): string | undefined {
  if (!ogType) return undefined;
  if (/^video\b/i.test(ogType)) return 'motion_picture';
  if (/^book$/i.test(ogType)) return 'book';
  return undefined;
}

function readHighwireAuthors(each: string[], joined: string | undefined): CslName[] {
  const names = each.length ? each : (joined?.split(/\s*;\s*/) ?? []);
  return names.flatMap(toNames);
}

function toNames(text: string): CslName[] {
  const name = readPersonName(text);
  return name ? [name] : [];
}

/** "Title | Site", "Title - Site", "Site: Title" → "Title"; without a known site name, the longest part. */
function stripSiteName(title: string, siteName: string | undefined): string {
  const parts = title.split(/\s+[|–—·»]\s+|\s+-\s+/).map((part) => part.trim()).filter(Boolean);
  if (parts.length < 2) return title;
  if (siteName) {
    const rest = parts.filter((part) => part.toLowerCase() !== siteName.toLowerCase());
    if (rest.length < parts.length) return rest.join(' - ');
  }
  return parts.reduce((longest, part) => (part.length > longest.length ? part : longest), '');
}

function readDoi(text: string | undefined): string | undefined {
  const doi = text ? /10\.\d{4,9}\/[^\s"'<>]+/.exec(text)?.[0] : undefined;
  return doi?.replace(/[.,;]+$/, '');
}

/** The canonical address when it is on the same site (it drops tracking parameters), else the page's own. */
function chooseUrl(head: HtmlHead, pageUrl: URL, ogUrl: string | undefined): string {
  for (const candidate of [head.canonical, ogUrl]) {
    if (!candidate) continue;
    try {
      const url = new URL(candidate, pageUrl);
      if (url.hostname === pageUrl.hostname && (url.protocol === 'https:' || url.protocol === 'http:')) return url.href;
    } catch {
      // An unparsable canonical link is ignored.
    }
  }
  return pageUrl.href;
}
