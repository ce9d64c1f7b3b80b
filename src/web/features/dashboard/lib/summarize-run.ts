import { z } from 'zod';

export interface RunFact {
  label: string;
  value: string;
}

export interface RunSummary {
  facts: RunFact[];
  /** A text worth reading in full (the corrected text of a grammar check). */
  text?: { label: string; value: string };
}

// Only the headline fields of each tool's result; each tool's feature owns its full schema.
const aiDetectorSchema = z.object({ verdict: z.string(), aiProbability: z.number().nullable().optional() });
const plagiarismSchema = z.object({
  similarity: z.number(),
  matches: z.array(z.unknown()),
  sources: z.array(z.object({ title: z.string() })).optional(),
});
const languageSchema = z.object({
  language: z.object({ name: z.string(), code: z.string(), confidence: z.number() }),
  reliable: z.boolean().optional(),
});
const languageBatchSchema = z.object({ results: z.array(z.unknown()) });
const grammarSchema = z.object({
  issues: z.array(z.unknown()),
  corrected: z.string(),
  readability: z.object({ gradeLabel: z.string().optional() }).partial().optional(),
});

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/** The few facts a reader of a saved run wants first, or null when the result has no known shape. */
export function summarizeRun(toolId: string, result: unknown): RunSummary | null {
  switch (toolId) {
    case 'ai-detector': {
      const parsed = aiDetectorSchema.safeParse(result);
      if (!parsed.success) return null;
      const { verdict, aiProbability } = parsed.data;
      const facts = [{ label: 'Verdict', value: verdict }];
      if (typeof aiProbability === 'number') facts.push({ label: 'AI probability', value: percent(aiProbability) });
      return { facts };
    }
    case 'plagiarism': {
      const parsed = plagiarismSchema.safeParse(result);
      if (!parsed.success) return null;
      const { similarity, matches, sources = [] } = parsed.data;
      return {
        facts: [
          { label: 'Similarity', value: `${similarity.toFixed(1)}%` },
          { label: 'Matched passages', value: String(matches.length) },
          { label: 'Sources matched', value: String(sources.length) },
        ],
      };
    }
    case 'detect-language': {
      const batch = languageBatchSchema.safeParse(result);
      if (batch.success) return { facts: [{ label: 'Texts in the batch', value: String(batch.data.results.length) }] };
      const parsed = languageSchema.safeParse(result);
      if (!parsed.success) return null;
      const { language, reliable } = parsed.data;
      const facts = [
        { label: 'Language', value: `${language.name} (${language.code})` },
        { label: 'Confidence', value: percent(language.confidence) },
      ];
      if (reliable !== undefined) facts.push({ label: 'Reliable', value: reliable ? 'Yes' : 'No' });
      return { facts };
    }
    case 'grammar-checker': {
      const parsed = grammarSchema.safeParse(result);
      if (!parsed.success) return null;
      const { issues, corrected, readability } = parsed.data;
      const facts = [{ label: 'Issues found', value: String(issues.length) }];
      if (readability?.gradeLabel) facts.push({ label: 'Readability', value: readability.gradeLabel });
      return { facts, text: { label: 'Corrected text', value: corrected } };
    }
    default:
      return null;
  }
}
