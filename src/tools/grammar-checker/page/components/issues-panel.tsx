import { CheckCheck, Info, PartyPopper } from 'lucide-react';
import { Button } from '../../../../web/components/ui/button';
import { cn } from '../../../../web/lib/cn';
import { CATEGORIES, type IssueCategory } from '../api/check-grammar';
import { CATEGORY_STYLES } from '../lib/categories';
import { summariseChecks } from '../lib/describe-checks';
import type { WorkingIssue } from '../lib/working-issues';
import { IssueCard } from './issue-card';

interface IssuesPanelProps {
  text: string;
  /** Issues not dismissed, in text order. */
  issues: WorkingIssue[];
  hiddenCategories: ReadonlySet<IssueCategory>;
  activeId: number | null;
  checked: boolean;
  /** What the last check ran (result.language.checks); an empty list is only celebrated when grammar and spelling ran. */
  checks: readonly string[];
  onToggleCategory: (category: IssueCategory) => void;
  onSelect: (id: number) => void;
  onAccept: (id: number, replacement: string) => void;
  onDismiss: (id: number) => void;
  onAcceptAll: () => void;
}

/** The side panel: issue counts by category (click to hide or show), the list, and accept all. */
export function IssuesPanel(props: IssuesPanelProps) {
  const { text, issues, hiddenCategories, activeId } = props;
  const visible = issues.filter((issue) => !hiddenCategories.has(issue.category));
  const fixable = visible.filter((issue) => issue.replacements.length > 0).length;

  return (
    <section aria-labelledby="issues-heading" className="flex min-h-0 flex-col gap-3" data-tool-result>
      <div className="flex items-center justify-between gap-2">
        <h2 id="issues-heading" className="text-base font-semibold">
          Issues{' '}
          <span className="ml-1 rounded-full bg-muted px-2 py-0.5 text-sm tabular-nums text-muted-foreground" data-testid="issue-count">
            {visible.length}
          </span>
        </h2>
        <Button type="button" size="sm" variant="outline" disabled={fixable === 0} onClick={props.onAcceptAll}>
          <CheckCheck />
          Accept all{fixable > 0 ? ` (${fixable})` : ''}
        </Button>
      </div>
      <div className="flex flex-wrap gap-1.5" role="group" aria-label="Show categories">
        {CATEGORIES.map((category) => {
          const count = issues.filter((issue) => issue.category === category).length;
          const shown = !hiddenCategories.has(category);
          return (
            <button
              key={category}
              type="button"
              aria-pressed={shown}
              onClick={() => props.onToggleCategory(category)}
              title={CATEGORY_STYLES[category].description}
              className={cn(
                'flex items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs transition-colors',
                shown ? 'bg-background' : 'bg-muted text-muted-foreground line-through',
              )}
            >
              <span className={cn('size-2 rounded-full', CATEGORY_STYLES[category].dot, !shown && 'opacity-40')} aria-hidden="true" />
              {CATEGORY_STYLES[category].label}
              <span className="tabular-nums text-muted-foreground">{count}</span>
            </button>
          );
        })}
      </div>
      {props.checked && visible.length === 0 ? (
        <EmptyResult checks={props.checks} filtered={issues.length > 0} />
      ) : !props.checked ? (
        <p className="rounded-lg border border-dashed px-4 py-10 text-center text-sm text-muted-foreground">
          Check your text to see grammar, spelling, style and terminology issues here.
        </p>
      ) : (
        <ul role="list" aria-label="Issues" className="space-y-2 overflow-y-auto pr-1 lg:max-h-[40rem]">
          {visible.map((issue) => (
            <IssueCard
              key={issue.id}
              issue={issue}
              flagged={text.slice(issue.offset, issue.offset + issue.length)}
              active={issue.id === activeId}
              onSelect={() => props.onSelect(issue.id)}
              onAccept={(replacement) => props.onAccept(issue.id, replacement)}
              onDismiss={() => props.onDismiss(issue.id)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** After a check with nothing to show: celebrate only when grammar and spelling both looked at the text. */
function EmptyResult({ checks, filtered }: { checks: readonly string[]; filtered: boolean }) {
  const summary = summariseChecks(checks);
  if (filtered || summary.complete) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-10 text-center" data-testid="issues-empty">
        <PartyPopper className="size-6 text-success" aria-hidden="true" />
        <p className="font-medium">{filtered ? 'No issues in the categories shown' : 'No issues left'}</p>
        <p className="text-sm text-muted-foreground">Edit the text and check again whenever you like.</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-10 text-center" data-testid="issues-empty">
      <Info className="size-6 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium">No issues found by the checks that ran</p>
      <p className="text-sm text-muted-foreground">
        {summary.missing.join(' and ').replace(/^./, (c) => c.toUpperCase())} {summary.missing.length > 1 ? 'were' : 'was'} not checked for this
        text, so errors of that kind may remain.
      </p>
    </div>
  );
}
