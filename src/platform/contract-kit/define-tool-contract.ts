import type { z } from 'zod';
import type { ToolId } from '../../domain/tools';

/**
 * A tool's wire contract, written once: the engine, the server, the CLI and the web page all import
 * it, so a changed field is a compile error on every side instead of a surprise at run time.
 */
export interface ToolContract<Input extends z.ZodType = z.ZodType, Result extends z.ZodType = z.ZodType> {
  id: ToolId;
  /** What a caller sends (`POST /api/tools/<id>`, one CLI line, the page's form). */
  input: Input;
  /** What the engine answers with; the page validates it on arrival with this same schema. */
  result: Result;
  /** Words that count against the plan's per-scan limit; the page uses it for its `words / limit` counter. */
  countInputWords(input: z.output<Input>): number;
  /**
   * Characters that count against the plan's character limit (words × CHARS_PER_WORD, measure-input.ts).
   * Optional: by default, the characters of every text countInputWords reads.
   */
  countInputChars?(input: z.output<Input>): number;
  /**
   * Whether an input is costly for its size (many sources to format, several radicals to clear): the
   * engine lanes then treat its run as heavy from the start, as they do a long text, so it never
   * shares the light thread. Left out, only words and characters decide.
   */
  isCostlyInput?(input: z.output<Input>): boolean;
}

/** Any contract, whatever its schemas (registries hold several tools side by side). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- schemas differ per tool by design
export type AnyToolContract = ToolContract<any, any>;

/** The input as a caller writes it (defaults may be left out). */
export type ToolInput<C extends AnyToolContract> = z.input<C['input']>;
/** The input after validation (defaults filled in): what an engine receives. */
export type ParsedToolInput<C extends AnyToolContract> = z.output<C['input']>;
export type ToolResult<C extends AnyToolContract> = z.output<C['result']>;

export function defineToolContract<Input extends z.ZodType, Result extends z.ZodType>(
  contract: ToolContract<Input, Result>,
): ToolContract<Input, Result> {
  return contract;
}
