import { TranslationProviderError } from './provider-error';

/** A translation batch can take a while on a CPU-only LibreTranslate; a minute is the most a reader waits. */
export const PROVIDER_TIMEOUT_MS = 60_000;

export interface ProviderRequestOptions {
  /** Names the service in error sentences: "LibreTranslate at http://…". */
  who: string;
  signal?: AbortSignal;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Turns a provider's HTTP status into a hint ("check DEEPL_API_KEY"). */
  explainStatus?: (status: number) => string;
}

function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new Error('aborted');
}

/** The provider's own error text, when its body carries one ({"error": …} or {"message": …}). */
function readErrorText(body: string): string {
  try {
    const json = JSON.parse(body) as { error?: unknown; message?: unknown };
    const text = typeof json.error === 'string' ? json.error : typeof json.message === 'string' ? json.message : '';
    return text ? `: ${text.slice(0, 200)}` : '';
  } catch {
    return '';
  }
}

/**
 * One HTTP call to a provider, bounded by a timeout, answering its parsed JSON. Every failure but the
 * caller's own abort becomes a TranslationProviderError with a sentence an operator can act on.
 */
export async function requestProviderJson(url: string, init: RequestInit, options: ProviderRequestOptions): Promise<unknown> {
  const timeoutMs = options.timeoutMs ?? PROVIDER_TIMEOUT_MS;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const fail = (error: unknown): never => {
    if (options.signal?.aborted) throw abortReason(options.signal);
    if (timeout.aborted) throw new TranslationProviderError(`${options.who} did not answer within ${timeoutMs / 1000} seconds.`);
    throw new TranslationProviderError(`Could not reach ${options.who}: ${error instanceof Error ? error.message : String(error)}.`);
  };
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, { ...init, signal });
  } catch (error) {
    return fail(error);
  }
  let body: string;
  try {
    body = await response.text();
  } catch (error) {
    return fail(error);
  }
  if (!response.ok) {
    const hint = options.explainStatus?.(response.status) ?? '';
    throw new TranslationProviderError(`${options.who} answered HTTP ${response.status}${readErrorText(body)}${hint}.`, response.status);
  }
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw new TranslationProviderError(`${options.who} answered something that is not JSON.`);
  }
}
