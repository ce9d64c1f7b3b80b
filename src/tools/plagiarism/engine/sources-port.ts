import type { SourceOrigin } from '../contract';

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

/** Who is checking: stores use it to add the caller's own saved documents. */
export interface LookupContext {
  userId?: string;
  signal?: AbortSignal;
}

/** A stored document that shares fingerprints with the checked text. */
export interface FingerprintCandidate {
  documentId: string;
  /** Distinct fingerprint hashes shared with the text: the candidate's rank. */
  shared: number;
}

/** Stored documents visible to one caller. */
export interface StoredDocumentCounts {
  /** The caller's own saved documents. */
  documents: number;
  /** The site's reference corpus. */
  corpus: number;
}

/** A text web search found for one of the queries. */
export type WebSearchHit = Omit<SourceDocument, 'id' | 'origin'>;

/**
 * What a store (the server's database) gives the engine. The engine stays pure: it hands over
 * hashes and ids and gets rows back, never knowing whether they came from SQL or a test double.
 */
export interface PlagiarismSources {
  /** One indexed lookup for all of the text's fingerprint hashes; best candidates first. */
  lookupFingerprints?: (hashes: number[], context: LookupContext) => Promise<FingerprintCandidate[]>;
  loadSourceTexts?: (ids: string[], context: LookupContext) => Promise<SourceDocument[]>;
  /** How many stored documents a check by this caller compares against: their saved ones and the corpus. */
  countStoredDocuments?: (context: LookupContext) => Promise<StoredDocumentCounts>;
  /** Web search (e.g. SearXNG): texts found for a few queries taken from the checked text. */
  searchWeb?: (queries: string[], context: LookupContext) => Promise<WebSearchHit[]>;
}
