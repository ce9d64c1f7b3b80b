import { Link } from 'react-router';
import { formatPlanLimit, UNLIMITED } from '../../../../domain/plans';
import { TOOLS } from '../../../../domain/tools';
import { Progress } from '../../../components/ui/progress';
import { cn } from '../../../lib/cn';
import type { Me } from '../../../lib/me';
import { ToolIcon } from '../../../components/tool-icon';

/** A counter this low (2 or fewer left, spent included) deserves a nudge before it runs out (docs/domain-rules.md). */
export const LOW_REQUESTS = 2;

export function UsagePanel({ me }: { me: Me }) {
  const allowance = me.limits.requestsPerMonth;
  const unlimited = allowance >= UNLIMITED;

  return (
    <section aria-labelledby="usage-heading" className="rounded-xl border bg-card p-6 shadow-sm">
      <div className="mb-5 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="usage-heading" className="text-lg font-semibold">
          Requests left this month
        </h2>
        <p className="text-sm text-muted-foreground">
          {unlimited ? 'Unlimited on your plan' : `${formatPlanLimit(allowance)} per tool each month`}
        </p>
      </div>
      <ul className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
        {TOOLS.map((tool) => {
          const left = me.remaining[tool.counter] ?? 0;
          const low = !unlimited && left <= LOW_REQUESTS;
          return (
            <li key={tool.id} data-testid={`usage-${tool.counter}`} className="space-y-2">
              <div className="flex items-center justify-between gap-3 text-sm">
                <Link to={`/${tool.id}`} className="flex items-center gap-2 font-medium hover:text-primary">
                  <ToolIcon name={tool.icon} className="size-4 text-muted-foreground" />
                  <span>{tool.label}</span>
                </Link>
                <span className={cn('tabular-nums', low ? 'font-semibold text-destructive' : 'text-muted-foreground')}>
                  {unlimited ? 'Unlimited' : `${formatPlanLimit(left)} / ${formatPlanLimit(allowance)}`}
                </span>
              </div>
              <Progress
                value={unlimited ? allowance : left}
                max={allowance}
                aria-label={`${tool.label}: requests left`}
                indicatorClassName={cn(low && 'bg-destructive')}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function hasLowCounter(me: Me): boolean {
  if (me.limits.requestsPerMonth >= UNLIMITED) return false;
  return TOOLS.some((tool) => (me.remaining[tool.counter] ?? 0) <= LOW_REQUESTS);
}
