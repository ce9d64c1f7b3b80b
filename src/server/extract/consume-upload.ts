import type { Context } from 'hono';
import { describeWait } from '../../domain/describe-wait';
import type { AppEnv } from '../app-env';
import { ApiError } from '../http/api-error';
import type { RateLimiter } from '../http/rate-limiter';

/** Counts one upload against `key`, or answers 429 with Retry-After: shared by every route that takes a document. */
export async function consumeUpload(c: Context<AppEnv>, limiter: RateLimiter, key: string) {
  const decision = await limiter.consume(key);
  if (decision.allowed) return;
  c.header('Retry-After', String(decision.retryAfterSeconds));
  throw new ApiError(
    429,
    'rate_limited',
    `Too many files were uploaded from your account or network. Try again in ${describeWait(decision.retryAfterSeconds)}, or paste the text.`,
    { retryAfter: decision.retryAfterSeconds },
  );
}
