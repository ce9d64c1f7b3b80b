import { registerTool } from '../../platform/tool-registration';
import { plagiarismContract, type PlagiarismSetup } from './contract';
import { createPlagiarismEngine } from './engine/engine';

export const tool = registerTool({
  contract: plagiarismContract,
  // The request's own sources always; the host's stored documents (saved, corpus) and web search when it has them.
  createEngine: ({ documents, webSearch }) =>
    createPlagiarismEngine({
      ...(documents
        ? {
            lookupFingerprints: documents.lookupFingerprints,
            loadSourceTexts: documents.loadSourceTexts,
            ...(documents.countStoredDocuments ? { countStoredDocuments: documents.countStoredDocuments } : {}),
          }
        : {}),
      ...(webSearch ? { searchWeb: webSearch } : {}),
    }),
  describeSetup: ({ webSearch }): PlagiarismSetup => ({ webSearch: Boolean(webSearch) }),
});
