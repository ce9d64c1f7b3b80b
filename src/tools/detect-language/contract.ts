import { z } from 'zod';
import { countWords } from '../../domain/word-count';
import { defineToolContract } from '../../platform/contract-kit/define-tool-contract';
import { MAX_TEXT_CHARS, textField } from '../../platform/contract-kit/text-field';

export const MAX_BATCH_TEXTS = 1000;

/**
 * A text of a batch: only its length is checked here. An empty, binary or letterless text in a batch
 * is not the whole request's fault: the engine answers it with its own error row (see check-text.ts).
 */
const batchText = z
  .string()
  .max(MAX_TEXT_CHARS, `A text may have at most ${MAX_TEXT_CHARS.toLocaleString('en-US')} characters.`);

export const detectLanguageInputSchema = z
  .object({
    /** One text. Detection reads only the beginning of a long one. */
    text: textField().optional(),
    /** A batch: one request, one result row per text. */
    texts: z
      .array(batchText)
      .min(1, 'Give at least one text.')
      .max(MAX_BATCH_TEXTS, `A batch may have at most ${MAX_BATCH_TEXTS} texts.`)
      .optional(),
  })
  .strict()
  .refine((input) => (input.text === undefined) !== (input.texts === undefined), {
    message: 'Give either "text" (one text) or "texts" (a batch), not both.',
  });

export type DetectLanguageInput = z.input<typeof detectLanguageInputSchema>;
export type ParsedDetectLanguageInput = z.output<typeof detectLanguageInputSchema>;

export const languageGuessSchema = z.object({
  /** ISO 639-3, macrolanguage where one exists. */
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
  /** UTF-16 offset and length in the submitted text, like every offset this API returns. */
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
  /** ISO 15924 code of the text's script (Latn, Cyrl, Hani, Jpan…). */
  script: z.string().optional(),
  variant: variantSchema.optional(),
  /** What decided: the script alone, or the ensemble of libraries. */
  method: z.enum(['script', 'ensemble']),
  /** Advanced: each paragraph's language, when the text has more than one paragraph. */
  paragraphs: z.array(paragraphLanguageSchema).optional(),
  /** Advanced: each library's own answer, so the result can be checked. */
  votes: z.array(libraryVoteSchema).optional(),
});
export type DetectionResult = z.infer<typeof detectionResultSchema>;

/** A text of a batch that has no language to detect: its row says why, the others still answer. */
export const batchItemErrorSchema = z.object({
  error: z.object({ code: z.literal('invalid_input'), message: z.string() }),
});
export type BatchItemError = z.infer<typeof batchItemErrorSchema>;

export const batchItemSchema = z.union([batchItemErrorSchema, detectionResultSchema]);
export type BatchItem = z.infer<typeof batchItemSchema>;

export const batchResultSchema = z.object({
  /** One row per submitted text, in order. */
  results: z.array(batchItemSchema),
});
export type BatchResult = z.infer<typeof batchResultSchema>;

/** `text` gets a DetectionResult, `texts` a BatchResult. */
export const detectLanguageResultSchema = z.union([detectionResultSchema, batchResultSchema]);
export type DetectLanguageResult = z.infer<typeof detectLanguageResultSchema>;

export const detectLanguageContract = defineToolContract({
  id: 'detect-language',
  input: detectLanguageInputSchema,
  result: detectLanguageResultSchema,
  // A batch counts the words of every text together, as one scan.
  countInputWords: (input) =>
    input.texts ? input.texts.reduce((sum, text) => sum + countWords(text), 0) : countWords(input.text ?? ''),
});
