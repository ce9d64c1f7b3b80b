import { useMemo } from 'react';
import { z } from 'zod';
import { useRunTool } from '../../../lib/run-tool';

// The web app may not import the engine (src/tools): the wire format is restated here and checked on arrival.

export const VERDICTS = ['likely human', 'mixed', 'likely AI', 'too short to judge'] as const;
export type Verdict = (typeof VERDICTS)[number];

const probability = z.number().min(0).max(1);

export const sentenceScoreSchema = z.object({
  offset: z.number().int().nonnegative(),
  length: z.number().int().positive(),
  aiProbability: probability,
});
export type SentenceScore = z.infer<typeof sentenceScoreSchema>;

export const signalSchema = z.object({
  feature: z.string(),
  label: z.string(),
  value: z.number(),
  level: z.enum(['high', 'low', 'typical']),
  pointsTo: z.enum(['AI', 'human']),
  weight: z.number(),
  description: z.string(),
});
export type Signal = z.infer<typeof signalSchema>;

export const aiDetectionSchema = z.object({
  /** null when the text is too short to judge. */
  aiProbability: probability.nullable(),
  verdict: z.enum(VERDICTS),
  language: z.object({
    code: z.string(),
    bcp47: z.string(),
    name: z.string(),
    support: z.enum(['trained', 'transfer']),
  }),
  /** Advanced responses only (empty on Free and for too-short texts). */
  sentences: z.array(sentenceScoreSchema),
  signals: z.array(signalSchema),
  mode: z.enum(['embedded', 'embedded+binoculars']),
  words: z.number().int().nonnegative(),
  minWords: z.number().int().nonnegative(),
  binoculars: z.object({ score: z.number(), aiProbability: probability, tokens: z.number().int() }).optional(),
  notes: z.array(z.string()),
});
export type AiDetection = z.infer<typeof aiDetectionSchema>;

/** Runs the detector on the server (one request from the allowance) and validates the answer. */
export function useDetectAiText() {
  const mutation = useRunTool<{ text: string }, unknown>('ai-detector');
  const parsed = useMemo(() => (mutation.data ? aiDetectionSchema.safeParse(mutation.data.result) : undefined), [mutation.data]);
  return {
    ...mutation,
    detection: parsed?.success ? parsed.data : undefined,
    invalidResponse: parsed !== undefined && !parsed.success,
  };
}
