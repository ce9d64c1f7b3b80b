import { ToolInputError } from '../engine';

const MB = 1024 * 1024;

/** 413 `document_too_large`: the message names the cap, so the user knows what to split or paste. */
export function documentTooLarge(message: string): ToolInputError {
  return new ToolInputError(message, { code: 'document_too_large', status: 413 });
}

/** 422 `unreadable_file`: damaged, or not the kind of file its name says. */
export function documentUnreadable(message = 'This .docx file is damaged or is not a Word document.'): ToolInputError {
  return new ToolInputError(message, { code: 'unreadable_file', status: 422 });
}

/** Whole megabytes, rounded up, so "over 40 MB" never reads as "about 40 MB". */
export function formatMegabytes(bytes: number): string {
  return `${Math.ceil(bytes / MB).toLocaleString('en-US')} MB`;
}

/** A refusal the engines and routes raise on purpose (a cap, a damaged file), as opposed to a bug. */
export function isDocumentRefusal(error: unknown): error is ToolInputError {
  // By name, not instanceof: engine bundles and worker threads each have their own copy of the class.
  if (!(error instanceof Error) || error.name !== 'ToolInputError') return false;
  const { code } = error as ToolInputError;
  return code === 'document_too_large' || code === 'unreadable_file';
}
