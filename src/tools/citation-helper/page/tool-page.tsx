import { defineToolPage } from '../../../web/lib/tool-pages';

export const toolPage = defineToolPage({
  toolId: 'citation-helper',
  loadPage: () => import('./citation-page'),
  // Parses with citationContract.result.pick(...): see lib/summarize-run.ts.
  loadRunSummarizer: () => import('./lib/summarize-run').then((module) => module.summarizeCitationRun),
  loadSavedRunView: () => import('./components/saved-run-view'),
  responses: {
    basic: 'bibliography entries and in-text citations in any style, warnings for missing fields, copy as rich text and CSL-JSON',
    advanced: 'also export to Word (.docx), BibTeX and RIS',
  },
});
