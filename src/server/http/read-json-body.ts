import type { Context } from 'hono';
import type { z } from 'zod';
import { describeDeepNesting, findDeepNesting, MAX_JSON_DEPTH } from '../../platform/contract-kit/find-deep-nesting';
import { ApiError } from './api-error';
import { DEFAULT_BODY_LIMIT_BYTES, formatBytes } from './limit-request-body';

export interface JsonBodyLimits {
  /** Bytes the body may have (413 payload_too_large above it); default DEFAULT_BODY_LIMIT_BYTES. */
  maxBytes?: number;
  /** Nesting of arrays and objects (400 invalid_input above it); default MAX_JSON_DEPTH. */
  maxDepth?: number;
  /** The code for an empty or malformed body: `invalid_json` (docs/http-api.md), tool runs keep `invalid_input`. */
  malformedCode?: 'invalid_json' | 'invalid_input';
  /** What the body should be, for the messages ("the tool's input as a JSON object"). */
  expected?: string;
}

export interface JsonInputOptions extends JsonBodyLimits {
  /** The error for a body the schema refuses; by default a 400 `invalid_input` naming the first problem's field. */
  refuse?: (issues: readonly z.core.$ZodIssue[]) => ApiError;
}

/**
 * The one way the API reads a JSON body: size, then nesting depth, then JSON.parse, all before any
 * schema sees it, so a hostile shape is a 4xx here instead of a stack overflow somewhere later.
 * The declared Content-Length is checked before a byte is read; the text itself after reading,
 * for bodies sent in chunks (limitRequestBody has already stopped those at the route's limit).
 */
export async function readJsonBody(request: Request, limits: JsonBodyLimits = {}): Promise<unknown> {
  refuseDeclaredLength(request.headers.get('content-length') ?? undefined, limits);
  return parseJsonText(await request.text(), limits);
}

/** readJsonBody for text already read (the edge check reads a clone of every JSON body). */
export function parseJsonText(text: string, limits: JsonBodyLimits = {}): unknown {
  const maxBytes = limits.maxBytes ?? DEFAULT_BODY_LIMIT_BYTES;
  const maxDepth = limits.maxDepth ?? MAX_JSON_DEPTH;
  const code = limits.malformedCode ?? 'invalid_json';
  const expected = limits.expected ?? 'JSON';
  // Characters never outnumber UTF-8 bytes, so only a text this long can be over the limit.
  if (text.length > maxBytes / 4 && Buffer.byteLength(text, 'utf8') > maxBytes) throw tooLarge(maxBytes);
  if (!text.trim()) throw new ApiError(400, code, `The request body is empty: send ${expected}.`);
  if (findDeepNesting(text, maxDepth) !== -1) {
    throw new ApiError(400, 'invalid_input', describeDeepNesting('The request body', maxDepth), { maxDepth });
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, code, `The request body is not valid JSON: send ${expected}.`);
  }
}

/**
 * readJsonBody, then the route's schema; anything wrong is a 400 naming the first problem's field.
 * For the API's own JSON routes (account, billing, resumes, bibliographies, documents).
 */
export async function readJsonInput<T extends z.ZodType>(c: Context, schema: T, options: JsonInputOptions = {}): Promise<z.infer<T>> {
  // Through Hono's request, which keeps the text should anything else read the body too.
  refuseDeclaredLength(c.req.header('content-length'), options);
  const body = parseJsonText(await c.req.text(), options);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    if (options.refuse) throw options.refuse(parsed.error.issues);
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw new ApiError(400, 'invalid_input', `${where}${issue?.message ?? 'Invalid input.'}`);
  }
  return parsed.data;
}

function refuseDeclaredLength(declared: string | undefined, limits: JsonBodyLimits) {
  const maxBytes = limits.maxBytes ?? DEFAULT_BODY_LIMIT_BYTES;
  if (declared !== undefined && /^\d+$/.test(declared) && Number(declared) > maxBytes) throw tooLarge(maxBytes);
}

function tooLarge(maxBytes: number): ApiError {
  return new ApiError(413, 'payload_too_large', `The request body is larger than ${formatBytes(maxBytes)}, the most this request may send.`, {
    limit: maxBytes,
  });
}
