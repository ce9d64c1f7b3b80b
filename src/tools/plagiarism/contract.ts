import { z } from 'zod';
import { countWords } from '../../domain/word-count';
import { defineToolContract } from '../../platform/contract-kit/define-tool-contract';
import { textField } from '../../platform/contract-kit/text-field';

/** Sources in one request: enough for a reading list, bounded because each one is aligned in full. */
export const MAX_REQUEST_SOURCES = 50;
/** Largest source text (in the request, saved or imported): 1 MB of characters. */
export const MAX_SOURCE_LENGTH = 1024 * 1024;
/**
 * All sources of one request together: each is tokenised and aligned in full (about 0.5 s per million
 * characters on one core), so this bounds one check's work on plans whose word limit does not.
 */
export const MAX_TOTAL_SOURCE_CHARS = 2_000_000;
/** Shared runs shorter than `minMatchWords` are common phrases, not copying; the caller may set it within this range. */
export const MIN_MATCH_WORDS_RANGE = { min: 3, max: 100 } as const;
export const DEFAULT_MIN_MATCH_WORDS = 8;

// Strict, as every tool input (docs/decisions/0044): a misspelt field ("titel") is a 400 naming it.
export const sourceInputSchema = z.strictObject({
  title: z.string().trim().min(1, 'Give every source a title').max(500),
  // Trimmed first, as before the kit: offsets into the source count from its first non-blank character.
  text: z.string().trim().pipe(textField({ label: 'A source text', maxChars: MAX_SOURCE_LENGTH })),
  url: z.url('The source URL must be a full address such as https://example.org/page').max(2000).optional(),
  /** Optional bibliographic details that make the citation complete. "Doe, Jane; Roe, Richard" or "Jane Doe and Richard Roe". */
  author: z.string().trim().max(500).optional(),
  /** Publication year (or full date, YYYY-MM-DD). */
  published: z.string().trim().max(40).optional(),
  siteName: z.string().trim().max(200).optional(),
});
export type SourceInput = z.infer<typeof sourceInputSchema>;

export const plagiarismInputSchema = z.strictObject({
  // A text with no words at all (only punctuation) passes here and is refused by the engine.
  text: textField(),
  sources: z
    .array(sourceInputSchema)
    .max(MAX_REQUEST_SOURCES, `At most ${MAX_REQUEST_SOURCES} sources per check`)
    .refine(
      (sources) => sources.reduce((sum, source) => sum + source.text.length, 0) <= MAX_TOTAL_SOURCE_CHARS,
      `The sources may have at most ${MAX_TOTAL_SOURCE_CHARS.toLocaleString('en-US')} characters together: check against fewer or shorter sources`,
    )
    .default([]),
  /** Passages inside quotation marks are quoted, not copied: leave them out of the matches. */
  ignoreQuotes: z.boolean().default(false),
  /** Shorter shared runs of words are common phrases, not copying. */
  minMatchWords: z.number().int().min(MIN_MATCH_WORDS_RANGE.min).max(MIN_MATCH_WORDS_RANGE.max).default(DEFAULT_MIN_MATCH_WORDS),
  /** Turns the sentence-level paraphrase stage off (exact passages only). */
  paraphrase: z.boolean().default(true),
});
export type PlagiarismInput = z.input<typeof plagiarismInputSchema>;
export type ParsedPlagiarismInput = z.output<typeof plagiarismInputSchema>;

export const SOURCE_ORIGINS = ['request', 'saved', 'corpus', 'web'] as const;
export const sourceOriginSchema = z.enum(SOURCE_ORIGINS);
export type SourceOrigin = z.infer<typeof sourceOriginSchema>;

const count = z.number().int().nonnegative();

export const matchSourceSchema = z.object({
  title: z.string(),
  url: z.string().optional(),
  origin: sourceOriginSchema,
});
export type MatchSource = z.infer<typeof matchSourceSchema>;

export const plagiarismMatchSchema = z.object({
  /** Offsets and lengths count UTF-16 code units (JavaScript string indices) of the checked text. */
  offset: count,
  length: z.number().int().positive(),
  source: matchSourceSchema,
  /** Same units, in the source's text. */
  sourceOffset: count,
  sourceLength: count,
  /** The matched passage of the source, so the page can show it beside the text. */
  sourceExcerpt: z.string(),
  kind: z.enum(['exact', 'paraphrase']),
  /** 0–1: share of identical words (exact) or sentence similarity (paraphrase). */
  score: z.number(),
  /** Words of the checked text this match covers. */
  words: count,
});
export type PlagiarismMatch = z.infer<typeof plagiarismMatchSchema>;

export const sourceShareSchema = z.object({
  title: z.string(),
  url: z.string().optional(),
  origin: sourceOriginSchema,
  /** Percentage (0–100, one decimal) of the checked text's words matched to this source. */
  share: z.number(),
  words: count,
});
export type SourceShare = z.infer<typeof sourceShareSchema>;

export const citationSuggestionSchema = z.object({
  source: z.object({ title: z.string(), url: z.string().optional() }),
  apa: z.string(),
  mla: z.string(),
});
export type CitationSuggestion = z.infer<typeof citationSuggestionSchema>;

/**
 * What the check compared against: sources in the request, the caller's saved documents, the
 * reference corpus (documents in the store, not only the candidates aligned) and whether web search
 * ran. When all four are empty nothing was compared, and the result says so instead of 0%.
 */
export const comparedWithSchema = z.object({
  sources: count,
  documents: count,
  corpus: count,
  web: z.boolean(),
  /** Web search is configured but failed for this check (the other sources still answered). */
  webFailed: z.boolean(),
  /** Stored or web documents that shared at least one fingerprint and were aligned in full. */
  candidates: count,
});
export type ComparedWith = z.infer<typeof comparedWithSchema>;

/** Shown instead of a similarity when there was nothing to compare against. */
export const NOTHING_COMPARED_MESSAGE = '0 sources: paste a source, save documents, import a corpus, or enable web search';

export function comparedWithNothing({ sources, documents, corpus, web, candidates }: ComparedWith): boolean {
  return sources === 0 && documents === 0 && corpus === 0 && !web && candidates === 0;
}

export const plagiarismResultSchema = z.object({
  /**
   * Percentage (0–100, one decimal) of the text's words covered by matches; null when nothing was
   * compared (see `message`): 0% would read as "original" when no source was looked at.
   */
  similarity: z.number().min(0).max(100).nullable(),
  /** Present when `similarity` is null: what to do so the check has something to compare against. */
  message: z.string().optional(),
  words: count,
  matchedWords: count,
  matches: z.array(plagiarismMatchSchema),
  sources: z.array(sourceShareSchema),
  citations: z.array(citationSuggestionSchema),
  comparedWith: comparedWithSchema,
  /** The options the check ran with, defaults filled in. */
  options: z.object({ ignoreQuotes: z.boolean(), minMatchWords: z.number().int(), paraphrase: z.boolean() }),
});
export type PlagiarismResult = z.infer<typeof plagiarismResultSchema>;

export const plagiarismContract = defineToolContract({
  id: 'plagiarism',
  input: plagiarismInputSchema,
  result: plagiarismResultSchema,
  // Sources are aligned word by word like the text, so they cost as much: they count toward the plan's limit.
  countInputWords: (input) => countWords(input.text) + input.sources.reduce((sum, source) => sum + countWords(source.text), 0),
});

/** What `/api/config` says under `tools.plagiarism`: whether this server searches the web (SEARXNG_URL). */
export const plagiarismSetupSchema = z.object({ webSearch: z.boolean() });
export type PlagiarismSetup = z.infer<typeof plagiarismSetupSchema>;
