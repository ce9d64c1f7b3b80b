import type { CslItem } from '../../../contract';
import type { ReadItems } from '../../source-reading';
import { LookupFailure } from '../lookup-failure';
import { fetchForLookup, readJsonBody, type LookupRequest } from '../lookup-request';
import { collapseSpaces, toPlainText } from '../read/clean-text';
import { dropEmptyFields, joinUrl } from '../read/drop-empty-fields';
import { makeCitationKey } from '../read/make-citation-key';
import { normalizePmid } from '../read/normalize-identifier';
import { readLooseDate } from '../read/read-loose-date';
import { readInitialsName, type CslName } from '../read/read-person-name';
import { toTitleCase } from '../read/to-title-case';

const SERVICE = 'PubMed';

/** The part of an E-utilities esummary record (db=pubmed, JSON) this reader uses. */
interface PubmedSummary {
  error?: string;
  title?: string;
  fulljournalname?: string;
  source?: string;
  pubdate?: string;
  epubdate?: string;
  volume?: string;
  issue?: string;
  pages?: string;
  authors?: { name?: string; authtype?: string }[];
  articleids?: { idtype?: string; value?: string }[];
  issn?: string;
  essn?: string;
  lang?: string[];
}

/** A PubMed id through E-utilities' esummary, as a journal article with its DOI, PMID and PMCID. */
export async function lookupPubmed(value: string, request: LookupRequest): Promise<ReadItems> {
  const pmid = normalizePmid(value);
  const url = joinUrl(request.settings.pubmedUrl, `entrez/eutils/esummary.fcgi?db=pubmed&retmode=json&id=${pmid}`);
  const response = await fetchForLookup(url, request, SERVICE);
  const body = response ? ((await readJsonBody(response, request, SERVICE)) as { result?: Record<string, unknown> } | null) : null;
  const summary = body?.result?.[pmid] as PubmedSummary | undefined;
  if (!summary || summary.error || !summary.title) {
    throw new LookupFailure('not-found', `${SERVICE} has no article with the PMID ${pmid}. Check the number, or enter the article by hand.`);
  }
  const articleId = (type: string) => summary.articleids?.find((entry) => entry.idtype === type)?.value;
  const fields = dropEmptyFields({
    type: 'article-journal',
    // NLM titles end with a full stop the styles add themselves; translated titles come in brackets.
    title: toPlainText(summary.title).replace(/\.$/, ''),
    author: readAuthors(summary.authors),
    // NLM writes full journal names in sentence case ("The New England journal of medicine").
    'container-title': summary.fulljournalname ? toTitleCase(collapseSpaces(summary.fulljournalname)) : summary.source,
    'container-title-short': summary.source,
    issued: readLooseDate(summary.pubdate) ?? readLooseDate(summary.epubdate),
    volume: summary.volume,
    issue: summary.issue,
    page: summary.pages ? expandPageRange(summary.pages) : undefined,
    ISSN: summary.issn || summary.essn,
    DOI: articleId('doi'),
    PMID: pmid,
    PMCID: articleId('pmc'),
    language: summary.lang?.[0] === 'eng' ? 'en' : undefined,
  });
  const item = { id: makeCitationKey(fields as Omit<CslItem, 'id'>), ...fields } as CslItem;
  return { items: [item], origins: [{ itemId: item.id, from: 'pubmed', uncertainFields: summary.fulljournalname ? ['container-title'] : [] }], warnings: [] };
}

function readAuthors(authors: PubmedSummary['authors']): CslName[] {
  return (authors ?? [])
    .filter((author) => !author.authtype || author.authtype === 'Author')
    .flatMap((author) => {
      const name = author.name ? readInitialsName(author.name) : undefined;
      return name ? [name] : [];
    });
}

/** MEDLINE shortens page ranges ("1123-9"); written out ("1123-1129"), every style can format them its way. */
export function expandPageRange(pages: string): string {
  const match = /^(\D*)(\d+)\s*[-–]\s*(\D*)(\d+)$/.exec(pages.trim());
  if (!match) return pages.trim();
  const [, prefix = '', first = '', lastPrefix = '', last = ''] = match;
  const expanded = last.length < first.length ? first.slice(0, first.length - last.length) + last : last;
  return `${prefix}${first}-${lastPrefix}${expanded}`;
}
