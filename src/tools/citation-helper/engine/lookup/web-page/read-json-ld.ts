import { toPlainText } from '../read/clean-text';
import { readPersonName, type CslName } from '../read/read-person-name';

/** What a page's JSON-LD (schema.org) says about the work it shows. */
export interface JsonLdWork {
  type: string;
  title?: string;
  authors: CslName[];
  issued?: string;
  containerTitle?: string;
  publisher?: string;
  volume?: string;
  issue?: string;
  pageStart?: string;
  pageEnd?: string;
  doi?: string;
  isbn?: string;
  language?: string;
}

// schema.org types and the CSL type of the work; the earlier a type is listed, the more it says.
const SCHEMA_TYPES: [RegExp, string][] = [
  [/^(Medical)?ScholarlyArticle$/, 'article-journal'],
  [/^Chapter$/, 'chapter'],
  [/^(Book|Audiobook)$/, 'book'],
  [/^Thesis$/, 'thesis'],
  [/^Report$/, 'report'],
  [/^Dataset$/, 'dataset'],
  [/^(Reportage|Analysis|Opinion|Review|Background)?NewsArticle$/, 'article-newspaper'],
  [/^(BlogPosting|LiveBlogPosting|SocialMediaPosting|DiscussionForumPosting)$/, 'post-weblog'],
  [/^(VideoObject|Movie|Clip|Episode|TVEpisode)$/, 'motion_picture'],
  [/^(SoftwareApplication|SoftwareSourceCode|WebApplication)$/, 'software'],
  [/^(Article|TechArticle|HowTo|Recipe|CreativeWork)$/, 'webpage'],
  [/^(WebPage|AboutPage|FAQPage|QAPage|ItemPage|CollectionPage|WebSite)$/, 'webpage'],
];

/** The most specific work described in the JSON-LD nodes, or undefined when none is a work. */
export function readJsonLdWork(nodes: Record<string, unknown>[]): JsonLdWork | undefined {
  let best: { node: Record<string, unknown>; rank: number; type: string } | undefined;
  for (const node of nodes) {
    for (const schemaType of asArray(node['@type']).map(String)) {
      const rank = SCHEMA_TYPES.findIndex(([pattern]) => pattern.test(schemaType));
      if (rank >= 0 && (!best || rank < best.rank)) best = { node, rank, type: SCHEMA_TYPES[rank]?.[1] ?? 'webpage' };
    }
  }
  if (!best) return undefined;
  const { node } = best;
  const partOf = readPartOf(node.isPartOf);
  const doi = [node.identifier, node.sameAs, node['@id'], node.url].flatMap(asArray).map(readIdentifierText).find((text) => /10\.\d{4,9}\//.test(text));
  return {
    type: best.type,
    title: readText(node.headline) ?? readText(node.name),
    authors: asArray(node.author ?? node.creator).flatMap(readAuthor),
    issued: readText(node.datePublished) ?? readText(node.dateCreated) ?? readText(node.uploadDate),
    containerTitle: partOf.name,
    publisher: readName(node.publisher),
    volume: partOf.volume ?? readText(node.volumeNumber),
    issue: partOf.issue ?? readText(node.issueNumber),
    pageStart: readText(node.pageStart),
    pageEnd: readText(node.pageEnd),
    doi: doi ? /10\.\d{4,9}\/\S+/.exec(doi)?.[0] : undefined,
    isbn: readText(node.isbn),
    language: readText(node.inLanguage),
  };
}

/** isPartOf may be a name, a Periodical, or an issue inside a volume inside a periodical. */
function readPartOf(value: unknown): { name?: string; volume?: string; issue?: string } {
  const found: { name?: string; volume?: string; issue?: string } = {};
  let current: unknown = asArray(value)[0];
  for (let depth = 0; depth < 4 && current; depth += 1) {
    if (typeof current === 'string') {
      if (!/^https?:/.test(current)) found.name ??= current;
      break;
    }
    const node = current as Record<string, unknown>;
    const types = asArray(node['@type']).map(String);
    if (types.includes('PublicationIssue')) found.issue ??= readText(node.issueNumber);
    else if (types.includes('PublicationVolume')) found.volume ??= readText(node.volumeNumber);
    else found.name ??= readText(node.name) ?? readText(node.headline);
    current = asArray(node.isPartOf)[0];
  }
  return found;
}

function readAuthor(value: unknown): CslName[] {
  if (typeof value === 'string') {
    // Some sites put the author's profile URL here; that is no name.
    const name = /^https?:/.test(value) ? undefined : readPersonName(value);
    return name ? [name] : [];
  }
  if (!value || typeof value !== 'object') return [];
  const node = value as Record<string, unknown>;
  const family = readText(node.familyName);
  if (family) return [{ family, ...(readText(node.givenName) ? { given: readText(node.givenName) } : {}) }];
  const name = readText(node.name);
  if (!name) return [];
  const isOrganisation = asArray(node['@type']).some((type) => /Organization|Corporation|NewsMediaOrganization/.test(String(type)));
  const parsed = isOrganisation ? { literal: name } : readPersonName(name);
  return parsed ? [parsed] : [];
}

function readName(value: unknown): string | undefined {
  const first = asArray(value)[0];
  if (typeof first === 'string') return first.trim() || undefined;
  return first && typeof first === 'object' ? readText((first as Record<string, unknown>).name) : undefined;
}

function readIdentifierText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') return String((value as Record<string, unknown>).value ?? (value as Record<string, unknown>)['@id'] ?? '');
  return '';
}

function readText(value: unknown): string | undefined {
  const first = asArray(value)[0];
  if (typeof first === 'number') return String(first);
  if (typeof first !== 'string') return undefined;
  return toPlainText(first) || undefined;
}

function asArray(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}
