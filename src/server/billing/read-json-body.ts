import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError } from '../http/api-error';

/** Parses and validates a JSON body; anything wrong is a 400 with the first problem spelled out. */
export async function readJsonBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(400, 'invalid_json', 'The request body must be JSON.');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw new ApiError(400, 'invalid_input', `${where}${issue?.message ?? 'Invalid input.'}`);
  }
  return parsed.data;
}
