import type { z } from 'zod';
import { ApiError } from '../http/api-error';

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
    throw new ApiError(400, 'invalid_input', describeIssues(issues), { issues });
  }
  return parsed.data;
}

function describeIssues(issues: { path: string; message: string }[]): string {
  const described = issues.slice(0, 5).map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message));
  const more = issues.length > 5 ? ` (and ${issues.length - 5} more)` : '';
  return `The input is not valid. ${described.join('; ')}${more}.`;
}
