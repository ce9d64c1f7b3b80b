import type { SavedRunViewProps } from '../../../../web/lib/tool-pages';
import { textCompareContract, type TextCompareStats } from '../../contract';

// The engine reports many counters; these are the ones a reader of a saved run cares about.
const SHOWN_STATS: [key: keyof TextCompareStats, label: string][] = [
  ['insertions', 'Insertions'],
  ['deletions', 'Deletions'],
  ['replacements', 'Replacements'],
  ['originalWords', 'Words in original'],
  ['revisedWords', 'Words in revised'],
];

// Saved runs older than today's contract may lack fields: read only what this view shows.
const savedResultSchema = textCompareContract.result.pick({ similarity: true, changes: true }).extend({
  stats: textCompareContract.result.shape.stats.partial().optional(),
});
const savedInputSchema = textCompareContract.input.pick({ original: true, revised: true });

/** A saved comparison shown as one annotated text: deletions struck through, insertions underlined. */
export default function SavedComparisonView({ result: savedResult, input }: SavedRunViewProps) {
  const parsed = savedResultSchema.safeParse(savedResult);
  if (!parsed.success) {
    return <p className="text-sm text-muted-foreground">This comparison was saved in a form this version cannot show.</p>;
  }
  const result = parsed.data;
  const stats = SHOWN_STATS.flatMap(([key, label]) => {
    const value = result.stats?.[key];
    return typeof value === 'number' ? [{ key, label, value }] : [];
  });
  const texts = savedInputSchema.safeParse(input);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap gap-3">
        <div className="rounded-lg border bg-card px-4 py-3">
          <p className="text-xs text-muted-foreground">Similarity</p>
          <p className="text-2xl font-semibold tabular-nums">{result.similarity.toFixed(1)}%</p>
        </div>
        {stats.map((stat) => (
          <div key={stat.key} className="rounded-lg border bg-card px-4 py-3">
            <p className="text-xs text-muted-foreground">{stat.label}</p>
            <p className="text-2xl font-semibold tabular-nums">{stat.value.toLocaleString('en-US')}</p>
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
      {texts.success && (
        <div className="grid gap-4 md:grid-cols-2">
          {(['original', 'revised'] as const).map((side) => (
            <div key={side} className="rounded-lg border">
              <p className="border-b bg-muted/50 px-4 py-2 text-sm font-medium">{side === 'original' ? 'Original' : 'Revised'}</p>
              <p className="max-h-72 overflow-auto whitespace-pre-wrap p-4 text-sm leading-relaxed">{texts.data[side]}</p>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
