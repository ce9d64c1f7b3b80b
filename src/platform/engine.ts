import type { z } from 'zod';
import type { ResponseLevel } from '../domain/plans';
import type { ToolId } from '../domain/tools';
import type { AnyToolContract, ParsedToolInput, ToolResult } from './contract-kit/define-tool-contract';

export interface ToolRunContext {
  /** 'basic' (Free) gives the headline result; 'advanced' adds the full detail. */
  responses: ResponseLevel;
  signal?: AbortSignal;
  /** The account running the tool (server only): lets an engine include that user's own data, e.g. saved documents. */
  userId?: string;
  /**
   * Who the run is for, as the server's engine lanes share their threads fairly: the account, or a
   * guest's network address (guests of one address are one caller). Engines never read it.
   */
  clientKey?: string;
}

/** A tool engine: pure, framework-free. The server, the CLI and the tests all call it the same way. */
export interface ToolEngine<Input = unknown, Result = unknown> {
  id: ToolId;
  inputSchema: z.ZodType<Input>;
  /** Words that count against the plan's per-scan limit. */
  countInputWords(input: Input): number;
  /** Characters that count against the plan's character limit, when the contract says (contract-kit/measure-input.ts). */
  countInputChars?(input: Input): number;
  /** Whether the input is costly for its size, when the contract says (contract-kit/measure-input.ts). */
  isCostlyInput?(input: Input): boolean;
  run(input: Input, context: ToolRunContext): Promise<Result>;
}

/** The engine of a contract: its id, input schema and word count come from the contract, never restated. */
export type ContractEngine<C extends AnyToolContract> = ToolEngine<ParsedToolInput<C>, ToolResult<C>>;

export function createToolEngine<C extends AnyToolContract>(
  contract: C,
  run: (input: ParsedToolInput<C>, context: ToolRunContext) => Promise<ToolResult<C>>,
): ContractEngine<C> {
  return {
    id: contract.id,
    inputSchema: contract.input as z.ZodType<ParsedToolInput<C>>,
    countInputWords: (input) => contract.countInputWords(input),
    countInputChars: contract.countInputChars && ((input) => contract.countInputChars!(input)),
    isCostlyInput: contract.isCostlyInput && ((input) => contract.isCostlyInput!(input)),
    run,
  };
}

export type ToolInputStatus = 400 | 403 | 413 | 422;

/**
 * Thrown by an engine for input that passed the schema but cannot be processed: becomes a 400
 * `invalid_input`, or the code and 4xx status given (a translation pair no engine covers is a 422; a
 * feature the caller's plan does not include is a 403; work past the engine's time budget is a 413).
 */
export class ToolInputError extends Error {
  readonly code: string;
  readonly status: ToolInputStatus;

  constructor(message: string, options: { code?: string; status?: ToolInputStatus } = {}) {
    super(message);
    this.name = 'ToolInputError';
    this.code = options.code ?? 'invalid_input';
    this.status = options.status ?? 400;
  }
}

/**
 * Thrown by an engine when a service it was told to use (a configured translation provider, a model
 * server) failed: not the caller's input and not our bug. Becomes a 503 with the message, which names
 * the service and what to do; the run costs no request.
 */
export class ToolServiceError extends Error {
  readonly code = 'engine_unavailable';

  constructor(message: string) {
    super(message);
    this.name = 'ToolServiceError';
  }
}
