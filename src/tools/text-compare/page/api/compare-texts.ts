import { useMemo } from 'react';
import { useRunTool } from '../../../../web/lib/run-tool';
import {
  type GRANULARITIES,
  textCompareContract,
  type Granularity,
  type TextChange,
  type ParsedTextCompareInput,
  type TextCompareResult,
  type TextCompareStats,
} from '../../contract';

// The wire format is the tool's contract; the response is checked on arrival with it, not trusted.
export type { Granularity, TextChange };
export type CompareTextsInput = ParsedTextCompareInput;
export type CompareResult = TextCompareResult;
export type CompareStats = TextCompareStats;

export const granularitySchema = textCompareContract.input.shape.granularity.unwrap();

export const GRANULARITY_OPTIONS = [
  { value: 'word', label: 'Words', description: 'Whole words, best for prose' },
  { value: 'char', label: 'Characters', description: 'Spelling and punctuation inside words' },
  { value: 'sentence', label: 'Sentences', description: 'Which sentences changed' },
  { value: 'line', label: 'Lines', description: 'Lists, code, poems and data' },
] as const satisfies ReadonlyArray<{ value: (typeof GRANULARITIES)[number]; label: string; description: string }>;

/** Runs the comparison on the server (one request from the allowance) and validates the answer. */
export function useCompareTexts() {
  const mutation = useRunTool<CompareTextsInput, unknown>('text-compare');
  const parsed = useMemo(
    () => (mutation.data ? textCompareContract.result.safeParse(mutation.data.result) : undefined),
    [mutation.data],
  );
  return {
    ...mutation,
    comparison: parsed?.success ? parsed.data : undefined,
    invalidResponse: parsed !== undefined && !parsed.success,
  };
}
