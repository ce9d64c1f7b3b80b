import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { findPlan, formatPlanLimit, UNLIMITED } from '../../../domain/plans';
import { findTool, type ToolId } from '../../../domain/tools';
import { Badge } from '../ui/badge';
import { Skeleton } from '../ui/skeleton';
import { useMe } from '../../lib/me';
import { ToolIcon } from '../tool-icon';

interface ToolPageLayoutProps {
  toolId: ToolId;
  children: ReactNode;
  /** Extra controls shown beside the heading (e.g. an upload button). */
  actions?: ReactNode;
}

/** Shared frame of every tool page: icon, label, description, highlights and this month's allowance. */
export function ToolPageLayout({ toolId, children, actions }: ToolPageLayoutProps) {
  const tool = findTool(toolId);
  if (!tool) throw new Error(`Unknown tool: ${toolId}`);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <header className="mb-8 flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div className="flex items-start gap-4">
          <div className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
            <ToolIcon name={tool.icon} className="size-6" />
          </div>
          <div className="min-w-0 space-y-2">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{tool.label}</h1>
            <p className="max-w-2xl text-muted-foreground">{tool.description}</p>
            <ul className="flex flex-wrap gap-2 pt-1" aria-label="Highlights">
              {tool.highlights.map((highlight) => (
                <li key={highlight}>
                  <Badge variant="secondary" className="h-auto whitespace-normal text-left font-normal">
                    <Check className="text-primary" />
                    {highlight}
                  </Badge>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="flex shrink-0 flex-col items-start gap-3 md:items-end">
          <RequestsLeft counter={tool.counter} />
          {actions}
        </div>
      </header>
      {children}
    </div>
  );
}

function RequestsLeft({ counter }: { counter: NonNullable<ReturnType<typeof findTool>>['counter'] }) {
  const me = useMe();
  if (me.isPending) return <Skeleton className="h-6 w-44" />;
  // No session yet: the first run creates a guest with the Free allowance, so that is what the visitor has.
  const remaining = me.data ? (me.data.remaining[counter] ?? 0) : findPlan('Free').requests;
  const text =
    remaining >= UNLIMITED
      ? 'Unlimited requests this month'
      : `${formatPlanLimit(remaining)} ${remaining === 1 ? 'request' : 'requests'} left this month`;
  return (
    <p
      data-testid="requests-left"
      className={
        remaining <= 0
          ? 'rounded-full bg-destructive/10 px-3 py-1 text-sm font-medium text-destructive'
          : 'rounded-full bg-muted px-3 py-1 text-sm font-medium text-muted-foreground'
      }
    >
      {text}
    </p>
  );
}
