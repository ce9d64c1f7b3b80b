import { z } from 'zod';

// Only what this view needs; the text-compare feature owns the full schema.
export const textCompareResultSchema = z.object({
  similarity: z.number(),
  changes: z.array(z.object({ type: z.enum(['equal', 'insert', 'delete']), text: z.string() })),
  stats: z.record(z.string(), z.unknown()).optional(),
});
export type TextCompareResult = z.infer<typeof textCompareResultSchema>;

function statLabel(key: string): string {
  return key.replace(/([A-Z])/g, ' $1').replace(/^./, (first) => first.toUpperCase());
}

/** A saved comparison shown as one annotated text: deletions struck through, insertions underlined. */
export function TextCompareResultView({ result }: { result: TextCompareResult }) {
  const stats = Object.entries(result.stats ?? {}).filter(([, value]) => typeof value === 'number') as [string, number][];

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap gap-3">
        <div className="rounded-lg border bg-card px-4 py-3">
          <p className="text-xs text-muted-foreground">Similarity</p>
          <p className="text-2xl font-semibold tabular-nums">{result.similarity.toFixed(1)}%</p>
        </div>
        {stats.map(([key, value]) => (
          <div key={key} className="rounded-lg border bg-card px-4 py-3">
            <p className="text-xs text-muted-foreground">{statLabel(key)}</p>
            <p className="text-2xl font-semibold tabular-nums">{value.toLocaleString('en-US')}</p>
          </div>
        ))}
      </div>
      <div className="whitespace-pre-wrap rounded-lg border bg-card p-5 leading-relaxed">
        {result.changes.map((change, index) =>
          change.type === 'insert' ? (
            <ins key={index} className="rounded-sm bg-diff-insert text-diff-insert-foreground no-underline decoration-2">
              {change.text}
            </ins>
          ) : change.type === 'delete' ? (
            <del key={index} className="rounded-sm bg-diff-delete text-diff-delete-foreground">
              {change.text}
            </del>
          ) : (
            <span key={index}>{change.text}</span>
          ),
        )}
      </div>
      <p className="flex gap-4 text-xs text-muted-foreground">
        <span>
          <del className="rounded-sm bg-diff-delete px-1 text-diff-delete-foreground">removed</del> in the revised text
        </span>
        <span>
          <ins className="rounded-sm bg-diff-insert px-1 text-diff-insert-foreground no-underline">added</ins> in the revised text
        </span>
      </p>
    </div>
  );
}
