import type { CslItem } from '../../../contract';
import type { ReadItems } from '../../source-reading';
import { lookupArxiv } from '../arxiv/lookup-arxiv';
import { lookupDoi } from '../crossref/lookup-doi';
import { LookupFailure } from '../lookup-failure';
import type { LookupRequest } from '../lookup-request';
import { makeCitationKey } from '../read/make-citation-key';
import { lookupPubmed } from '../pubmed/lookup-pubmed';
import { fetchWebPage } from './fetch-web-page';
import { readHtmlHead } from './read-html-head';
import { readPageReference } from './read-page-reference';

/**
 * Any web address, through the page's own metadata. Addresses of DOIs, arXiv and PubMed records go to those
 * services instead (doi.org answers with a redirect to a publisher page that often refuses servers), and a
 * page that names its DOI is read from Crossref, which knows the article better than the page's tags.
 */
export async function lookupUrl(value: string, request: LookupRequest): Promise<ReadItems> {
  const address = parseAddress(value);
  const known = await lookupKnownAddress(address, request);
  if (known) return known;

  const page = await fetchWebPage(address, request);
  const reference = readPageReference(readHtmlHead(page.html), page.url);
  if (reference.doi) {
    const fromCrossref = await tryCrossref(reference.doi, request);
    if (fromCrossref) return relabel(fromCrossref, 'url');
  }
  if (!reference.fields.title) {
    throw new LookupFailure('not-found', `The page at ${page.url.href} names no title or other metadata to cite. Enter the source by hand.`);
  }
  const item = { id: makeCitationKey(reference.fields as Omit<CslItem, 'id'>), ...reference.fields } as CslItem;
  return { items: [item], origins: [{ itemId: item.id, from: 'url', uncertainFields: reference.uncertainFields }], warnings: [] };
}

function parseAddress(value: string): URL {
  const text = value.trim();
  try {
    // "www.example.com/page" is how people paste addresses; it means https.
    return new URL(/^[a-z][a-z\d+.-]*:\/\/|^(?:javascript|data|file|mailto):/i.test(text) ? text : `https://${text}`);
  } catch {
    throw new LookupFailure('invalid', `"${text}" is not a web address.`);
  }
}

async function lookupKnownAddress(address: URL, request: LookupRequest): Promise<ReadItems | undefined> {
  const host = address.hostname.replace(/^www\./, '');
  const path = safeDecode(address.pathname);
  if (host === 'doi.org' || host === 'dx.doi.org') return lookupDoi(path.slice(1), request);
  if (host === 'arxiv.org' && /^\/(abs|pdf)\//.test(path)) return lookupArxiv(path.replace(/^\/(abs|pdf)\//, ''), request);
  const pmid = /^\/(\d{1,9})\/?$/.exec(path)?.[1];
  if (host === 'pubmed.ncbi.nlm.nih.gov' && pmid) return lookupPubmed(pmid, request);
  return undefined;
}

/** Crossref's record for a DOI the page named; nothing when Crossref does not know it or cannot be reached. */
async function tryCrossref(doi: string, request: LookupRequest): Promise<ReadItems | undefined> {
  try {
    const read = await lookupDoi(doi, request);
    return read.warnings.length ? undefined : read;
  } catch (error) {
    if (error instanceof LookupFailure) return undefined;
    throw error;
  }
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

function relabel(read: ReadItems, from: 'url'): ReadItems {
  return { ...read, origins: read.origins.map((origin) => ({ ...origin, from })) };
}
