import { useMemo } from 'react';
import { z } from 'zod';
import { useRunTool } from '../../../lib/run-tool';

// The web app may not import the engine (src/tools), so the wire format is restated here as a schema:
// the response is checked on arrival instead of trusted.

export const GRANULARITY_OPTIONS = [
  { value: 'word', label: 'Words', description: 'Whole words, best for prose' },
  { value: 'char', label: 'Characters', description: 'Spelling and punctuation inside words' },
  { value: 'sentence', label: 'Sentences', description: 'Which sentences changed' },
  { value: 'line', label: 'Lines', description: 'Lists, code, poems and data' },
] as const;

export const granularitySchema = z.enum(['word', 'char', 'sentence', 'line']);
export type Granularity = z.infer<typeof granularitySchema>;

export interface CompareTextsInput {
  original: string;
  revised: string;
  granularity: Granularity;
  ignoreCase: boolean;
  ignoreWhitespace: boolean;
}

export const textChangeSchema = z.object({
  type: z.enum(['equal', 'insert', 'delete']),
  text: z.string(),
  /** On equal changes only, when the original differs in what the options ignore (case, spacing). */
  originalText: z.string().optional(),
});
export type TextChange = z.infer<typeof textChangeSchema>;

const count = z.number().int().nonnegative();

export const compareStatsSchema = z.object({
  insertions: count,
  deletions: count,
  unchanged: count,
  unchangedRevised: count,
  originalWords: count,
  revisedWords: count,
  originalCharacters: count,
  revisedCharacters: count,
  charactersInserted: count,
  charactersDeleted: count,
  changeCount: count,
  replacements: count,
  insertionsOnly: count,
  deletionsOnly: count,
});
export type CompareStats = z.infer<typeof compareStatsSchema>;

export const compareResultSchema = z.object({
  similarity: z.number().min(0).max(100),
  identical: z.boolean(),
  changes: z.array(textChangeSchema),
  stats: compareStatsSchema,
  granularity: granularitySchema,
  ignoreCase: z.boolean(),
  ignoreWhitespace: z.boolean(),
  exact: z.boolean(),
});
export type CompareResult = z.infer<typeof compareResultSchema>;

/** Runs the comparison on the server (one request from the allowance) and validates the answer. */
export function useCompareTexts() {
  const mutation = useRunTool<CompareTextsInput, unknown>('text-compare');
  const parsed = useMemo(
    () => (mutation.data ? compareResultSchema.safeParse(mutation.data.result) : undefined),
    [mutation.data],
  );
  return {
    ...mutation,
    comparison: parsed?.success ? parsed.data : undefined,
    invalidResponse: parsed !== undefined && !parsed.success,
  };
}
