import { z } from 'zod';
import type { Signal } from './describe-signals';
import type { SentenceScore } from './score-text';

/** Far above any plan's word limit, low enough to bound memory and time. */
export const MAX_TEXT_CHARS = 500_000;

/** Control characters other than whitespace, DEL, and U+FFFD (what invalid UTF-8 decodes to). */
function isBinaryCharacter(code: number): boolean {
  return (code < 0x20 && !(code >= 0x09 && code <= 0x0d)) || code === 0x7f || code === 0xfffd;
}

/** More than a tenth of the start in such characters: a file, not writing. */
function looksBinary(text: string): boolean {
  const head = text.slice(0, 10_000);
  let binary = 0;
  for (let i = 0; i < head.length; i++) if (isBinaryCharacter(head.charCodeAt(i))) binary++;
  return binary > head.length / 10;
}

export const aiDetectorInputSchema = z
  .object({
    text: z
      .string()
      .max(MAX_TEXT_CHARS, `A text may have at most ${MAX_TEXT_CHARS.toLocaleString('en')} characters.`)
      .refine((text) => text.trim().length > 0, 'Give a text to check.')
      .refine((text) => !looksBinary(text), 'The text looks like binary data, not writing.'),
  })
  .strict();

export type AiDetectorInput = z.infer<typeof aiDetectorInputSchema>;

export type Verdict = 'likely human' | 'mixed' | 'likely AI' | 'too short to judge';

export interface DetectedLanguage {
  /** ISO 639-3 ('und' when no language could be recognised). */
  code: string;
  bcp47: string;
  name: string;
  /**
   * 'trained': the detector has a model trained on this language (English).
   * 'transfer': scored with language-independent features only and shrunk towards 50%: less reliable.
   */
  support: 'trained' | 'transfer';
}

export interface AiDetectorResult {
  /** Calibrated probability (0–1) that the text is machine-written; null when too short to judge. */
  aiProbability: number | null;
  verdict: Verdict;
  language: DetectedLanguage;
  /** Advanced responses: one entry per sentence (empty for basic responses and too-short texts). */
  sentences: SentenceScore[];
  /** The measurements that moved the score most, strongest first (3 basic, 8 advanced). */
  signals: Signal[];
  /** 'embedded+binoculars' when a log-probability server was configured and answered. */
  mode: 'embedded' | 'embedded+binoculars';
  /** Words counted in the text, and the fewest the detector judges. */
  words: number;
  minWords: number;
  /** Present in the combined mode: the Binoculars-style ratio and its own probability. */
  binoculars?: { score: number; aiProbability: number; tokens: number };
  /** Plain-language caveats: reduced confidence, provider failure. */
  notes: string[];
}
