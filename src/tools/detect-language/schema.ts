import { z } from 'zod';

/** Longer texts are refused by the schema: detection reads only the beginning anyway. */
export const MAX_TEXT_CHARS = 2_000_000;
export const MAX_BATCH_TEXTS = 1000;

const text = z.string().max(MAX_TEXT_CHARS, `A text may have at most ${MAX_TEXT_CHARS.toLocaleString('en')} characters.`);

export const inputSchema = z
  .object({
    text: text.optional(),
    texts: z
      .array(text)
      .min(1, 'Give at least one text.')
      .max(MAX_BATCH_TEXTS, `A batch may have at most ${MAX_BATCH_TEXTS} texts.`)
      .optional(),
  })
  .strict()
  .refine((input) => (input.text === undefined) !== (input.texts === undefined), {
    message: 'Give either "text" (one text) or "texts" (a batch), not both.',
  });

export type DetectLanguageInput = z.infer<typeof inputSchema>;

export interface LanguageGuess {
  /** ISO 639-3, macrolanguage where one exists. */
  code: string;
  bcp47: string;
  name: string;
  /** 0–1. */
  confidence: number;
}

export interface Variant {
  code: string;
  name: string;
  evidence: string[];
}

export interface ParagraphLanguage {
  /** UTF-16 offset and length in the submitted text, like every offset this API returns. */
  offset: number;
  length: number;
  language: LanguageGuess;
  reliable: boolean;
  script?: string;
}

export interface LibraryVote {
  library: string;
  code: string;
  confidence: number;
}

export interface DetectionResult {
  language: LanguageGuess;
  alternatives: LanguageGuess[];
  reliable: boolean;
  /** ISO 15924 code of the text's script (Latn, Cyrl, Hani, Jpan…). */
  script?: string;
  variant?: Variant;
  /** What decided: the script alone, or the ensemble of libraries. */
  method: 'script' | 'ensemble';
  /** Advanced: each paragraph's language, when the text has more than one paragraph. */
  paragraphs?: ParagraphLanguage[];
  /** Advanced: each library's own answer, so the result can be checked. */
  votes?: LibraryVote[];
}

export interface BatchItemError {
  error: { code: 'invalid_input'; message: string };
}

export interface BatchResult {
  results: Array<DetectionResult | BatchItemError>;
}

export type DetectLanguageResult = DetectionResult | BatchResult;
