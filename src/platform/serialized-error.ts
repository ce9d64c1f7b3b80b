import { ToolInputError, ToolServiceError, type ToolInputStatus } from './engine';

/**
 * An error as data, to cross into or out of a worker thread or through the job queue: the class name
 * and the code and status the API turns into an answer.
 */
export interface SerializedError {
  name: string;
  message: string;
  code?: string;
  status?: number;
}

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const { code, status } = error as { code?: unknown; status?: unknown };
  return {
    // A subclass (a math refusal of its own name) crosses as the class callers recognise.
    name: error instanceof ToolInputError ? 'ToolInputError' : error instanceof ToolServiceError ? 'ToolServiceError' : error.name,
    message: error.message,
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof status === 'number' ? { status } : {}),
  };
}

/** A ToolInputError sent as data, as one again: its code, and its status if a ToolInputError can have it (else 400). */
export function reviveToolInputError({ message, code, status }: { message: string; code?: string | undefined; status?: unknown }): ToolInputError {
  return new ToolInputError(message, { ...(code ? { code } : {}), status: readToolInputStatus(status) });
}

function readToolInputStatus(status: unknown): ToolInputStatus {
  return status === 403 || status === 413 || status === 422 ? status : 400;
}
