import type { z } from 'zod';
import type { ResponseLevel } from '../domain/plans';
import type { ToolId } from '../domain/tools';

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

/** Thrown by an engine for input that passed the schema but cannot be processed: becomes a 400. */
export class ToolInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ToolInputError';
  }
}
