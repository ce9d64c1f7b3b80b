import { z } from 'zod';
import { countWords } from '../../domain/word-count';
import { defineToolContract } from '../../platform/contract-kit/define-tool-contract';
import { textField } from '../../platform/contract-kit/text-field';

/** About 30,000 words: a long document. Longer texts go in as a document, chunk by chunk. */
export const MAX_TRANSLATE_CHARS = 200_000;
export const MAX_GLOSSARY_TERMS = 500;

export const ENGINE_IDS = ['apertium', 'libretranslate', 'deepl', 'model'] as const;
export type TranslateEngineId = (typeof ENGINE_IDS)[number];

/** ISO 639-1 ("es"), or a BCP 47 tag with a region or script ("pt-BR", "zh-Hant"); compared by its language part. */
const languageTag = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'A language is an ISO 639-1 code such as "es", or a tag such as "pt-BR".');

export const glossaryTermSchema = z
  .object({
    source: z.string().trim().min(1, 'A glossary term is empty.').max(200, 'A glossary term may have at most 200 characters.'),
    target: z.string().trim().min(1, 'A glossary translation is empty.').max(200, 'A glossary translation may have at most 200 characters.'),
  })
  .strict();
export type GlossaryTerm = z.infer<typeof glossaryTermSchema>;

export const translateInputSchema = z
  .object({
    text: textField({ label: 'The text', maxChars: MAX_TRANSLATE_CHARS }),
    source: z.union([z.literal('auto'), languageTag]).default('auto'),
    target: languageTag,
    engine: z.enum(['auto', ...ENGINE_IDS]).default('auto'),
    glossary: z.array(glossaryTermSchema).max(MAX_GLOSSARY_TERMS, `A glossary may have at most ${MAX_GLOSSARY_TERMS} terms.`).optional(),
    formality: z.enum(['default', 'more', 'less']).default('default'),
  })
  .strict();
export type TranslateInput = z.input<typeof translateInputSchema>;
export type ParsedTranslateInput = z.output<typeof translateInputSchema>;

export const translateResultSchema = z.object({
  translation: z.string(),
  source: z.object({ code: z.string(), detected: z.boolean() }),
  target: z.string(),
  engine: z.enum(ENGINE_IDS),
  /** The language a two-hop Apertium translation went through (en→fr via "es"). */
  pivot: z.string().optional(),
  /** Sentence by sentence, in order: the page highlights the matching sentence in the other pane. */
  segments: z.array(z.object({ source: z.string(), target: z.string() })),
  glossaryApplied: z.array(z.object({ source: z.string(), target: z.string(), count: z.number().int().nonnegative() })),
  /** What the user should know: a pivot, formality the engine ignores, glossary terms not found… */
  notes: z.array(z.string()),
});
export type TranslateResult = z.infer<typeof translateResultSchema>;

export const translateContract = defineToolContract({
  id: 'translate',
  input: translateInputSchema,
  result: translateResultSchema,
  countInputWords: (input) => countWords(input.text),
});

/** One engine as `GET /api/translate/engines` lists it. */
export const engineInfoSchema = z.object({
  id: z.enum(ENGINE_IDS),
  available: z.boolean(),
  /** Directed pairs [from, to], ISO 639-1 codes. */
  pairs: z.array(z.tuple([z.string(), z.string()])),
  /** Why it is unavailable and the line that enables it, or a note (pairs through a pivot). */
  message: z.string().optional(),
});
export type EngineInfo = z.infer<typeof engineInfoSchema>;

/** What `/api/config` says under `tools.translate`: the engines and their pairs, for the language pickers. */
export const translateSetupSchema = z.object({ engines: z.array(engineInfoSchema) });
export type TranslateSetup = z.infer<typeof translateSetupSchema>;
