import { defineToolPage } from '../../lib/tool-pages';
import { summarizeCitationRun } from './lib/summarize-run';

export const toolPage = defineToolPage({
  toolId: 'citation-helper',
  loadPage: () => import('./citation-page'),
  // Parses with citationContract.result.pick(...): see lib/summarize-run.ts.
  summarizeRun: summarizeCitationRun,
  responses: {
    basic: 'bibliography entries and in-text citations in any style, warnings for missing fields, copy as rich text and CSL-JSON',
    advanced: 'also export to Word (.docx), BibTeX and RIS',
  },
});
