import { TriangleAlert } from 'lucide-react';

/**
 * In place of the similarity when the check had nothing to compare against: a 0% there would read
 * as "original" for a text copied word for word, so this says what to add instead.
 */
export function NothingCompared({ message }: { message: string | undefined }) {
  return (
    <div className="flex items-start gap-3 rounded-lg border border-amber-500/60 bg-amber-50 p-4 text-amber-950 dark:bg-amber-950/40 dark:text-amber-100" role="status" data-testid="nothing-compared">
      <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div>
        <p className="text-lg font-semibold">Not checked: nothing to compare against</p>
        <p className="text-sm">{message ?? '0 sources: paste a source, save documents, import a corpus, or enable web search'}</p>
      </div>
    </div>
  );
}
