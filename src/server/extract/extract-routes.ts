import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ExtractAnswer } from '../../contracts/extract';
import { countWords } from '../../domain/word-count';
import type { Db } from '../../db/database';
import type { AppEnv } from '../app-env';
import { startGuestSession, type GuestSessionDeps } from '../auth/start-guest-session';
import { ApiError, sendError } from '../http/api-error';
import { readClientIp } from '../http/client-ip';
import { createRateLimiter, type RateLimiter } from '../http/rate-limiter';
import { consumeUpload } from './consume-upload';
import { EXTRACT_IP_RATE_LIMIT, EXTRACT_USER_RATE_LIMIT } from './extract-limits';
import type { ExtractBudget } from './extract-in-worker';
import { extractDocumentText, MAX_UPLOAD_BYTES } from './extract-text';

const TOO_LARGE_MESSAGE = `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB. Upload a smaller file or paste the text.`;

export interface ExtractRoutesDeps extends GuestSessionDeps {
  /** Uploads per account, guests included. */
  userLimiter: RateLimiter;
  /** Uploads per network address: looser, since a school or office shares one. */
  ipLimiter: RateLimiter;
  /** The extraction thread's memory and time; tests shorten them. */
  budget?: ExtractBudget;
}

/**
 * POST /api/extract: multipart field `file` (txt, md, docx, pdf) → `{text, fileName, words}`.
 * Tool pages let guests upload, so a signed-out caller becomes a guest here as on a tool run: every
 * upload belongs to an account and counts toward that account's and that address's upload limit.
 */
export function createExtractRoutes(deps: ExtractRoutesDeps) {
  const routes = new Hono<AppEnv>();

  routes.post(
    '/',
    // Multipart framing adds a little to the file itself; the exact file size is checked below.
    bodyLimit({
      maxSize: MAX_UPLOAD_BYTES + 64 * 1024,
      onError: (c) => sendError(c, 413, 'file_too_large', TOO_LARGE_MESSAGE, { limit: MAX_UPLOAD_BYTES }),
    }),
    async (c) => {
      if (!c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data')) {
        throw new ApiError(400, 'invalid_input', 'Send the document as multipart/form-data in a field named "file".');
      }
      // Before the body is read: a flood of uploads from one address costs nothing but this check.
      await consumeUpload(c, deps.ipLimiter, `extract:ip:${readClientIp(c, deps.trustProxy)}`);
      const signedInId = c.get('session')?.user.id;
      if (signedInId) await consumeUpload(c, deps.userLimiter, `extract:user:${signedInId}`);

      let form: Record<string, string | File | (string | File)[]>;
      try {
        form = await c.req.parseBody();
      } catch {
        throw new ApiError(400, 'invalid_input', 'The upload could not be read. Send it as multipart/form-data.');
      }
      const file = form.file;
      if (!(file instanceof File)) {
        throw new ApiError(400, 'invalid_input', 'No file was uploaded: send it in a form field named "file".');
      }
      if (file.size > MAX_UPLOAD_BYTES) {
        throw new ApiError(413, 'file_too_large', TOO_LARGE_MESSAGE, { limit: MAX_UPLOAD_BYTES });
      }
      // Only a well-formed upload starts a guest, so malformed requests cannot mint sessions.
      if (!signedInId) await consumeUpload(c, deps.userLimiter, `extract:user:${await startGuestSession(c, deps)}`);
      const text = await extractDocumentText(file.name, new Uint8Array(await file.arrayBuffer()), deps.budget);
      return c.json({ text, fileName: file.name, words: countWords(text) } satisfies ExtractAnswer);
    },
  );

  return routes;
}

/** The upload limiters, in the database when given one, so every instance on it counts the same uploads. */
export function createExtractLimiters(db?: Db): Pick<ExtractRoutesDeps, 'userLimiter' | 'ipLimiter'> {
  return {
    userLimiter: createRateLimiter(EXTRACT_USER_RATE_LIMIT, { db, name: 'extract-user' }),
    ipLimiter: createRateLimiter(EXTRACT_IP_RATE_LIMIT, { db, name: 'extract-ip' }),
  };
}
