import { defineToolPage } from '../../../web/lib/tool-pages';

export const toolPage = defineToolPage({
  toolId: 'grammar-checker',
  loadPage: () => import('./grammar-checker-page'),
  // The contract (and zod with it) loads only where saved runs are shown, never on the first visit.
  loadRunSummarizer: async () => {
    const { grammarResultSchema, readabilitySchema } = await import('../contract');
    // A saved run is read for its headline only, so runs saved before a field was added still read.
    // The list check is by hand: a dynamic import of zod itself would download all of it.
    const corrected = grammarResultSchema.pick({ corrected: true });
    const readability = readabilitySchema.pick({ gradeLabel: true }).partial().optional();
    return (result) => {
      const parsed = corrected.safeParse(result);
      const issues = (result as { issues?: unknown } | null)?.issues;
      const grade = readability.safeParse((result as { readability?: unknown } | null)?.readability);
      if (!parsed.success || !Array.isArray(issues) || !grade.success) return null;
      const facts = [{ label: 'Issues found', value: String(issues.length) }];
      if (grade.data?.gradeLabel) facts.push({ label: 'Readability', value: grade.data.gradeLabel });
      return { facts, text: { label: 'Corrected text', value: parsed.data.corrected } };
    };
  },
  loadSavedRunView: () => import('./components/saved-run-view'),
  responses: {
    basic: 'every issue with its best fix, the corrected text, readability and overall tone',
    advanced: 'every suggested replacement for each issue, and the tone of each sentence',
  },
});
