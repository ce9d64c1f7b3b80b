import { z } from 'zod';

export const DOMAINS = ['academic', 'legal', 'medical', 'technical'] as const;
export type Domain = (typeof DOMAINS)[number];

/** Hard ceiling so one request cannot tie up the worker for minutes; the plan's word limit applies first. */
export const MAX_TEXT_LENGTH = 2_000_000;

const termSchema = z.string().trim().min(1).max(200);

export const grammarInputSchema = z.object({
  text: z.string().max(MAX_TEXT_LENGTH, `Text is longer than ${MAX_TEXT_LENGTH} characters`),
  /** ISO 639-1/639-3 code or BCP 47 tag ('en', 'eng', 'en-GB', 'de'); detected when absent or 'auto'. */
  language: z.string().trim().max(35).optional(),
  domain: z.enum(DOMAINS).optional(),
  terms: z
    .object({
      prefer: z.array(termSchema).max(500).optional(),
      avoid: z
        .array(z.object({ term: termSchema, replacement: termSchema.optional() }))
        .max(500)
        .optional(),
    })
    .optional(),
});

export type GrammarInput = z.infer<typeof grammarInputSchema>;
