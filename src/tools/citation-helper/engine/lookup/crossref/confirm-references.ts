import type { CslItem } from '../../../contract';
import type { ItemOrigin, LookupSettings, ReadItems } from '../../source-reading';
import { fetchForLookup, readJsonBody, startLookupRequest, type LookupRequest } from '../lookup-request';
import { joinUrl } from '../read/drop-empty-fields';
import { mapCrossrefWork, type CrossrefWork } from './map-crossref-work';
import { isAllCapitals } from './is-all-capitals';
import { isSameWork } from './is-same-work';

/** At most this many pasted references are looked up per request (Crossref's etiquette: a list, not a crawl). */
export const MAX_CONFIRMED_REFERENCES = 25;
/** Lookups at a time. */
const CONCURRENCY = 5;
/** The whole confirmation gives up after this: the references as read are shown either way. */
export const CONFIRM_TIMEOUT_MS = 6_000;

/** Fields a matched Crossref record gives as they are; the parse keeps what Crossref does not have (URL, accessed…). */
const RECORD_FIELDS = [
  'type', 'title', 'author', 'editor', 'translator', 'issued', 'container-title', 'container-title-short', 'volume', 'issue', 'page', 'number',
  'publisher', 'publisher-place', 'ISSN', 'ISBN', 'DOI', 'edition', 'event-title', 'event-place',
] as const;

/**
 * Checks each reference read from free text against Crossref's bibliographic search. When the best
 * candidates include the same work (isSameWork: title, year and first author agree), the reference
 * takes Crossref's record (DOI, journal, volume, pages… as the publisher deposited them), its fields
 * are no longer flagged uncertain, and its origin says it was confirmed. A reference Crossref does not
 * know (a book, a web page, a thesis), an unreachable Crossref or a search past the deadline leaves the
 * reference as it was read: this is a check, never a reason to fail or to guess.
 */
export async function confirmReferences(read: ReadItems, settings: LookupSettings, callerSignal?: AbortSignal): Promise<ReadItems> {
  const request = startLookupRequest({ ...settings, timeoutMs: Math.min(settings.timeoutMs, CONFIRM_TIMEOUT_MS) }, callerSignal);
  const targets = read.origins.filter((origin) => origin.from === 'free-text').slice(0, MAX_CONFIRMED_REFERENCES);
  const byId = new Map(read.items.map((item) => [item.id, item]));
  const confirmed = new Map<string, { item: CslItem; origin: ItemOrigin }>();
  let next = 0;
  const worker = async () => {
    while (next < targets.length) {
      const origin = targets[next++]!;
      const item = byId.get(origin.itemId);
      if (!item) continue;
      const match = await findMatchingWork(item, request);
      if (match) confirmed.set(origin.itemId, mergeRecord(item, origin, match));
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, targets.length) }, worker));
  if (callerSignal?.aborted) throw callerSignal.reason;
  return {
    items: read.items.map((item) => confirmed.get(item.id)?.item ?? item),
    origins: read.origins.map((origin) => confirmed.get(origin.itemId)?.origin ?? origin),
    warnings: read.warnings,
  };
}

/** The first of Crossref's best three candidates that is the same work, or undefined (no match, or no answer). */
async function findMatchingWork(item: CslItem, request: LookupRequest): Promise<Record<string, unknown> | undefined> {
  const query = describeForSearch(item);
  if (!query) return undefined;
  try {
    const url = joinUrl(request.settings.crossrefUrl, `works?rows=3&query.bibliographic=${encodeURIComponent(query)}`);
    const response = await fetchForLookup(url, request, 'Crossref');
    if (!response) return undefined;
    const body = (await readJsonBody(response, request, 'Crossref')) as { message?: { items?: CrossrefWork[] } } | null;
    const candidates = Array.isArray(body?.message?.items) ? body.message.items : [];
    for (const work of candidates) {
      const record = mapCrossrefWork(work);
      if (isSameWork(item, record)) return record;
    }
  } catch {
    // Offline, busy or past the deadline: the reference stays as read.
  }
  return undefined;
}

/** Authors' family names, title, journal and year: what Crossref's bibliographic search matches best on. */
export function describeForSearch(item: CslItem): string | undefined {
  if (typeof item.title !== 'string' || item.title.trim().split(/\s+/).length < 2) return undefined;
  const names = (Array.isArray(item.author) ? item.author : []).slice(0, 3).map((name) => (name as { family?: string; literal?: string }).family ?? (name as { literal?: string }).literal ?? '');
  const year = (item.issued as { 'date-parts'?: unknown[][] } | undefined)?.['date-parts']?.[0]?.[0];
  const container = typeof item['container-title'] === 'string' ? item['container-title'] : '';
  return [...names, item.title.replace(/<[^>]+>/g, ''), container, typeof year === 'number' ? String(year) : ''].filter(Boolean).join(' ').slice(0, 500);
}

function mergeRecord(item: CslItem, origin: ItemOrigin, record: Record<string, unknown>): { item: CslItem; origin: ItemOrigin } {
  const merged: Record<string, unknown> = { ...item };
  const taken: string[] = [];
  for (const field of RECORD_FIELDS) {
    const value = record[field];
    if (value === undefined) continue;
    // Older records have titles in capitals, which no style can case: the pasted title is better then.
    if ((field === 'title' || field === 'container-title') && isAllCapitals(value)) continue;
    merged[field] = value;
    taken.push(field);
  }
  const uncertainFields = origin.uncertainFields.filter((field) => !taken.includes(field));
  return { item: merged as CslItem, origin: { ...origin, uncertainFields, confirmedBy: 'crossref' } };
}
