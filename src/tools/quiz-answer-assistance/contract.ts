import { z } from 'zod';
import { countWords } from '../../domain/word-count';
import { defineToolContract } from '../../platform/contract-kit/define-tool-contract';
import { textField } from '../../platform/contract-kit/text-field';
import { mathStepSchema } from '../math-problem-assistance/contract';

/** One question is a few lines; a whole pasted quiz is split on the page and sent one question per request. */
export const MAX_QUESTION_CHARS = 5_000;
export const MAX_OPTION_CHARS = 1_000;
/** Enough for ten options (A–J); more is a list to read, not a quiz question. */
export const MAX_OPTIONS = 10;
/** The notes, textbook pages or passage the question is about: about 30,000 words, a long chapter. Retrieval runs on the request thread (~0.2 s at this size), so the cap bounds how long one question can hold the server. */
export const MAX_MATERIAL_CHARS = 200_000;

export const quizInputSchema = z
  .object({
    /** The question as the student pasted it; options written under it ("A) …", "a. …") are read when `options` is absent. */
    question: textField({ label: 'The question', maxChars: MAX_QUESTION_CHARS }),
    /** The answer options of a multiple-choice or true/false question, without their letters. */
    options: z
      .array(
        z
          .string()
          .trim()
          .min(1, 'An option is empty: remove it or write its text.')
          .max(MAX_OPTION_CHARS, `An option may have at most ${MAX_OPTION_CHARS.toLocaleString('en-US')} characters.`),
      )
      .max(MAX_OPTIONS, `A question may have at most ${MAX_OPTIONS} options.`)
      .optional(),
    /** The student's own material: notes, a textbook page, the reading passage. */
    material: textField({ label: 'The material', maxChars: MAX_MATERIAL_CHARS, required: false }).optional(),
  })
  .strict();
export type QuizInput = z.input<typeof quizInputSchema>;
export type ParsedQuizInput = z.output<typeof quizInputSchema>;

export const QUESTION_KINDS = ['multiple_choice', 'true_false', 'short_answer', 'calculation'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** A passage of the material, by character offset into `material` as sent (so the page can highlight it). */
export const evidenceSchema = z.object({
  text: z.string(),
  offset: z.number().int().nonnegative(),
  length: z.number().int().nonnegative(),
});
export type Evidence = z.infer<typeof evidenceSchema>;

export const quizResultSchema = z.object({
  /**
   * answered: an answer the engine is confident in (calibrated on dev: right at least 90% of the time);
   * hints_only: hints and candidate evidence, no verdict; unsupported: nothing to work from (see message).
   */
  status: z.enum(['answered', 'hints_only', 'unsupported']),
  kind: z.enum(QUESTION_KINDS),
  /** Ordered from a nudge to the answer: what is asked → where to look → the key sentence → the answer and why. The first never contains the answer. */
  hints: z.array(z.string()),
  /** Only when status is answered. */
  answer: z
    .object({
      text: z.string(),
      /** Index into the options (as sent, or as read from the question); null for short answers and calculations. */
      optionIndex: z.number().int().nonnegative().nullable(),
      /** Select-all questions ("Select all that apply"): every right option, in order; optionIndex is then null and text lists them. */
      optionIndexes: z.array(z.number().int().nonnegative()).max(MAX_OPTIONS).optional(),
      /** 0–1, calibrated on the dev set. */
      confidence: z.number().min(0).max(1),
    })
    .optional(),
  /** Sentences of the material that support the answer (or, for hints_only, the best candidates), best first. */
  evidence: z.array(evidenceSchema),
  /** Advanced responses: every option with whether it is right and why (wrong ones too). */
  options: z.array(z.object({ text: z.string(), correct: z.boolean(), why: z.string() })).optional(),
  /** Calculations: the math tool's verified steps. */
  steps: z.array(mathStepSchema).optional(),
  /** The question as read: its stem and the options found in it (the page fills its options box from these). */
  reading: z.object({ stem: z.string(), options: z.array(z.string()) }),
  /** Who answered: our offline engine, or the configured OpenAI-compatible model (closed-book questions). */
  engine: z.enum(['embedded', 'model']),
  /** Why there is no answer and what would give one (material, a model server), or a note on the answer. */
  message: z.string().optional(),
});
export type QuizResult = z.infer<typeof quizResultSchema>;

/**
 * What counts toward the plan's words per scan: the question and its options, the text being
 * answered. The material a student pastes (notes, a textbook section) is context the question is
 * answered from, so it does not count — up to MAX_MATERIAL_CHARS on every plan (about 30,000 words;
 * more is a 400 that says so). The pricing page says the same.
 */
export function countQuizWords(input: { question: string; options?: string[] | undefined }): number {
  return countWords([input.question, ...(input.options ?? [])].join('\n'));
}

export const quizContract = defineToolContract({
  id: 'quiz-answer-assistance',
  input: quizInputSchema,
  result: quizResultSchema,
  countInputWords: (input) => countQuizWords(input),
});

/** What `/api/config` says under `tools.quiz-answer-assistance`: whether a model server answers closed-book questions (OPENAI_BASE_URL). */
export const quizSetupSchema = z.object({ closedBookModel: z.boolean() });
export type QuizSetup = z.infer<typeof quizSetupSchema>;
