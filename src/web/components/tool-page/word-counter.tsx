import { Link } from 'react-router';
import { findPlan, formatPlanLimit, UNLIMITED } from '../../../domain/plans';
import { cn } from '../../lib/cn';
import { useMe } from '../../lib/me';

/** Live `words / limit` under a text box; the server enforces the limit, this only warns early. */
export function WordCounter({ words, className }: { words: number; className?: string }) {
  const me = useMe();
  const limit = me.data?.limits.wordsPerScan ?? findPlan('Free').wordCount;
  const over = words > limit;
  const unlimited = limit >= UNLIMITED;

  return (
    <div className={cn('text-sm', className)} aria-live="polite">
      <p data-testid="word-counter" className={cn('tabular-nums', over ? 'font-medium text-destructive' : 'text-muted-foreground')}>
        {unlimited ? `${words.toLocaleString('en-US')} words` : `${words.toLocaleString('en-US')} / ${formatPlanLimit(limit)} words`}
      </p>
      {over && (
        <p className="mt-1 text-destructive">
          Your plan allows {formatPlanLimit(limit)} words per scan. Shorten the text by{' '}
          {(words - limit).toLocaleString('en-US')} {words - limit === 1 ? 'word' : 'words'} or{' '}
          <Link to="/pricing" className="font-medium underline underline-offset-4">
            upgrade your plan
          </Link>
          .
        </p>
      )}
    </div>
  );
}
