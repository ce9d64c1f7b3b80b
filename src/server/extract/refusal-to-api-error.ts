import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isDocumentRefusal } from '../../platform/document-kit/document-errors';
import { ApiError } from '../http/api-error';

/**
 * The document reader (src/platform/document-kit) refuses with a ToolInputError, since engines use it
 * too; a route answers the same refusal as an ApiError with its status and code (413, 422). Anything
 * else is passed on as it is.
 */
export function refusalToApiError(error: unknown): unknown {
  if (!isDocumentRefusal(error)) return error;
  return new ApiError(error.status as ContentfulStatusCode, error.code, error.message);
}
