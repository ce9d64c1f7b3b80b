import { defineToolPage, formatPercent } from '../../../web/lib/tool-pages';

export const toolPage = defineToolPage({
  toolId: 'detect-language',
  loadPage: () => import('./detect-language-page'),
  // The contract (and zod with it) loads only where saved runs are shown, never on the first visit.
  loadRunSummarizer: async () => {
    const { detectionResultSchema } = await import('../contract');
    // A saved run is read for its headline only, so runs saved before a field was added still read.
    // The other checks are by hand: a dynamic import of zod itself would download all of it.
    const single = detectionResultSchema.pick({ language: true });
    return (result) => {
      const fields = typeof result === 'object' && result !== null ? (result as { results?: unknown; reliable?: unknown }) : {};
      if (Array.isArray(fields.results)) return { facts: [{ label: 'Texts in the batch', value: String(fields.results.length) }] };
      const { reliable } = fields;
      if (reliable !== undefined && typeof reliable !== 'boolean') return null;
      const parsed = single.safeParse(result);
      if (!parsed.success) return null;
      const { language } = parsed.data;
      const facts = [
        { label: 'Language', value: `${language.name} (${language.code})` },
        { label: 'Confidence', value: formatPercent(language.confidence) },
      ];
      if (reliable !== undefined) facts.push({ label: 'Reliable', value: reliable ? 'Yes' : 'No' });
      return { facts };
    };
  },
  loadSavedRunView: () => import('./components/saved-run-view'),
  responses: {
    basic: 'the language, its confidence and regional variant, and three alternatives; batches included',
    advanced: 'five alternatives, the language of each paragraph in mixed text, and how each library voted',
  },
});
