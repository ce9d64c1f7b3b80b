import { defineToolPage } from '../../../web/lib/tool-pages';

// Named tool-page.tsx.pending until the engine is registered: a page without an engine fails a test.
// Rename to tool-page.tsx then (src/web/app/tool-pages.ts finds it by that name).
export const toolPage = defineToolPage({
  toolId: 'math-problem-assistance',
  loadPage: () => import('./math-page'),
  // Parses with mathContract.result.pick(...): see lib/summarize-run.ts (kept there so it is tested now).
  loadRunSummarizer: () => import('./lib/summarize-run').then((module) => module.summarizeMathRun),
  loadSavedRunView: () => import('./components/saved-run-view'),
  responses: {
    basic: 'the answer, every step and hints',
    advanced: 'also alternative methods and the graph',
  },
});
