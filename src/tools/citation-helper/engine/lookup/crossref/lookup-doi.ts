import type { CslItem } from '../../../contract';
import type { ReadItems } from '../../source-reading';
import { LookupFailure } from '../lookup-failure';
import { fetchForLookup, readJsonBody, type LookupRequest } from '../lookup-request';
import { joinUrl } from '../read/drop-empty-fields';
import { makeCitationKey } from '../read/make-citation-key';
import { normalizeDoi } from '../read/normalize-identifier';
import { isAllCapitals } from './is-all-capitals';
import { mapCrossrefWork, type CrossrefWork } from './map-crossref-work';

const SERVICE = 'Crossref';

/**
 * A DOI through Crossref's REST API (`/works/<doi>`). A DOI Crossref does not know is not an error: the
 * item keeps the DOI and the user is warned, since it may be a typo or a DOI from another agency.
 */
export async function lookupDoi(value: string, request: LookupRequest): Promise<ReadItems> {
  const doi = normalizeDoi(value);
  const response = await fetchForLookup(joinUrl(request.settings.crossrefUrl, `works/${encodeURIComponent(doi)}`), request, SERVICE);
  if (!response) return describeUnresolvedDoi(doi);
  const body = (await readJsonBody(response, request, SERVICE)) as { message?: CrossrefWork } | null;
  if (!body?.message || typeof body.message !== 'object') {
    throw new LookupFailure('bad-answer', `${SERVICE} answered without a record for ${doi}.`);
  }
  const fields = mapCrossrefWork(body.message);
  if (!fields.DOI) fields.DOI = doi;
  const item = { id: makeCitationKey(fields as Omit<CslItem, 'id'>), ...fields } as CslItem;
  return { items: [item], origins: [{ itemId: item.id, from: 'doi', uncertainFields: findDoubtfulFields(item) }], warnings: [] };
}

function describeUnresolvedDoi(doi: string): ReadItems {
  const item: CslItem = { id: makeCitationKey({ type: 'article-journal' }), type: 'article-journal', DOI: doi };
  return {
    items: [item],
    origins: [{ itemId: item.id, from: 'doi', uncertainFields: ['type', 'title', 'author', 'issued', 'container-title'] }],
    warnings: [
      {
        itemId: item.id,
        field: 'DOI',
        message: `The DOI ${doi} does not resolve: Crossref has no record of it. Check it for a typo, or fill in the source's details by hand.`,
      },
    ],
  };
}

// Older Crossref records have titles in capitals; a style cannot case those, so the user should look.
function findDoubtfulFields(item: CslItem): string[] {
  const doubtful: string[] = [];
  for (const field of ['title', 'container-title'] as const) if (isAllCapitals(item[field])) doubtful.push(field);
  return doubtful;
}
