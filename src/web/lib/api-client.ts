import type { ErrorBody } from '../../contracts/api-error';

/** Thin fetch wrapper for our JSON API: same-origin cookies, JSON errors turned into ApiError. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.body && !(init.body instanceof FormData) && !headers.has('content-type')) {
    headers.set('content-type', 'application/json');
  }
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'include', ...init, headers });
  } catch {
    throw new ApiError(0, 'network_error', 'Could not reach the server. Check your connection and try again.');
  }
  const text = await response.text();
  let body: unknown = undefined;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
  }
  if (!response.ok) {
    // Any field may be missing: a proxy in front of the server can answer with an error page of its own.
    const error: Partial<ErrorBody['error']> = (body as Partial<ErrorBody> | undefined)?.error ?? {};
    const { code, message, ...details } = error;
    throw new ApiError(
      response.status,
      code ?? `http_${response.status}`,
      message ?? (response.statusText || 'Request failed'),
      details,
    );
  }
  return body as T;
}
