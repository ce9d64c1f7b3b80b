import type { ResponseLevel } from '../domain/plans';
import type { LookupSettings } from '../tools/citation-helper/index';
import type { MathResult } from '../tools/math-problem-assistance/contract';
import type { FingerprintCandidate, LookupContext, SourceDocument, StoredDocumentCounts, WebSearchHit } from '../tools/plagiarism/index';

/** An OpenAI-compatible server (Ollama, vLLM, llama.cpp, OpenAI) named by OPENAI_BASE_URL and friends. */
export interface OpenAiCompatibleServer {
  baseUrl: string;
  apiKey?: string;
  model?: string;
}

/** The translation providers the operator configured (LIBRETRANSLATE_URL, DEEPL_API_KEY…). */
export interface TranslationProviders {
  libreTranslate?: { url: string; apiKey?: string };
  /** `apiUrl` overrides the endpoint the key's ":fx" suffix picks (a proxy, or a fake in tests). */
  deepl?: { apiKey: string; apiUrl?: string };
}

/** The stored documents a check may compare with: the caller's saved documents and the reference corpus. */
export interface DocumentStore {
  /** One indexed lookup for all of a text's fingerprint hashes; best candidates first. */
  lookupFingerprints(hashes: number[], context: LookupContext): Promise<FingerprintCandidate[]>;
  loadSourceTexts(ids: string[], context: LookupContext): Promise<SourceDocument[]>;
  /** Saved and corpus documents this caller's checks compare against (the result reports them). */
  countStoredDocuments?(context: LookupContext): Promise<StoredDocumentCounts>;
}

/** Web search (SearXNG): texts found for a few queries. */
export type WebSearch = (queries: string[], context: LookupContext) => Promise<WebSearchHit[]>;

/**
 * What the host (the API server or the CLI) can lend an engine. Every port is optional: an engine
 * always works without them (the embedded engine), and uses what it is given as an upgrade.
 */
export interface EnginePorts {
  openai?: OpenAiCompatibleServer;
  documents?: DocumentStore;
  webSearch?: WebSearch;
  /** Where the citation helper looks up DOIs, ISBNs, arXiv and PubMed ids, and whether user-given URLs may be private. */
  citationLookup?: LookupSettings;
  translation?: TranslationProviders;
  /**
   * The host's math solver (the math tool's engine, task "auto"). An engine that solves math in a
   * worker lane (the quiz) calls it here instead of starting a math thread of its own: one math
   * thread per process, with its time budget, whoever asks.
   */
  solveMath?: (problem: string, responses: ResponseLevel) => Promise<MathResult>;
}
