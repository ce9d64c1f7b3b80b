import { defineToolPage } from '../../../web/lib/tool-pages';

export const toolPage = defineToolPage({
  toolId: 'quiz-answer-assistance',
  loadPage: () => import('./quiz-page'),
  // Parses with quizContract.result.pick(...): see lib/summarize-run.ts.
  loadRunSummarizer: () => import('./lib/summarize-run').then((module) => module.summarizeQuizRun),
  loadSavedRunView: () => import('./components/saved-run-view'),
  responses: {
    basic: 'hints, the answer and the evidence from your material, one question at a time',
    advanced: 'also why each option is right or wrong, and a whole pasted quiz answered in one go',
  },
});
