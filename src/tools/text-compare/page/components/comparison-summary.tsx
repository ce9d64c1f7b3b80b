import { CircleCheck, TriangleAlert } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../../../web/components/ui/alert';
import { Progress } from '../../../../web/components/ui/progress';
import type { CompareResult } from '../api/compare-texts';
import { describeGranularity } from '../lib/build-exports';

const format = (value: number) => value.toLocaleString('en-US');

function StatTile({ label, value, detail, tone }: { label: string; value: number; detail?: string; tone?: 'insert' | 'delete' }) {
  return (
    <div className="rounded-lg border bg-card px-4 py-3">
      <dt className="flex items-center gap-2 text-xs font-medium text-muted-foreground">
        {tone && (
          <span
            aria-hidden="true"
            className={tone === 'insert' ? 'size-2.5 rounded-sm bg-diff-insert-foreground' : 'size-2.5 rounded-sm bg-diff-delete-foreground'}
          />
        )}
        {label}
      </dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums">{format(value)}</dd>
      {detail && <dd className="text-xs text-muted-foreground">{detail}</dd>}
    </div>
  );
}

/** Headline figures: similarity and what changed, in words as a reader counts them. */
export function ComparisonSummary({ result }: { result: CompareResult }) {
  const { stats } = result;
  const ignored = [result.ignoreCase && 'letter case', result.ignoreWhitespace && 'whitespace'].filter(Boolean).join(' and ');
  return (
    <div className="space-y-4">
      {result.identical && (
        <Alert variant="info">
          <CircleCheck />
          <AlertTitle>The texts are identical</AlertTitle>
          <AlertDescription>
            {ignored ? `No differences apart from ${ignored}, which you chose to ignore.` : 'Not a single character differs.'}
          </AlertDescription>
        </Alert>
      )}
      {!result.exact && (
        <Alert variant="warning">
          <TriangleAlert />
          <AlertTitle>Very different texts</AlertTitle>
          <AlertDescription>
            These texts share so little that some passages are shown as a whole block replaced rather than word by word.
          </AlertDescription>
        </Alert>
      )}
      <div className="grid gap-3 sm:grid-cols-[minmax(12rem,1fr)_2fr]">
        <div className="rounded-lg border bg-card px-4 py-3">
          <p className="text-xs font-medium text-muted-foreground">Similarity</p>
          <p className="mt-1 text-4xl font-bold tabular-nums tracking-tight" data-testid="similarity">
            {result.similarity}%
          </p>
          <Progress value={result.similarity} className="mt-2" aria-label="Similarity" />
          <p className="mt-2 text-xs text-muted-foreground">
            {result.granularity === 'char'
              ? 'Share of characters unchanged in both texts, compared by characters.'
              : `Share of words unchanged in both texts, compared by ${describeGranularity(result)}.`}
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <StatTile
            label="Changes"
            value={stats.changeCount}
            detail={`${format(stats.replacements)} replaced · ${format(stats.insertionsOnly)} added · ${format(stats.deletionsOnly)} removed`}
          />
          <StatTile label="Words inserted" value={stats.insertions} tone="insert" detail={`${format(stats.charactersInserted)} characters`} />
          <StatTile label="Words deleted" value={stats.deletions} tone="delete" detail={`${format(stats.charactersDeleted)} characters`} />
          <StatTile
            label="Words unchanged"
            value={stats.unchanged}
            detail={`of ${format(stats.originalWords)} → ${format(stats.revisedWords)} words`}
          />
        </dl>
      </div>
    </div>
  );
}
