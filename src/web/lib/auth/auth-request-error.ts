/** A Better Auth call that failed, with the server's own message (e.g. why a password is too weak). */
export class AuthRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'AuthRequestError';
  }
}

interface BetterAuthError {
  message?: string;
  status?: number;
  statusText?: string;
  code?: string;
}

/** Better Auth's client returns `{data, error}` instead of throwing; turn the error half into a throw. */
export function unwrapAuthResult<T>(result: { data: T; error: null } | { data: null; error: BetterAuthError }): T {
  if (result.error) {
    const { message, status = 0, statusText, code } = result.error;
    throw new AuthRequestError(message || statusText || 'Request failed', status, code);
  }
  return result.data as T;
}

/** Message to show on a form: the server's when it gave one, else a generic sentence. */
export function authErrorMessage(error: unknown): string {
  if (error instanceof AuthRequestError && error.status >= 400 && error.status < 500) return error.message;
  if (error instanceof AuthRequestError && error.status === 429) return 'Too many attempts. Wait a minute and try again.';
  return 'Something went wrong on our side. Please try again in a moment.';
}

export const MISSING_CREDENTIALS_MESSAGE = 'You must provide either an email or phone number and a password';
