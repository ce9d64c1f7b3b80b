import { defineToolPage } from '../../../web/lib/tool-pages';

export const toolPage = defineToolPage({
  toolId: 'resume-builder',
  loadPage: () => import('./resume-page'),
  // Parses with resumeContract.result.pick(...): see lib/summarize-run.ts.
  loadRunSummarizer: () => import('./lib/summarize-run').then((module) => module.summarizeResumeRun),
  loadSavedRunView: () => import('./components/saved-run-view'),
  responses: {
    basic: 'the classic template, PDF, plain-text and JSON Resume exports, import from JSON, PDF or Word, and the ATS check with its score',
    advanced: 'also the modern, compact and professional templates, Word (.docx) export, job description match with missing keywords, and named resume versions',
  },
});
