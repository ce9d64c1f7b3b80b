import { useMemo } from 'react';
import { z } from 'zod';
import { useRunTool } from '../../../lib/run-tool';

// The web app may not import the engine (src/tools): the wire format is restated here and checked on arrival.

export const languageGuessSchema = z.object({
  /** ISO 639-3, the macrolanguage where one exists. */
  code: z.string(),
  bcp47: z.string(),
  name: z.string(),
  /** 0–1. */
  confidence: z.number().min(0).max(1),
});
export type LanguageGuess = z.infer<typeof languageGuessSchema>;

export const variantSchema = z.object({
  code: z.string(),
  name: z.string(),
  evidence: z.array(z.string()),
});
export type Variant = z.infer<typeof variantSchema>;

export const paragraphLanguageSchema = z.object({
  offset: z.number().int().nonnegative(),
  length: z.number().int().nonnegative(),
  language: languageGuessSchema,
  reliable: z.boolean(),
  script: z.string().optional(),
});
export type ParagraphLanguage = z.infer<typeof paragraphLanguageSchema>;

export const libraryVoteSchema = z.object({
  library: z.string(),
  code: z.string(),
  confidence: z.number(),
});
export type LibraryVote = z.infer<typeof libraryVoteSchema>;

export const detectionResultSchema = z.object({
  language: languageGuessSchema,
  alternatives: z.array(languageGuessSchema),
  reliable: z.boolean(),
  /** ISO 15924 (Latn, Cyrl, Hani…). */
  script: z.string().optional(),
  variant: variantSchema.optional(),
  method: z.enum(['script', 'ensemble']).optional(),
  /** Advanced responses only, and only for text with more than one paragraph. */
  paragraphs: z.array(paragraphLanguageSchema).optional(),
  /** Advanced responses only: each library's own answer. */
  votes: z.array(libraryVoteSchema).optional(),
});
export type DetectionResult = z.infer<typeof detectionResultSchema>;

export const batchItemErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});

export const batchResultSchema = z.object({
  results: z.array(z.union([batchItemErrorSchema, detectionResultSchema])),
});
export type BatchItem = z.infer<typeof batchResultSchema>['results'][number];

export function isBatchItemError(item: BatchItem): item is z.infer<typeof batchItemErrorSchema> {
  return 'error' in item;
}

/** One text: one request from the allowance. */
export function useDetectLanguage() {
  const mutation = useRunTool<{ text: string }, unknown>('detect-language');
  const parsed = useMemo(
    () => (mutation.data ? detectionResultSchema.safeParse(mutation.data.result) : undefined),
    [mutation.data],
  );
  return { ...mutation, detection: parsed?.success ? parsed.data : undefined, invalidResponse: parsed?.success === false };
}

/** Many texts in one request (the server counts a batch as one request). */
export function useDetectLanguageBatch() {
  const mutation = useRunTool<{ texts: string[] }, unknown>('detect-language');
  const parsed = useMemo(
    () => (mutation.data ? batchResultSchema.safeParse(mutation.data.result) : undefined),
    [mutation.data],
  );
  return { ...mutation, batch: parsed?.success ? parsed.data : undefined, invalidResponse: parsed?.success === false };
}
