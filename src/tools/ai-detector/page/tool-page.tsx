import { defineToolPage, formatPercent, type RunFact } from '../../../web/lib/tool-pages';

export const toolPage = defineToolPage({
  toolId: 'ai-detector',
  loadPage: () => import('./ai-detector-page'),
  // The contract (and zod with it) loads only where saved runs are shown, never on the first visit.
  loadRunSummarizer: async () => {
    const { aiDetectorContract } = await import('../contract');
    const headline = aiDetectorContract.result.pick({ verdict: true, aiProbability: true });
    return (result) => {
      const parsed = headline.safeParse(result);
      if (!parsed.success) return null;
      const { verdict, aiProbability } = parsed.data;
      const facts: RunFact[] = [{ label: 'Verdict', value: verdict }];
      if (typeof aiProbability === 'number') facts.push({ label: 'AI probability', value: formatPercent(aiProbability) });
      return { facts };
    };
  },
  loadSavedRunView: () => import('./components/saved-run-view'),
  responses: {
    basic: 'the overall AI probability, the verdict and the three strongest signals',
    advanced: 'a score for every sentence and the eight strongest signals',
  },
});
