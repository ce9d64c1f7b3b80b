import { defineToolPage } from '../../lib/tool-pages';

export const toolPage = defineToolPage({
  toolId: 'grammar-checker',
  loadPage: () => import('./grammar-checker-page'),
  // The contract (and zod with it) loads only where saved runs are shown, never on the first visit.
  loadRunSummarizer: async () => {
    const [{ z }, { grammarResultSchema, readabilitySchema }] = await Promise.all([import('zod'), import('../../../tools/grammar-checker/contract')]);
    // A saved run is read for its headline only, so runs saved before a field was added still read.
    const headline = grammarResultSchema.pick({ corrected: true }).extend({
      issues: z.array(z.unknown()),
      readability: readabilitySchema.pick({ gradeLabel: true }).partial().optional(),
    });
    return (result) => {
      const parsed = headline.safeParse(result);
      if (!parsed.success) return null;
      const { issues, corrected, readability } = parsed.data;
      const facts = [{ label: 'Issues found', value: String(issues.length) }];
      if (readability?.gradeLabel) facts.push({ label: 'Readability', value: readability.gradeLabel });
      return { facts, text: { label: 'Corrected text', value: corrected } };
    };
  },
  responses: {
    basic: 'every issue with its best fix, the corrected text, readability and overall tone',
    advanced: 'every suggested replacement for each issue, and the tone of each sentence',
  },
});
