import type { Db } from '../../db/database';
import type { ToolId } from '../../domain/tools';
import { createPlagiarismEngine, MAX_STORED_CANDIDATES } from '../../tools/plagiarism/index';
import type { ToolEngine } from '../../tools/engine';
import { findEngine } from '../../tools/registry';
import { createServerAiDetector } from '../ai-detector/create-server-ai-detector';
import type { Config } from '../config/load-config';
import type { FindEngine } from '../tool-runs/tool-routes';
import { findCandidates, loadDocuments } from './document-store';
import { createSearxngSearch } from './search-searxng';

/**
 * The registry's engines, except that the plagiarism check also reads the database (the user's saved
 * documents and the reference corpus) and, when SEARXNG_URL is set, searches the web; and the AI
 * detector also asks OPENAI_BASE_URL for log-probabilities when it is set.
 */
export function createServerEngines({ db, searxngUrl, openai }: { db: Db; searxngUrl?: string; openai?: Config['openai'] }): FindEngine {
  const plagiarism = createPlagiarismEngine({
    lookupFingerprints: (hashes, context) => findCandidates(db, hashes, context.userId, MAX_STORED_CANDIDATES),
    loadSourceTexts: (ids, context) => loadDocuments(db, ids, context.userId),
    ...(searxngUrl ? { searchWeb: createSearxngSearch(searxngUrl) } : {}),
  });
  const overrides: Partial<Record<ToolId, ToolEngine<unknown, unknown>>> = {
    plagiarism: plagiarism as ToolEngine<unknown, unknown>,
    'ai-detector': createServerAiDetector({ openai }),
  };
  return (id) => overrides[id] ?? findEngine(id);
}
