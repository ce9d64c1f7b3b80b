import { z } from 'zod';

/** Largest text accepted: far above any plan's word limit, low enough to bound memory and time. */
export const MAX_TEXT_LENGTH = 2 * 1024 * 1024;
/** Sources in one request: enough for a reading list, bounded because each one is aligned in full. */
export const MAX_REQUEST_SOURCES = 50;
export const MAX_SOURCE_LENGTH = 1024 * 1024;
export const DEFAULT_MIN_MATCH_WORDS = 8;

export const sourceInputSchema = z.object({
  title: z.string().trim().min(1, 'Give every source a title').max(500),
  text: z.string().trim().min(1, 'A source needs its text').max(MAX_SOURCE_LENGTH, 'A source text may be at most 1 MB'),
  url: z.url('The source URL must be a full address such as https://example.org/page').max(2000).optional(),
  /** Optional bibliographic details that make the citation complete. "Doe, Jane; Roe, Richard" or "Jane Doe and Richard Roe". */
  author: z.string().trim().max(500).optional(),
  /** Publication year (or full date, YYYY-MM-DD). */
  published: z.string().trim().max(40).optional(),
  siteName: z.string().trim().max(200).optional(),
});
export type SourceInput = z.infer<typeof sourceInputSchema>;

export const plagiarismInputSchema = z.object({
  text: z.string().max(MAX_TEXT_LENGTH, 'The text may be at most 2 MB'),
  sources: z.array(sourceInputSchema).max(MAX_REQUEST_SOURCES, `At most ${MAX_REQUEST_SOURCES} sources per check`).default([]),
  /** Passages inside quotation marks are quoted, not copied: leave them out of the matches. */
  ignoreQuotes: z.boolean().default(false),
  /** Shorter shared runs of words are common phrases, not copying. */
  minMatchWords: z.number().int().min(3).max(100).default(DEFAULT_MIN_MATCH_WORDS),
  /** Turns the sentence-level paraphrase stage off (exact passages only). */
  paraphrase: z.boolean().default(true),
});
export type PlagiarismInput = z.input<typeof plagiarismInputSchema>;
export type ParsedPlagiarismInput = z.output<typeof plagiarismInputSchema>;

export type SourceOrigin = 'request' | 'saved' | 'corpus' | 'web';

/** A text the check compares against, wherever it came from. */
export interface SourceDocument {
  /** Stable key within one check: `request:<n>` or the store's document id. */
  id: string;
  origin: SourceOrigin;
  title: string;
  url?: string;
  author?: string;
  published?: string;
  siteName?: string;
  text: string;
}

export interface MatchSource {
  title: string;
  url?: string;
  origin: SourceOrigin;
}

export interface PlagiarismMatch {
  /** Offsets and lengths count UTF-16 code units (JavaScript string indices) of the checked text. */
  offset: number;
  length: number;
  source: MatchSource;
  /** Same units, in the source's text. */
  sourceOffset: number;
  sourceLength: number;
  /** The matched passage of the source, so the page can show it beside the text. */
  sourceExcerpt: string;
  kind: 'exact' | 'paraphrase';
  /** 0–1: share of identical words (exact) or sentence similarity (paraphrase). */
  score: number;
  /** Words of the checked text this match covers. */
  words: number;
}

export interface SourceShare {
  title: string;
  url?: string;
  origin: SourceOrigin;
  /** Percentage (0–100, one decimal) of the checked text's words matched to this source. */
  share: number;
  words: number;
}

export interface CitationSuggestion {
  source: { title: string; url?: string };
  apa: string;
  mla: string;
}

/** What the check compared against; `web` says whether the web-search source ran. */
export interface ComparedWith {
  requestSources: number;
  storedSources: boolean;
  web: 'off' | 'searched' | 'failed';
  /** Stored or web documents that shared at least one fingerprint and were aligned in full. */
  candidates: number;
}

export interface PlagiarismResult {
  /** Percentage (0–100, one decimal) of the text's words covered by matches. */
  similarity: number;
  words: number;
  matchedWords: number;
  matches: PlagiarismMatch[];
  sources: SourceShare[];
  citations: CitationSuggestion[];
  comparedWith: ComparedWith;
  options: { ignoreQuotes: boolean; minMatchWords: number; paraphrase: boolean };
}
