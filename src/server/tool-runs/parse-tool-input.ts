import type { z } from 'zod';
import { formatPlanLimit, type Plan } from '../../domain/plans';
import { CHARS_PER_WORD, characterLimit, countInputChars, type MeasuredInput } from '../../platform/contract-kit/measure-input';
import { ApiError } from '../http/api-error';
import { describeUnstorableText, findUnstorableText } from '../http/find-unstorable-text';
import { TOOL_BODY_CEILING_BYTES, toolBodyLimitBytes } from '../http/limit-request-body';
import { readJsonBody } from '../http/read-json-body';
import { describeInputIssues } from './describe-input-issues';

/** What parseToolInput needs of an engine: its schema, and what counts against the plan. */
export interface ToolInputSpec<Input> extends MeasuredInput<Input> {
  inputSchema: z.ZodType<Input>;
}

/**
 * Reads the request body as JSON (bounded in size and depth) and validates it with the tool's schema; every failure is a 400.
 * Given the caller's plan, it also refuses (413) an input larger than the plan allows in characters,
 * so work is bounded before anyone is charged or a guest is started.
 */
export async function parseToolInput<Input>(request: Request, spec: ToolInputSpec<Input> | z.ZodType<Input>, plan?: Plan): Promise<Input> {
  return (await readToolInput(request, spec, plan)).input;
}

export interface ReadToolInput<Input> {
  input: Input;
  /** Its word count, when a plan was given and the engine could count it (the run reuses it). */
  words?: number;
}

/** parseToolInput, also returning the word count it checked, so the run does not count again. */
export async function readToolInput<Input>(
  request: Request,
  spec: ToolInputSpec<Input> | z.ZodType<Input>,
  plan?: Plan,
): Promise<ReadToolInput<Input>> {
  const schema = 'inputSchema' in spec ? spec.inputSchema : spec;
  // Size and nesting are checked on the text, before JSON.parse and the schema (read-json-body.ts).
  const body = await readJsonBody(request, {
    maxBytes: plan ? toolBodyLimitBytes(plan) : TOOL_BODY_CEILING_BYTES,
    malformedCode: 'invalid_input',
    expected: "the tool's input as a JSON object",
  });
  // The run's history row could not store these: refused here, not charged and then lost.
  const unstorable = findUnstorableText(body);
  if (unstorable) throw new ApiError(400, 'invalid_text', describeUnstorableText(unstorable), { field: unstorable.path });
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
    throw new ApiError(400, 'invalid_input', describeInputIssues(parsed.error.issues), { issues });
  }
  const words = plan && 'inputSchema' in spec ? checkInputSize(spec, parsed.data, plan) : undefined;
  return { input: parsed.data, words };
}

/**
 * The plan's per-scan limits, in words and then in characters (words × CHARS_PER_WORD), so an input
 * of punctuation or of one endless "word" is bounded like the writing it pretends to be.
 */
function checkInputSize<Input>(spec: MeasuredInput<Input>, input: Input, plan: Plan): number | undefined {
  let words: number;
  try {
    words = spec.countInputWords(input);
  } catch {
    return undefined; // The engine refuses it with its own message when the run starts.
  }
  if (words > plan.wordCount) {
    throw new ApiError(
      413,
      'word_limit_exceeded',
      `This text has ${words.toLocaleString('en-US')} words; the ${plan.name} plan allows ${formatPlanLimit(plan.wordCount)} per scan.`,
      { limit: plan.wordCount, words, plan: plan.name },
    );
  }
  const characters = countInputChars(spec, input);
  const limit = characterLimit(plan);
  if (characters > limit) {
    throw new ApiError(
      413,
      'character_limit_exceeded',
      `This text has ${characters.toLocaleString('en-US')} characters; the ${plan.name} plan allows ${limit.toLocaleString('en-US')} per scan ` +
        `(${CHARS_PER_WORD} for each of its ${formatPlanLimit(plan.wordCount)} words). Shorten it or split it into parts.`,
      { limit, characters, plan: plan.name },
    );
  }
  return words;
}
