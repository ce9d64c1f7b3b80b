import { defineToolServer } from '../../../server/tool-servers/define-tool-server';
import { MAX_STORED_CANDIDATES } from '../index';
import { corpusCommand } from './corpus-command';
import { createDocumentRoutes } from './document-routes';
import { countVisibleDocuments, findCandidates, loadDocuments } from './document-store';
import { createSearxngSearch } from './search-searxng';

/**
 * The plagiarism check's server side: the caller's saved documents and the reference corpus
 * (/api/documents, /api/documents/corpus), which every check compares against through the
 * `documents` port, SearXNG web search when configured, and `cli corpus import`.
 */
export const toolServer = defineToolServer({
  toolId: 'plagiarism',
  mount(app, { db }) {
    app.route('/api/documents', createDocumentRoutes({ db }));
  },
  lendPorts: ({ config, openDb }) => ({
    documents: {
      lookupFingerprints: async (hashes, context) => findCandidates(await openDb(), hashes, context.userId, MAX_STORED_CANDIDATES),
      loadSourceTexts: async (ids, context) => loadDocuments(await openDb(), ids, context.userId),
      countStoredDocuments: async (context) => countVisibleDocuments(await openDb(), context.userId),
    },
    ...(config.searxngUrl ? { webSearch: createSearxngSearch(config.searxngUrl) } : {}),
  }),
  commands: {
    corpus: {
      summary: 'corpus import <folder | file.jsonl>   add documents to the plagiarism reference corpus (idempotent)',
      run: (args) => corpusCommand(args),
    },
  },
});
