import { useMemo } from 'react';
import { z } from 'zod';
import { useRunTool } from '../../../lib/run-tool';

// The web app may not import the engine (src/tools): the wire format is restated here and checked on arrival.

export interface SourceDraft {
  title: string;
  url: string;
  text: string;
}

export interface CheckPlagiarismInput {
  text: string;
  sources: Array<{ title: string; text: string; url?: string }>;
  ignoreQuotes: boolean;
  minMatchWords: number;
}

const originSchema = z.enum(['request', 'saved', 'corpus', 'web']);
export type SourceOrigin = z.infer<typeof originSchema>;

export const matchSchema = z.object({
  offset: z.number().int().nonnegative(),
  length: z.number().int().positive(),
  source: z.object({ title: z.string(), url: z.string().optional(), origin: originSchema }),
  sourceOffset: z.number().int().nonnegative(),
  sourceLength: z.number().int().nonnegative(),
  sourceExcerpt: z.string(),
  kind: z.enum(['exact', 'paraphrase']),
  score: z.number(),
  words: z.number().int().nonnegative(),
});
export type PlagiarismMatch = z.infer<typeof matchSchema>;

export const plagiarismResultSchema = z.object({
  similarity: z.number().min(0).max(100),
  words: z.number().int().nonnegative(),
  matchedWords: z.number().int().nonnegative(),
  matches: z.array(matchSchema),
  sources: z.array(
    z.object({ title: z.string(), url: z.string().optional(), origin: originSchema, share: z.number(), words: z.number() }),
  ),
  citations: z.array(z.object({ source: z.object({ title: z.string(), url: z.string().optional() }), apa: z.string(), mla: z.string() })),
  comparedWith: z.object({
    requestSources: z.number(),
    storedSources: z.boolean(),
    web: z.enum(['off', 'searched', 'failed']),
    candidates: z.number(),
  }),
});
export type PlagiarismResult = z.infer<typeof plagiarismResultSchema>;

/** Sources are told apart by title and URL: the key the page colours them by. */
export function sourceKey(source: { title: string; url?: string }): string {
  return `${source.title}\u0000${source.url ?? ''}`;
}

/** Runs the check on the server (one request from the allowance) and validates the answer. */
export function useCheckPlagiarism() {
  const mutation = useRunTool<CheckPlagiarismInput, unknown>('plagiarism');
  const parsed = useMemo(() => (mutation.data ? plagiarismResultSchema.safeParse(mutation.data.result) : undefined), [mutation.data]);
  return {
    ...mutation,
    check: parsed?.success ? parsed.data : undefined,
    invalidResponse: parsed !== undefined && !parsed.success,
  };
}
