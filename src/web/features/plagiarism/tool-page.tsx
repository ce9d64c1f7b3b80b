import { defineToolPage } from '../../lib/tool-pages';
import { plagiarismContract } from '../../../tools/plagiarism/contract';

const headline = plagiarismContract.result.pick({ similarity: true, matches: true, sources: true }).partial({ sources: true });

export const toolPage = defineToolPage({
  toolId: 'plagiarism',
  loadPage: () => import('./plagiarism-page'),
  summarizeRun: (result) => {
    const parsed = headline.safeParse(result);
    if (!parsed.success) return null;
    const { similarity, matches, sources = [] } = parsed.data;
    return {
      facts: [
        { label: 'Similarity', value: `${similarity.toFixed(1)}%` },
        { label: 'Matched passages', value: String(matches.length) },
        { label: 'Sources matched', value: String(sources.length) },
      ],
    };
  },
  responses: {
    basic: 'the similarity, every matched passage beside its source, and citation suggestions',
    advanced: 'the same full result: nothing is held back on any plan',
  },
});
