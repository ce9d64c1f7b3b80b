import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { ApiError } from './api-error';
import { describeUnstorableText, findUnstorableText } from './find-unstorable-text';
import { parseJsonText } from './read-json-body';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Account fields Better Auth stores and copies into every session cookie: unbounded, they lock the account out (431). */
export const MAX_ACCOUNT_NAME_CHARS = 100;
export const MAX_EMAIL_CHARS = 254;
export const MAX_IMAGE_URL_CHARS = 2_048;

const accountName = z
  .string(`The name must be text.`)
  .max(MAX_ACCOUNT_NAME_CHARS, `The name may have at most ${MAX_ACCOUNT_NAME_CHARS} characters.`)
  .refine((name) => name.trim().length > 0, 'Enter a name.');

/** A picture address the browser may load: a web address or an inline image, never `javascript:` or the like. */
const imageUrl = z
  .string('The picture must be a web address.')
  .max(MAX_IMAGE_URL_CHARS, `The picture address may have at most ${MAX_IMAGE_URL_CHARS.toLocaleString('en-US')} characters; upload the picture instead.`)
  .refine(isImageUrl, 'The picture must be a web address starting with http:// or https://, or a data:image/… address.');

const email = z.string('The e-mail address must be text.').max(MAX_EMAIL_CHARS, `The e-mail address may have at most ${MAX_EMAIL_CHARS} characters.`);

/** Better Auth's own account routes, which we do not write: their stored fields, bounded here. */
const ACCOUNT_FIELD_RULES: Record<string, z.ZodType> = {
  '/api/auth/sign-up/email': z.looseObject({ name: accountName.optional(), email: email.optional(), image: imageUrl.nullable().optional() }),
  '/api/auth/update-user': z.looseObject({ name: accountName.optional(), image: imageUrl.nullable().optional() }),
  '/api/auth/change-email': z.looseObject({ newEmail: email.optional() }),
};

export interface ValidateTextFieldsOptions {
  /** Path prefixes that check their own bodies (tool runs parse theirs once, in parseToolInput). */
  except?: readonly string[];
}

/**
 * Validation at the edge, for every JSON body and URL: malformed or too deeply nested JSON, NUL characters and unpaired
 * surrogates (which the database refuses, turning a typo into a 500 or a charged run that is never
 * saved) are a 400 before any handler sees them, and the account fields Better Auth stores are bounded.
 */
export function validateTextFields({ except = [] }: ValidateTextFieldsOptions = {}): MiddlewareHandler {
  return async (c, next) => {
    refuseUnstorableUrl(c.req.url);
    const path = c.req.path;
    if (!BODY_METHODS.has(c.req.method) || except.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return next();
    const type = c.req.header('content-type')?.toLowerCase() ?? '';
    if (!type.includes('json')) return next();
    // A clone: Better Auth reads the original request's body itself.
    const text = await c.req.raw.clone().text();
    if (!text.trim()) return next();
    // Bounded in depth too, so Better Auth's routes (which we do not write) never parse a hostile
    // shape either; the size is limitRequestBody's, ahead of this.
    const body = parseJsonText(text, { maxBytes: Number.POSITIVE_INFINITY });
    const unstorable = findUnstorableText(body);
    if (unstorable) throw new ApiError(400, 'invalid_text', describeUnstorableText(unstorable), { field: unstorable.path });
    const rules = ACCOUNT_FIELD_RULES[path];
    if (rules) {
      const parsed = rules.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        const field = issue.path.map(String).join('.');
        throw new ApiError(400, 'invalid_input', field ? `${field}: ${issue.message}` : issue.message, { field });
      }
    }
    return next();
  };
}

/** `%00` in a path or query reaches the database as NUL through route parameters and tokens. */
function refuseUnstorableUrl(url: string) {
  if (/%00/.test(url)) {
    throw new ApiError(400, 'invalid_text', 'The address contains a NUL character (%00), which no page or token uses.');
  }
}

function isImageUrl(value: string): boolean {
  if (/^data:image\/[a-z0-9.+-]+[;,]/i.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
