import { defineToolPage } from '../../lib/tool-pages';
import { summarizeTranslateRun } from './lib/summarize-run';

export const toolPage = defineToolPage({
  toolId: 'translate',
  loadPage: () => import('./translate-page'),
  // Parses with translateContract.result.pick(...): see lib/summarize-run.ts.
  summarizeRun: summarizeTranslateRun,
  responses: {
    basic: 'text translated sentence by sentence with your glossary, links, numbers and code kept intact',
    advanced: 'also whole documents (.docx, .md, .html, .txt) translated with their formatting kept',
  },
});
