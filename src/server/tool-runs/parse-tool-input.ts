import type { z } from 'zod';
import { ApiError } from '../http/api-error';
import { describeInputIssues } from './describe-input-issues';

/** Reads the request body as JSON and validates it with the tool's schema; every failure is a 400. */
export async function parseToolInput<Input>(request: Request, schema: z.ZodType<Input>): Promise<Input> {
  const text = await request.text();
  if (!text.trim()) {
    throw new ApiError(400, 'invalid_input', "The request body is empty: send the tool's input as a JSON object.");
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'invalid_input', "The request body is not valid JSON: send the tool's input as a JSON object.");
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
    throw new ApiError(400, 'invalid_input', describeInputIssues(parsed.error.issues), { issues });
  }
  return parsed.data;
}
