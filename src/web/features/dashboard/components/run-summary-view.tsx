import { CopyButton } from '../../../components/copy-button';
import type { RunSummary } from '../../../lib/tool-pages';

/** Headline facts of a saved run, and its main text when it has one; the raw JSON stays below. */
export function RunSummaryView({ summary }: { summary: RunSummary }) {
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap gap-3">
        {summary.facts.map((fact) => (
          <div key={fact.label} className="rounded-lg border bg-card px-4 py-3">
            <p className="text-xs text-muted-foreground">{fact.label}</p>
            <p className="text-xl font-semibold first-letter:uppercase">{fact.value}</p>
          </div>
        ))}
      </div>
      {summary.text && (
        <div className="overflow-hidden rounded-lg border">
          <div className="flex items-center justify-between border-b bg-muted/50 px-4 py-2">
            <p className="text-sm font-medium">{summary.text.label}</p>
            <CopyButton text={summary.text.value} variant="ghost" />
          </div>
          <p className="max-h-[24rem] overflow-auto whitespace-pre-wrap p-4 text-sm leading-relaxed">{summary.text.value}</p>
        </div>
      )}
    </div>
  );
}
