import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody } from '../../contracts/api-error';

export type { ErrorBody };

/** Thrown anywhere in a handler; the app's error handler turns it into the JSON error response. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function createErrorBody(code: string, message: string, details: Record<string, unknown> = {}): ErrorBody {
  return { error: { ...details, code, message } };
}

export function sendError(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  details: Record<string, unknown> = {},
) {
  return c.json(createErrorBody(code, message, details), status);
}
