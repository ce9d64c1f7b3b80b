import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ToolServiceError } from '../../platform/engine';
import { reviveToolInputError, serializeError } from '../../platform/serialized-error';
import { ApiError } from '../http/api-error';
import type { SerializedToolError, ToolJobOutcome } from './tool-job';

/** The worker's side: a result, or the engine's error reduced to what the API turns into a status. */
export function describeOutcome(run: { result: unknown } | { error: unknown }): ToolJobOutcome {
  if ('result' in run) return { ok: true, result: run.result };
  return { ok: false, error: serializeToolError(run.error) };
}

/** An ApiError (a busy engine lane's 503) also keeps its details (`retryAfter`). */
function serializeToolError(error: unknown): SerializedToolError {
  return { ...serializeError(error), ...(error instanceof ApiError && error.details ? { details: error.details } : {}) };
}

/**
 * The API's side: the result, or the same error class the engine threw in-process, so
 * run-tool-for-user answers exactly as it would without the queue (400/403/413/422, 503, or 500;
 * an ApiError, such as a busy engine lane's 503 `engine_busy`, with its own status and code).
 */
export function readOutcome(outcome: ToolJobOutcome | undefined): unknown {
  if (!outcome || typeof outcome !== 'object') throw new Error('The worker stored no outcome for this job.');
  if (outcome.ok) return outcome.result;
  throw rebuildToolError(outcome.error);
}

function rebuildToolError({ name, message, code, status, details }: SerializedToolError): Error {
  if (name === 'ApiError' && code && status && status >= 400 && status <= 599) {
    return new ApiError(status as ContentfulStatusCode, code, message, details ?? {});
  }
  if (name === 'ToolInputError') return reviveToolInputError({ message, code, status });
  if (name === 'ToolServiceError') return new ToolServiceError(message);
  // An engine bug: the API logs it and answers 500 tool_failed without repeating its text.
  return new Error(`worker: ${name}: ${message}`);
}
