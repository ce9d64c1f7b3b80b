import { z } from 'zod';
import { countWords } from '../../domain/word-count';
import { defineToolContract } from '../../platform/contract-kit/define-tool-contract';
import { textField } from '../../platform/contract-kit/text-field';

export const DOMAINS = ['academic', 'legal', 'medical', 'technical'] as const;
export type Domain = (typeof DOMAINS)[number];

/** At most this many preferred terms and this many terms to avoid. */
export const MAX_TERMS = 500;
/** A term (or its replacement) longer than this is no term. */
export const MAX_TERM_CHARS = 200;

const termSchema = z.string().trim().min(1).max(MAX_TERM_CHARS);

// Strict at every level, as every tool input (docs/decisions/0044): a misspelt option is a 400, not silently ignored.
export const grammarInputSchema = z.strictObject({
  // The kit's ceiling (2,000,000 characters) keeps one request from tying up the worker for minutes;
  // the plan's word limit applies first.
  text: textField(),
  /** ISO 639-1/639-3 code or BCP 47 tag ('en', 'eng', 'en-GB', 'de'); detected when absent or 'auto'. */
  language: z.string().trim().max(35).optional(),
  domain: z.enum(DOMAINS).optional(),
  terms: z
    .strictObject({
      prefer: z.array(termSchema).max(MAX_TERMS).optional(),
      avoid: z
        .array(z.strictObject({ term: termSchema, replacement: termSchema.optional() }))
        .max(MAX_TERMS)
        .optional(),
    })
    .optional(),
});

/** The input as a caller writes it. */
export type GrammarInput = z.input<typeof grammarInputSchema>;
/** The input after validation (terms trimmed): what the engine receives. */
export type ParsedGrammarInput = z.output<typeof grammarInputSchema>;

export const CATEGORIES = ['grammar', 'spelling', 'punctuation', 'style', 'terminology'] as const;
export const categorySchema = z.enum(CATEGORIES);
export type IssueCategory = z.infer<typeof categorySchema>;

/** Issues at or above this confidence have their first replacement applied to `corrected`. */
export const CONFIDENT = 0.75;

/** One issue as the result reports it. */
export const grammarIssueSchema = z.object({
  /** UTF-16 code units into the original text, as String.prototype.slice counts. */
  offset: z.number().int().nonnegative(),
  length: z.number().int().nonnegative(),
  message: z.string(),
  category: categorySchema,
  /** Stable id of the check, for filtering and bug reports; not meant for display. */
  rule: z.string(),
  /** The check's name in plain words, for display ("Article agrees with the noun"). */
  ruleName: z.string().optional(),
  /** Best first. An empty string means "delete the span". */
  replacements: z.array(z.string()),
  /** 0–1: how sure we are the first replacement is right. Fixes at or above CONFIDENT are applied. */
  confidence: z.number().min(0).max(1),
});
export type GrammarIssue = z.infer<typeof grammarIssueSchema>;

export const readabilitySchema = z.object({
  fleschReadingEase: z.number(),
  fleschKincaidGrade: z.number(),
  gunningFog: z.number(),
  smog: z.number(),
  colemanLiau: z.number(),
  automatedReadabilityIndex: z.number(),
  /** Mean of the five grade-level formulas. */
  averageGrade: z.number(),
  /** Plain-language label for averageGrade, e.g. "8th–9th grade (plain English)". */
  gradeLabel: z.string(),
  /** Flesch band, e.g. "fairly easy". */
  easeLabel: z.string(),
  counts: z.object({
    sentences: z.number(),
    words: z.number(),
    syllables: z.number(),
    letters: z.number(),
    complexWords: z.number(),
    polysyllables: z.number(),
  }),
  /** False for non-English text: the formulas are calibrated on English. */
  calibrated: z.boolean(),
});
export type Readability = z.infer<typeof readabilitySchema>;

export const tonePhraseSchema = z.object({
  offset: z.number().int().nonnegative(),
  length: z.number().int().nonnegative(),
  text: z.string(),
  /** What the phrase pushes: sentiment (positive/negative) or formality (formal/informal). */
  effect: z.enum(['positive', 'negative', 'formal', 'informal']),
  weight: z.number(),
});
export type TonePhrase = z.infer<typeof tonePhraseSchema>;

export const toneScoreSchema = z.object({
  /** VADER compound score, -1 (very negative) to 1 (very positive). */
  sentiment: z.number(),
  sentimentLabel: z.enum(['negative', 'neutral', 'positive']),
  /** 0 (very informal) to 100 (very formal). */
  formality: z.number(),
  formalityLabel: z.enum(['informal', 'neutral', 'formal']),
  phrases: z.array(tonePhraseSchema),
});
export type ToneScore = z.infer<typeof toneScoreSchema>;

export const sentenceToneSchema = toneScoreSchema.extend({
  offset: z.number().int().nonnegative(),
  length: z.number().int().nonnegative(),
});
export type SentenceTone = z.infer<typeof sentenceToneSchema>;

export const toneSchema = z.object({
  overall: toneScoreSchema,
  /** Labels in a word or two, e.g. ["formal", "positive"]. */
  summary: z.array(z.string()),
  /** Per-sentence breakdown: advanced responses only. */
  sentences: z.array(sentenceToneSchema).optional(),
  /** False when the sentiment lexicon does not cover the text's language (English only). */
  sentimentAvailable: z.boolean(),
});
export type Tone = z.infer<typeof toneSchema>;

export const grammarResultSchema = z.object({
  language: z.object({
    /** ISO 639-1 where one exists ('en', 'de'). */
    code: z.string(),
    name: z.string(),
    /** False when the caller named the language. */
    detected: z.boolean(),
    /** What was checked: 'grammar', 'spelling', 'style', 'readability', 'tone', 'terminology'. */
    checks: z.array(z.string()),
  }),
  issues: z.array(grammarIssueSchema),
  /** The text with every confident fix (see CONFIDENT) applied. */
  corrected: z.string(),
  readability: readabilitySchema,
  tone: toneSchema,
  stats: z.object({
    words: z.number().int().nonnegative(),
    sentences: z.number().int().nonnegative(),
    issuesByCategory: z.record(categorySchema, z.number().int().nonnegative()),
  }),
  /** Plain sentences about anything that limited the check (unsupported language, engine timeout). */
  notices: z.array(z.string()),
});
export type GrammarResult = z.infer<typeof grammarResultSchema>;

export const grammarCheckerContract = defineToolContract({
  id: 'grammar-checker',
  input: grammarInputSchema,
  result: grammarResultSchema,
  countInputWords: (input) => countWords(input.text),
});
