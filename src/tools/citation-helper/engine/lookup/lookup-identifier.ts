import type { Identifier, LookupSettings, ReadItems } from '../source-reading';
import { lookupArxiv } from './arxiv/lookup-arxiv';
import { lookupDoi } from './crossref/lookup-doi';
import { lookupIsbn } from './open-library/lookup-isbn';
import { lookupPubmed } from './pubmed/lookup-pubmed';
import { startLookupRequest } from './lookup-request';
import { lookupUrl } from './web-page/lookup-url';

/**
 * One identifier — DOI, ISBN, arXiv id, PMID or web address — as CSL-JSON, through Crossref, Open Library,
 * arXiv, PubMed or the page itself. The whole lookup, redirects and follow-up requests included, shares one
 * deadline (settings.timeoutMs). Throws LookupFailure (a ToolInputError, so a 400 that is not counted) with a
 * message for the user when nothing can be found or reached; a DOI Crossref does not know comes back as an
 * item with a warning instead.
 */
export async function lookupIdentifier(id: Identifier, settings: LookupSettings, signal?: AbortSignal): Promise<ReadItems> {
  const request = startLookupRequest(settings, signal);
  switch (id.kind) {
    case 'doi':
      return lookupDoi(id.value, request);
    case 'isbn':
      return lookupIsbn(id.value, request);
    case 'arxiv':
      return lookupArxiv(id.value, request);
    case 'pubmed':
      return lookupPubmed(id.value, request);
    case 'url':
      return lookupUrl(id.value, request);
  }
}
