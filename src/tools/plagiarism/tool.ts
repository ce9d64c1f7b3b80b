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
  // A fixed public text, checked as most visitors check theirs (against their saved documents, the
  // corpus and, where configured, the web): the first check after a start then costs what later ones
  // do. Where web search is configured, each start sends this text (never a user's) to it.
  warmUpInput: { text: 'Every spring the committee reviews the results of the survey and publishes a short report for the members of the club.' },
});
