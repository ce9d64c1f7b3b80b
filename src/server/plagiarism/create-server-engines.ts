import type { Db } from '../../db/database';
import { createPlagiarismEngine, MAX_STORED_CANDIDATES } from '../../tools/plagiarism/index';
import { findEngine } from '../../tools/registry';
import type { FindEngine } from '../tools/tool-routes';
import { findCandidates, loadDocuments } from './document-store';
import { createSearxngSearch } from './search-searxng';

/**
 * The registry's engines, except that the plagiarism check also reads the database (the user's saved
 * documents and the reference corpus) and, when SEARXNG_URL is set, searches the web.
 */
export function createServerEngines({ db, searxngUrl }: { db: Db; searxngUrl?: string }): FindEngine {
  const plagiarism = createPlagiarismEngine({
    lookupFingerprints: (hashes, context) => findCandidates(db, hashes, context.userId, MAX_STORED_CANDIDATES),
    loadSourceTexts: (ids, context) => loadDocuments(db, ids, context.userId),
    ...(searxngUrl ? { searchWeb: createSearxngSearch(searxngUrl) } : {}),
  });
  return (id) => (id === 'plagiarism' ? plagiarism : findEngine(id));
}
