import { ToolInputError } from '../../../../platform/engine';

/** No configured engine translates this pair: a 422 `unsupported_pair` that costs no request. */
export class UnsupportedPairError extends ToolInputError {
  constructor(message: string) {
    super(message, { code: 'unsupported_pair', status: 422 });
  }
}
