import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Plan } from '../../domain/plans';
import { sendError } from './api-error';

const MB = 1024 * 1024;

/** Every /api route without a limit of its own: JSON forms (auth, profile, billing, saved documents). */
export const DEFAULT_BODY_LIMIT_BYTES = 1 * MB;

/**
 * Tool requests are sized from the plan's words per scan, since that is what the body carries:
 * bytes = clamp(words × TOOL_BYTES_PER_WORD, 1 MB, 16 MB).
 *
 * 64 bytes per word is a generous upper bound, not an average (English averages ~6 bytes per word
 * with its space): a word of up to 8 characters, each a 4-byte UTF-8 sequence or a 6-byte JSON
 * escape, counted twice for inputs that carry two texts (text-compare's original and revised).
 * The 1 MB floor leaves room for what words do not count (punctuation, sources pasted into a
 * plagiarism check, options), so on Free (500 words) and Pro (1,000) the floor is the limit; the
 * 16 MB ceiling keeps Ultimate's "unlimited" 10,000,000 words from meaning a 640 MB body held in memory.
 */
export const TOOL_BYTES_PER_WORD = 64;
export const TOOL_BODY_FLOOR_BYTES = 1 * MB;
export const TOOL_BODY_CEILING_BYTES = 16 * MB;

export function toolBodyLimitBytes(plan: Plan): number {
  return Math.min(TOOL_BODY_CEILING_BYTES, Math.max(TOOL_BODY_FLOOR_BYTES, plan.wordCount * TOOL_BYTES_PER_WORD));
}

export interface LimitRequestBodyOptions {
  /**
   * Path prefixes (e.g. `/api/extract`) left alone because their routes set a limit of their own;
   * a prefix matches the path itself and everything below it.
   */
  except?: readonly string[];
  /** Who the limit applies to, for the message (e.g. "a Free plan tool request"); default "this request". */
  describe?: (c: Context) => string;
}

/**
 * Refuses a request body larger than `maxBytes` with 413 payload_too_large. Built on Hono's bodyLimit:
 * a declared Content-Length over the limit is refused before any of the body is read, and a body sent
 * without one (chunked) is read only until it passes the limit, so a huge upload never sits in memory.
 * `maxBytes` may depend on the request (the caller's plan).
 */
export function limitRequestBody(
  maxBytes: number | ((c: Context) => number),
  { except = [], describe }: LimitRequestBodyOptions = {},
): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path;
    if (except.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return next();
    const limit = typeof maxBytes === 'function' ? maxBytes(c) : maxBytes;
    const refuse = (context: Context) =>
      sendError(
        context,
        413,
        'payload_too_large',
        `The request body is larger than ${formatBytes(limit)}, the most ${describe?.(c) ?? 'this request'} may send.`,
        { limit },
      );
    // A declared length is checked from the headers alone. Hono's bodyLimit would first touch
    // `request.body`, which makes the Node adapter build a stream for the body and takes the
    // handler's fast read (request.text() straight from the socket) away, at a cost larger than the rest
    // of a tiny request's HTTP handling.
    const declared = c.req.header('content-length');
    if (declared !== undefined && c.req.header('transfer-encoding') === undefined && /^\d+$/.test(declared)) {
      return Number(declared) > limit ? refuse(c) : next();
    }
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return bodyLimit({ maxSize: limit, onError: refuse })(c, next);
  };
}

export function formatBytes(bytes: number): string {
  if (bytes >= MB && bytes % MB === 0) return `${bytes / MB} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024).toLocaleString('en-US')} KB`;
  return `${bytes} bytes`;
}
