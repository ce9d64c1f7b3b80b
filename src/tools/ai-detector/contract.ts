import { z } from 'zod';
import { countWords, listWords } from '../../domain/word-count';
import { defineToolContract } from '../../platform/contract-kit/define-tool-contract';
import { looksBinary, textField } from '../../platform/contract-kit/text-field';

/** Far above any plan's word limit, low enough to bound memory and time (below the kit's general maximum: scoring is the costly part). */
export const MAX_DETECTOR_TEXT_CHARS = 500_000;

/**
 * Below these counts a text gives too little evidence to judge (countWords counts each Han character
 * as a word, and Chinese words average 1.6 characters, hence the higher bar for Chinese).
 */
export const MIN_WORDS = 50;
export const MIN_WORDS_HAN = 100;

/** The refusal for a text too short to judge: the same words from the schema, the engine and the page. */
export function describeTooShort(words: number, minWords: number = MIN_WORDS): string {
  return `The AI detector needs at least ${minWords} words to judge a text; this one has ${words.toLocaleString('en-US')}. Add more of the text (a paragraph or more) and check again.`;
}

/**
 * Fewest different words a judged text must use. Fifty words of prose use far more (the shortest human text of the
 * corpus uses over thirty); a paste that repeats one word or one tag thousands of times is not writing, and the models,
 * which never saw such input, answered it with a confident 'likely human' ("<script>" 3,000 times, session 44).
 */
export const MIN_DISTINCT_WORDS = 20;

/** An HTML/XML tag, comment or doctype (`<p>`, `</div>`, `<a href="…">`, `<!-- … -->`): layout, not wording. */
const MARKUP_TAG = /<(?:!--[\s\S]{0,2000}?--|[/!?]?[A-Za-z][^<>]{0,500})>/gu;

/**
 * Why a text is not prose the detector can judge, or undefined when it is: markup with fewer than MIN_WORDS words
 * outside its tags, or fewer than MIN_DISTINCT_WORDS different words. Refused at the schema (a 400, before a request
 * is taken from the allowance), because any verdict on such input would be a guess shown as a finding.
 */
export function describeNotProse(text: string): string | undefined {
  const outsideTags = text.replace(MARKUP_TAG, ' ');
  const proseWords = countWords(outsideTags);
  if (proseWords < MIN_WORDS && proseWords < countWords(text)) {
    return `This looks like HTML or other markup, not prose: only ${proseWords.toLocaleString('en-US')} words are outside its tags, and the AI detector needs at least ${MIN_WORDS}. Paste the text as it reads on the page (without tags or code) and check again.`;
  }
  const distinct = new Set(listWords(text).map((word) => word.toLocaleLowerCase())).size;
  if (distinct < MIN_DISTINCT_WORDS) {
    return `This text repeats the same few words (${distinct} different ${distinct === 1 ? 'word' : 'words'}): it is not prose the AI detector can judge. Paste a passage of running text (a paragraph or more) and check again.`;
  }
  return undefined;
}

export const aiDetectorInputSchema = z
  .object({
    // Refused here, before a request is taken from the allowance: a verdict on a few words would be a guess.
    text: textField({ maxChars: MAX_DETECTOR_TEXT_CHARS }).superRefine((text, context) => {
      // Empty, binary and over-long texts already have their own message.
      if (!text.trim() || text.length > MAX_DETECTOR_TEXT_CHARS || looksBinary(text)) return;
      const words = countWords(text);
      if (words < MIN_WORDS) {
        context.addIssue({ code: 'custom', message: describeTooShort(words) });
        return;
      }
      const notProse = describeNotProse(text);
      if (notProse) context.addIssue({ code: 'custom', message: notProse });
    }),
  })
  .strict();

export type AiDetectorInput = z.infer<typeof aiDetectorInputSchema>;

export const VERDICTS = ['likely human', 'mixed', 'likely AI', 'too short to judge'] as const;
export const verdictSchema = z.enum(VERDICTS);
export type Verdict = z.infer<typeof verdictSchema>;

const probability = z.number().min(0).max(1);
const count = z.number().int().nonnegative();

export const detectedLanguageSchema = z.object({
  /** ISO 639-3 ('und' when no language could be recognised). */
  code: z.string(),
  bcp47: z.string(),
  name: z.string(),
  /**
   * 'trained': the detector has a model trained on this language (English, German, French, Spanish).
   * 'transfer': scored with language-independent features only and shrunk towards 50%: less reliable.
   */
  support: z.enum(['trained', 'transfer']),
});
export type DetectedLanguage = z.infer<typeof detectedLanguageSchema>;

/** One sentence of the text (offset and length in UTF-16 code units) and its probability of being machine-written. */
export const sentenceScoreSchema = z.object({
  offset: count,
  length: z.number().int().positive(),
  aiProbability: probability,
});
export type SentenceScore = z.infer<typeof sentenceScoreSchema>;

export const signalSchema = z.object({
  /** The engine's feature name (`FeatureName` in feature-names.ts): a stable key, not for display. */
  feature: z.string(),
  /** What was measured, in plain words. */
  label: z.string(),
  /** The measured value in the text. */
  value: z.number(),
  /** Whether the value is above or below what training texts typically show. */
  level: z.enum(['high', 'low', 'typical']),
  /** Which way this pushed the score. */
  pointsTo: z.enum(['AI', 'human']),
  /** Its addition to the log-odds of AI authorship: larger magnitude, stronger push. */
  weight: z.number(),
  /** One readable line: "Variation in sentence length: low (0.21) — points to AI". */
  description: z.string(),
});
export type Signal = z.infer<typeof signalSchema>;

export const DETECTOR_MODES = ['embedded', 'embedded+binoculars'] as const;

export const aiDetectorResultSchema = z.object({
  /** Calibrated probability (0–1) that the text is machine-written; null when too short to judge. */
  aiProbability: probability.nullable(),
  verdict: verdictSchema,
  language: detectedLanguageSchema,
  /** Advanced responses: one entry per sentence (empty for basic responses and too-short texts). */
  sentences: z.array(sentenceScoreSchema),
  /** The measurements that moved the score most, strongest first (3 basic, 8 advanced). */
  signals: z.array(signalSchema),
  /** 'embedded+binoculars' when a log-probability server was configured and answered. */
  mode: z.enum(DETECTOR_MODES),
  /** Words counted in the text, and the fewest the detector judges. */
  words: count,
  minWords: count,
  /** Present in the combined mode: the Binoculars-style ratio and its own probability. */
  binoculars: z.object({ score: z.number(), aiProbability: probability, tokens: count }).optional(),
  /** Plain-language caveats: reduced confidence, provider failure. */
  notes: z.array(z.string()),
});
export type AiDetectorResult = z.infer<typeof aiDetectorResultSchema>;

export const aiDetectorContract = defineToolContract({
  id: 'ai-detector',
  input: aiDetectorInputSchema,
  result: aiDetectorResultSchema,
  countInputWords: (input) => countWords(input.text),
});

/** What `/api/config` says under `tools.ai-detector`: whether a model server adds the Binoculars score (OPENAI_BASE_URL). */
export const aiDetectorSetupSchema = z.object({ logprobs: z.boolean() });
export type AiDetectorSetup = z.infer<typeof aiDetectorSetupSchema>;
