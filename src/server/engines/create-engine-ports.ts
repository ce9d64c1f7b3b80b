import type { Db } from '../../db/database';
import type { EnginePorts, TranslationProviders } from '../../platform/engine-ports';
import { createMathEngine } from '../../tools/math-problem-assistance/engine';
import { MAX_STORED_CANDIDATES } from '../../tools/plagiarism/index';
import type { Config } from '../config/load-config';
import { countVisibleDocuments, findCandidates, loadDocuments } from '../../tools/plagiarism/server/document-store';
import { createSearxngSearch } from '../../tools/plagiarism/server/search-searxng';

export interface EnginePortsOptions {
  config: Pick<Config, 'openai' | 'searxngUrl' | 'citationLookup'> &
    Partial<Pick<Config, 'libreTranslateUrl' | 'libreTranslateApiKey' | 'deeplApiKey' | 'deeplApiUrl'>>;
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
  const translationPorts = createTranslationPorts(config);
  // Built on first use; its worker thread is the one the math tool's own engine uses in this thread.
  let mathEngine: ReturnType<typeof createMathEngine> | undefined;
  return {
    documents: {
      lookupFingerprints: async (hashes, context) => findCandidates(await openDb(), hashes, context.userId, MAX_STORED_CANDIDATES),
      loadSourceTexts: async (ids, context) => loadDocuments(await openDb(), ids, context.userId),
      countStoredDocuments: async (context) => countVisibleDocuments(await openDb(), context.userId),
    },
    ...(config.searxngUrl ? { webSearch: createSearxngSearch(config.searxngUrl) } : {}),
    ...(config.citationLookup ? { citationLookup: { ...config.citationLookup, timeoutMs: CITATION_LOOKUP_TIMEOUT_MS } } : {}),
    ...translationPorts,
    solveMath: (problem, responses) => {
      mathEngine ??= createMathEngine(translationPorts.openai ? { openai: translationPorts.openai } : {});
      return mathEngine.run({ problem, task: 'auto' }, { responses });
    },
  };
}

/** The model server and translation providers alone: what the translate engines (and their listing route) are built from. */
export function createTranslationPorts(config: EnginePortsOptions['config']): Pick<EnginePorts, 'openai' | 'translation'> {
  const { baseUrl, apiKey, model } = config.openai;
  const translation = readTranslationProviders(config);
  return {
    ...(baseUrl ? { openai: { baseUrl, ...(apiKey ? { apiKey } : {}), ...(model ? { model } : {}) } } : {}),
    ...(translation ? { translation } : {}),
  };
}

function readTranslationProviders(config: EnginePortsOptions['config']): TranslationProviders | undefined {
  const { libreTranslateUrl, libreTranslateApiKey, deeplApiKey, deeplApiUrl } = config;
  if (!libreTranslateUrl && !deeplApiKey) return undefined;
  return {
    ...(libreTranslateUrl ? { libreTranslate: { url: libreTranslateUrl, ...(libreTranslateApiKey ? { apiKey: libreTranslateApiKey } : {}) } } : {}),
    ...(deeplApiKey ? { deepl: { apiKey: deeplApiKey, ...(deeplApiUrl ? { apiUrl: deeplApiUrl } : {}) } } : {}),
  };
}
