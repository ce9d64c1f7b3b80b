import { defineToolPage } from '../../../web/lib/tool-pages';

export const toolPage = defineToolPage({
  toolId: 'text-compare',
  loadPage: () => import('./text-compare-page'),
  // The contract (and zod with it) loads only where saved runs are shown, never on the first visit.
  loadRunSummarizer: async () => {
    const { textCompareContract } = await import('../contract');
    const headline = textCompareContract.result.pick({ similarity: true, changes: true });
    return (result) => {
      const parsed = headline.safeParse(result);
      if (!parsed.success) return null;
      const changes = parsed.data.changes.filter((change) => change.type !== 'equal').length;
      return { facts: [{ label: 'Similarity', value: `${parsed.data.similarity.toFixed(1)}%` }, { label: 'Changed passages', value: String(changes) }] };
    };
  },
  loadSavedRunView: () => import('./components/saved-comparison-view'),
  responses: {
    basic: 'the full comparison with every change highlighted, its statistics and exports',
    advanced: 'the same full comparison: nothing is held back on any plan',
  },
});
