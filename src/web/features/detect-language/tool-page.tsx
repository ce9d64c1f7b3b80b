import { z } from 'zod';
import { defineToolPage, formatPercent } from '../../lib/tool-pages';
import { detectionResultSchema } from '../../../tools/detect-language/contract';

// A saved run is read for its headline only, so runs saved before a field was added still read.
const single = detectionResultSchema.pick({ language: true }).extend({ reliable: z.boolean().optional() });
const batch = z.object({ results: z.array(z.unknown()) });

export const toolPage = defineToolPage({
  toolId: 'detect-language',
  loadPage: () => import('./detect-language-page'),
  summarizeRun: (result) => {
    const texts = batch.safeParse(result);
    if (texts.success) return { facts: [{ label: 'Texts in the batch', value: String(texts.data.results.length) }] };
    const parsed = single.safeParse(result);
    if (!parsed.success) return null;
    const { language, reliable } = parsed.data;
    const facts = [
      { label: 'Language', value: `${language.name} (${language.code})` },
      { label: 'Confidence', value: formatPercent(language.confidence) },
    ];
    if (reliable !== undefined) facts.push({ label: 'Reliable', value: reliable ? 'Yes' : 'No' });
    return { facts };
  },
  responses: {
    basic: 'the language, its confidence and regional variant, and three alternatives; batches included',
    advanced: 'five alternatives, the language of each paragraph in mixed text, and how each library voted',
  },
});
