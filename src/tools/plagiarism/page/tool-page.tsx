import { defineToolPage } from '../../../web/lib/tool-pages';

export const toolPage = defineToolPage({
  toolId: 'plagiarism',
  loadPage: () => import('./plagiarism-page'),
  // The contract (and zod with it) loads only where saved runs are shown, never on the first visit.
  loadRunSummarizer: async () => {
    const { plagiarismContract } = await import('../contract');
    const headline = plagiarismContract.result.pick({ similarity: true, matches: true, sources: true }).partial({ sources: true });
    return (result) => {
      const parsed = headline.safeParse(result);
      if (!parsed.success) return null;
      const { similarity, matches, sources = [] } = parsed.data;
      return {
        facts: [
          { label: 'Similarity', value: similarity === null ? 'not checked (0 sources)' : `${similarity.toFixed(1)}%` },
          { label: 'Matched passages', value: String(matches.length) },
          { label: 'Sources matched', value: String(sources.length) },
        ],
      };
    };
  },
  loadSavedRunView: () => import('./components/saved-run-view'),
  responses: {
    basic: 'the similarity, every matched passage beside its source, and citation suggestions',
    advanced: 'the same full result: nothing is held back on any plan',
  },
});
