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
}

/** A tool engine: pure, framework-free. The server, the CLI and the tests all call it the same way. */
export interface ToolEngine<Input = unknown, Result = unknown> {
  id: ToolId;
  inputSchema: z.ZodType<Input>;
  /** Words that count against the plan's per-scan limit. */
  countInputWords(input: Input): number;
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
    run,
  };
}

/** Thrown by an engine for input that passed the schema but cannot be processed: becomes a 400. */
export class ToolInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ToolInputError';
  }
}
