import { ToolInputError } from '../../../../platform/engine';

/** Why a lookup gave nothing: the reader of a pasted list may turn some of these into per-source warnings. */
export type LookupFailureReason = 'not-found' | 'unreachable' | 'timeout' | 'refused' | 'bad-answer' | 'invalid';

/**
 * A lookup that could not give an item. It is a ToolInputError on purpose: the server answers 400 with the
 * message and refunds the request, instead of a 500 for what is the network's or the identifier's fault.
 */
export class LookupFailure extends ToolInputError {
  readonly reason: LookupFailureReason;

  constructor(reason: LookupFailureReason, message: string) {
    super(message);
    // The server recognises engine refusals by this name.
    this.name = 'ToolInputError';
    this.reason = reason;
  }
}

export function isLookupFailure(error: unknown): error is LookupFailure {
  return error instanceof LookupFailure;
}
