import { defineToolPage } from '../../../web/lib/tool-pages';

export const toolPage = defineToolPage({
  toolId: 'translate',
  loadPage: () => import('./translate-page'),
  // Parses with translateContract.result.pick(...): see lib/summarize-run.ts.
  loadRunSummarizer: () => import('./lib/summarize-run').then((module) => module.summarizeTranslateRun),
  loadSavedRunView: () => import('./components/saved-run-view'),
  responses: {
    basic: 'text and documents (.docx, .md, .html, .txt back in their format; .pdf as text), with your glossary, links, numbers and code kept intact',
    advanced: 'the same full translation: nothing is held back on any plan (longer texts per scan)',
  },
});
