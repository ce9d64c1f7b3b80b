import type { ReactNode } from 'react';
import { findPlan, formatPlanLimit, UNLIMITED } from '../../../domain/plans';
import { findTool, type ToolId } from '../../../domain/tools';
import { Skeleton } from '../ui/skeleton';
import { useMe } from '../../lib/me';
import { ToolPageHeading } from './tool-page-heading';

// Shared with the static first paint of the page (app/layout/tool-page-shell.tsx).
export const TOOL_PAGE_CLASS = 'mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12';
export const TOOL_HEADER_CLASS = 'mb-8 flex flex-col gap-4 md:flex-row md:items-start md:justify-between';
export const TOOL_HEADER_ASIDE_CLASS = 'flex shrink-0 flex-col items-start gap-3 md:items-end';
export const RequestsLeftSkeleton = () => <Skeleton className="h-6 w-44" />;

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
    <div className={TOOL_PAGE_CLASS}>
      <header className={TOOL_HEADER_CLASS}>
        <ToolPageHeading tool={tool} />
        <div className={TOOL_HEADER_ASIDE_CLASS}>
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
  if (me.isPending) return <RequestsLeftSkeleton />;
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
