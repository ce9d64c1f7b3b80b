import { z } from 'zod';

/**
 * The one error shape of the API (docs/http-api.md, "Errors"): `{"error": {"code", "message", ...details}}`.
 * `code` is stable and machine-readable, `message` a sentence a user can act on; any further keys are
 * details of that code (`limit`, `words`, `field`, `retryAfter`…).
 */
export const errorBodySchema = z.object({
  error: z.looseObject({ code: z.string(), message: z.string() }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
