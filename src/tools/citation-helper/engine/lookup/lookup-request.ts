import type { LookupSettings } from '../source-reading';
import { LookupFailure } from './lookup-failure';

/** One lookup's settings and its deadline: every request it makes shares the one timeout. */
export interface LookupRequest {
  settings: LookupSettings;
  /** Aborts at the deadline or when the caller gives up. */
  signal: AbortSignal;
  /** The caller's own signal: its abort is passed on as is, not reported as a timeout. */
  callerSignal: AbortSignal | undefined;
}

export function startLookupRequest(settings: LookupSettings, callerSignal?: AbortSignal): LookupRequest {
  const deadline = AbortSignal.timeout(settings.timeoutMs);
  return { settings, signal: callerSignal ? AbortSignal.any([callerSignal, deadline]) : deadline, callerSignal };
}

const USER_AGENT = 'Scribewell-citation-helper/1.0 (self-hosted; reference lookups)';

/**
 * GET a URL for a lookup. Network failures, the deadline and server errors become a LookupFailure that names
 * the service; a 404 or 410 gives null (what "not found" means depends on the caller).
 */
export async function fetchForLookup(
  url: string,
  request: LookupRequest,
  service: string,
  init: { accept: string; redirect?: RequestRedirect } = { accept: 'application/json' },
): Promise<Response | null> {
  const fetchFn = request.settings.fetch ?? fetch;
  let response: Response;
  try {
    response = await fetchFn(url, {
      headers: { accept: init.accept, 'user-agent': USER_AGENT },
      redirect: init.redirect ?? 'follow',
      signal: request.signal,
    });
  } catch (error) {
    throw describeFetchError(error, request, service);
  }
  if (response.status === 404 || response.status === 410) {
    await response.body?.cancel();
    return null;
  }
  if (response.status === 429 || response.status >= 500) {
    await response.body?.cancel();
    throw new LookupFailure('unreachable', `${service} is busy or down (HTTP ${response.status}). Try again in a moment, or enter the source by hand.`);
  }
  if (response.status >= 400) {
    await response.body?.cancel();
    throw new LookupFailure('bad-answer', `${service} refused the lookup (HTTP ${response.status}).`);
  }
  return response;
}

/** The body as JSON; a body that is not JSON is the service's fault, said plainly. */
export async function readJsonBody(response: Response, request: LookupRequest, service: string): Promise<unknown> {
  const text = await readTextBody(response, request, service, 20_000_000);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new LookupFailure('bad-answer', `${service} answered with something that is not JSON.`);
  }
}

/** The body as text, at most maxBytes of it (a page's metadata is in its head; nobody needs 50 MB of it). */
export async function readTextBody(response: Response, request: LookupRequest, service: string, maxBytes: number): Promise<string> {
  const decoder = new TextDecoder(readCharset(response.headers.get('content-type')));
  if (!response.body) return '';
  const reader = response.body.getReader();
  let text = '';
  let bytes = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      text += decoder.decode(value, { stream: true });
      if (bytes >= maxBytes) {
        await reader.cancel();
        break;
      }
    }
  } catch (error) {
    throw describeFetchError(error, request, service);
  }
  return text + decoder.decode();
}

function readCharset(contentType: string | null): string {
  const charset = /charset\s*=\s*"?([\w-]+)/i.exec(contentType ?? '')?.[1]?.toLowerCase();
  if (!charset) return 'utf-8';
  try {
    new TextDecoder(charset);
    return charset;
  } catch {
    return 'utf-8';
  }
}

/** A fetch that threw: the caller's abort passes through; the deadline, DNS and refused connections get a message. */
export function describeFetchError(error: unknown, request: LookupRequest, service: string): unknown {
  if (error instanceof LookupFailure) return error;
  if (request.callerSignal?.aborted) return error;
  if (request.signal.aborted) {
    return new LookupFailure(
      'timeout',
      `${service} did not answer within ${Math.round(request.settings.timeoutMs / 1000)} s. Try again later, or enter the source by hand.`,
    );
  }
  const code = readErrorCode(error);
  if (code === 'EPRIVATEADDRESS') {
    return new LookupFailure(
      'refused',
      `${service} is a private or local address; the server does not fetch those for you (an administrator can allow it with ALLOW_PRIVATE_FETCH=true).`,
    );
  }
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return new LookupFailure('unreachable', `The server cannot reach ${service} (no network or no DNS?). Enter the source by hand.`);
  }
  return new LookupFailure('unreachable', `The server could not reach ${service}${code ? ` (${code})` : ''}. Try again later, or enter the source by hand.`);
}

function readErrorCode(error: unknown): string | undefined {
  // Node's fetch wraps the socket error: TypeError("fetch failed", { cause: { code } }).
  const cause = (error as { cause?: { code?: unknown } } | undefined)?.cause;
  const code = cause?.code ?? (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}
