import { ArrowRight, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../../web/components/ui/button';
import { cn } from '../../../../web/lib/cn';
import { nameRule } from '../../shared/name-rule';
import { CATEGORY_STYLES } from '../lib/categories';
import type { WorkingIssue } from '../lib/working-issues';

interface IssueCardProps {
  issue: WorkingIssue;
  /** The words the issue covers in the current text. */
  flagged: string;
  active: boolean;
  onSelect: () => void;
  onAccept: (replacement: string) => void;
  onDismiss: () => void;
}

function describeReplacement(replacement: string): string {
  return replacement === '' ? 'remove' : replacement;
}

export function IssueCard({ issue, flagged, active, onSelect, onAccept, onDismiss }: IssueCardProps) {
  const style = CATEGORY_STYLES[issue.category];
  // Results saved before the engine removed duplicates may still repeat a fix.
  const replacements = [...new Set(issue.replacements)];
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (active) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  return (
    <li
      ref={ref}
      aria-label={`${style.label}: ${issue.message}`}
      data-testid="issue"
      data-category={issue.category}
      onMouseEnter={onSelect}
      onFocus={onSelect}
      className={cn(
        'rounded-lg border bg-card p-3 transition-colors',
        active ? 'border-primary/50 ring-2 ring-primary/15' : 'hover:border-foreground/20',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <span className="flex items-center gap-1.5 text-xs font-semibold">
          <span className={cn('size-2 rounded-full', style.dot)} aria-hidden="true" />
          {style.label}
        </span>
        <span className="truncate text-xs text-muted-foreground" data-testid="rule-name">
          {issue.ruleName ?? nameRule(issue.rule)}
        </span>
      </div>
      <p className="mt-1.5 text-sm leading-snug">{issue.message}</p>
      <div className="mt-2 flex flex-wrap items-center gap-1.5">
        {flagged && (
          <span
            className={cn(
              'max-w-full truncate rounded bg-muted px-1.5 py-0.5 text-sm',
              replacements.length > 0 && 'line-through decoration-muted-foreground/60',
            )}
          >
            {flagged}
          </span>
        )}
        {flagged && replacements.length > 0 && <ArrowRight className="size-3.5 text-muted-foreground" aria-hidden="true" />}
        {replacements.map((replacement, index) => (
          <Button
            key={replacement}
            type="button"
            size="sm"
            variant={index === 0 ? 'default' : 'outline'}
            className="h-7 max-w-full px-2.5"
            aria-label={`Accept “${describeReplacement(replacement)}”`}
            onClick={() => onAccept(replacement)}
          >
            <span className="truncate">{replacement === '' ? <em>Remove</em> : replacement}</span>
          </Button>
        ))}
        <Button
          type="button"
          size="sm"
          variant="ghost"
          className="ml-auto h-7 px-2 text-muted-foreground"
          aria-label={`Dismiss: ${issue.message}`}
          onClick={onDismiss}
        >
          <X />
          Dismiss
        </Button>
      </div>
    </li>
  );
}
