import type { Db } from '../../db/database';
import type { EnginePorts } from '../../tools/engine-ports';
import { MAX_STORED_CANDIDATES } from '../../tools/plagiarism/index';
import type { Config } from '../config/load-config';
import { findCandidates, loadDocuments } from '../plagiarism/document-store';
import { createSearxngSearch } from '../plagiarism/search-searxng';

export interface EnginePortsOptions {
  config: Pick<Config, 'openai' | 'searxngUrl' | 'citationLookup'>;
  /**
   * The database behind the document store. The CLI passes an opener instead, so a run that never
   * touches stored documents (text compare, language detection…) never opens the database.
   */
  db: Db | (() => Promise<Db>);
}

/** Identifier lookups give up after this long: a user waits for one reference, not for a slow service. */
const CITATION_LOOKUP_TIMEOUT_MS = 10_000;

/** What this host lends the engines: the stored documents, SearXNG web search, an OpenAI-compatible server and the citation lookups, as configured. */
export function createEnginePorts({ config, db }: EnginePortsOptions): EnginePorts {
  const openDb = typeof db === 'function' ? db : async () => db;
  const { baseUrl, apiKey, model } = config.openai;
  return {
    documents: {
      lookupFingerprints: async (hashes, context) => findCandidates(await openDb(), hashes, context.userId, MAX_STORED_CANDIDATES),
      loadSourceTexts: async (ids, context) => loadDocuments(await openDb(), ids, context.userId),
    },
    ...(config.searxngUrl ? { webSearch: createSearxngSearch(config.searxngUrl) } : {}),
    ...(config.citationLookup ? { citationLookup: { ...config.citationLookup, timeoutMs: CITATION_LOOKUP_TIMEOUT_MS } } : {}),
    ...(baseUrl ? { openai: { baseUrl, ...(apiKey ? { apiKey } : {}), ...(model ? { model } : {}) } } : {}),
  };
}
