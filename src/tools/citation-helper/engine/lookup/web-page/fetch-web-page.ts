import { assertFetchableUrl } from '../guard-address';
import { fetchPublicOnly } from '../guarded-fetch';
import { LookupFailure } from '../lookup-failure';
import { describeFetchError, fetchForLookup, readTextBody, type LookupRequest } from '../lookup-request';

const MAX_REDIRECTS = 5;
// A page's metadata sits in its head, and JSON-LD near it; a few MB covers every real page.
const MAX_PAGE_BYTES = 3_000_000;

export interface FetchedPage {
  /** Where the page was found, after redirects. */
  url: URL;
  html: string;
}

/**
 * Fetches a user-given address for its metadata. Every hop — the address and each redirect — is checked
 * against private addresses before it is requested, so a public page cannot bounce the server onto the
 * local network.
 */
export async function fetchWebPage(address: URL, request: LookupRequest): Promise<FetchedPage> {
  let url = address;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    try {
      await assertFetchableUrl(url, request.settings.allowPrivateFetch, request.signal);
    } catch (error) {
      throw describeFetchError(error, request, url.hostname);
    }
    const response = await fetchForLookup(url.href, pinToPublicAddresses(request), url.hostname, {
      accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
      redirect: 'manual',
    });
    if (!response) throw new LookupFailure('not-found', `There is no page at ${url.href} (the site says it was not found). Check the address.`);
    if (response.status >= 300 && response.status < 400) {
      const location = response.headers.get('location');
      await response.body?.cancel();
      if (!location) throw new LookupFailure('bad-answer', `${url.hostname} redirected without saying where to.`);
      url = new URL(location, url);
      continue;
    }
    const contentType = response.headers.get('content-type') ?? '';
    if (contentType && !/html|xml/i.test(contentType)) {
      await response.body?.cancel();
      throw new LookupFailure(
        'bad-answer',
        `The address gives a ${describeContentType(contentType)}, not a web page, so there is no page metadata to read. Look up the document's DOI instead, or enter it by hand.`,
      );
    }
    return { url, html: await readTextBody(response, request, url.hostname, MAX_PAGE_BYTES) };
  }
  throw new LookupFailure('bad-answer', `${address.hostname} redirected more than ${MAX_REDIRECTS} times; the page could not be read.`);
}

/** A user-given address is fetched with connections pinned to public addresses (unless private fetches are allowed, or a test lends its own fetch). */
function pinToPublicAddresses(request: LookupRequest): LookupRequest {
  if (request.settings.allowPrivateFetch || request.settings.fetch) return request;
  return { ...request, settings: { ...request.settings, fetch: fetchPublicOnly } };
}

function describeContentType(contentType: string): string {
  const mime = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (mime === 'application/pdf') return 'PDF file';
  if (mime.startsWith('image/')) return 'picture';
  if (mime.startsWith('video/') || mime.startsWith('audio/')) return 'media file';
  return `file of type ${mime}`;
}
