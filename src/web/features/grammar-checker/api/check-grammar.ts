import { useMemo } from 'react';
import { z } from 'zod';
import { useRunTool } from '../../../lib/run-tool';

// The web app may not import the engine (src/tools): the wire format is restated here and checked on arrival.

export const DOMAINS = ['academic', 'legal', 'medical', 'technical'] as const;
export type Domain = (typeof DOMAINS)[number];

export const CATEGORIES = ['grammar', 'spelling', 'punctuation', 'style', 'terminology'] as const;
export const categorySchema = z.enum(CATEGORIES);
export type IssueCategory = z.infer<typeof categorySchema>;

export interface GrammarInput {
  text: string;
  /** BCP 47 or ISO code; left out to let the server detect it. */
  language?: string;
  domain?: Domain;
  terms?: { prefer?: string[]; avoid?: Array<{ term: string; replacement?: string }> };
}

export const issueSchema = z.object({
  /** UTF-16 code units into the checked text, as String.prototype.slice counts. */
  offset: z.number().int().nonnegative(),
  length: z.number().int().nonnegative(),
  message: z.string(),
  category: categorySchema,
  rule: z.string(),
  /** Best first; an empty string means "delete the span". */
  replacements: z.array(z.string()),
  /** 0–1; the engine applies fixes at or above CONFIDENT to `corrected`. */
  confidence: z.number().min(0).max(1),
});
export type Issue = z.infer<typeof issueSchema>;

/** Same threshold as the engine (src/tools/grammar-checker/types.ts CONFIDENT). */
export const CONFIDENT = 0.75;

export const readabilitySchema = z.object({
  fleschReadingEase: z.number(),
  fleschKincaidGrade: z.number(),
  gunningFog: z.number(),
  smog: z.number(),
  colemanLiau: z.number(),
  automatedReadabilityIndex: z.number(),
  averageGrade: z.number(),
  gradeLabel: z.string(),
  easeLabel: z.string(),
  counts: z.object({
    sentences: z.number(),
    words: z.number(),
    syllables: z.number(),
    letters: z.number(),
    complexWords: z.number(),
    polysyllables: z.number(),
  }),
  calibrated: z.boolean(),
});
export type Readability = z.infer<typeof readabilitySchema>;

export const tonePhraseSchema = z.object({
  offset: z.number(),
  length: z.number(),
  text: z.string(),
  effect: z.enum(['positive', 'negative', 'formal', 'informal']),
  weight: z.number(),
});
export type TonePhrase = z.infer<typeof tonePhraseSchema>;

const toneScoreSchema = z.object({
  sentiment: z.number(),
  sentimentLabel: z.enum(['negative', 'neutral', 'positive']),
  formality: z.number(),
  formalityLabel: z.enum(['informal', 'neutral', 'formal']),
  phrases: z.array(tonePhraseSchema),
});

export const toneSchema = z.object({
  overall: toneScoreSchema,
  summary: z.array(z.string()),
  /** Advanced responses only. */
  sentences: z.array(toneScoreSchema.extend({ offset: z.number(), length: z.number() })).optional(),
  sentimentAvailable: z.boolean(),
});
export type Tone = z.infer<typeof toneSchema>;

export const grammarResultSchema = z.object({
  language: z.object({ code: z.string(), name: z.string(), detected: z.boolean(), checks: z.array(z.string()) }),
  issues: z.array(issueSchema),
  corrected: z.string(),
  readability: readabilitySchema,
  tone: toneSchema,
  stats: z.object({ words: z.number(), sentences: z.number() }).passthrough(),
  notices: z.array(z.string()),
});
export type GrammarResult = z.infer<typeof grammarResultSchema>;

/** Runs a check on the server (one request from the allowance) and validates the answer. */
export function useCheckGrammar() {
  const mutation = useRunTool<GrammarInput, unknown>('grammar-checker');
  const parsed = useMemo(
    () => (mutation.data ? grammarResultSchema.safeParse(mutation.data.result) : undefined),
    [mutation.data],
  );
  return { ...mutation, check: parsed?.success ? parsed.data : undefined, invalidResponse: parsed?.success === false };
}
