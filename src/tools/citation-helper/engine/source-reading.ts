import type { z } from 'zod';
import type { CitationResult, CslItem, itemOriginSchema } from '../contract';

export type ItemOrigin = z.infer<typeof itemOriginSchema>;
export type CitationWarning = CitationResult['warnings'][number];

/** What reading a pasted source gave: the items, where each came from, and what to tell the user. */
export interface ReadItems {
  items: CslItem[];
  origins: ItemOrigin[];
  warnings: CitationWarning[];
}

/** An identifier found in a pasted source. */
export type Identifier =
  | { kind: 'doi'; value: string }
  | { kind: 'isbn'; value: string }
  | { kind: 'arxiv'; value: string }
  | { kind: 'pubmed'; value: string }
  | { kind: 'url'; value: string };

/** Where lookups go (from the server's environment) and whether private addresses may be fetched. */
export interface LookupSettings {
  crossrefUrl: string;
  openLibraryUrl: string;
  arxivUrl: string;
  pubmedUrl: string;
  /** ALLOW_PRIVATE_FETCH=true: user-given URLs may point at loopback, private and link-local addresses. */
  allowPrivateFetch: boolean;
  timeoutMs: number;
  /** For tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

/** A free-text reference read into CSL-JSON, with the fields the reader is unsure of. */
export interface ParsedReference {
  item: CslItem;
  uncertainFields: string[];
}
