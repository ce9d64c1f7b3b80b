import { ChevronRight, History, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { findTool } from '../../../../domain/tools';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { useDeleteHistoryItem } from '../api/delete-history-item';
import type { HistoryItem } from '../../../../contracts/history';
import { useHistory } from '../api/get-history';
import { formatRelative } from '../../../lib/format-date';
import { ToolIcon } from '../../../components/tool-icon';
import { useToolPages } from '../../../lib/tool-pages';
import { describeRunLine } from '../lib/describe-run-line';

export function HistoryPanel({ depthText }: { depthText: string }) {
  const history = useHistory();
  const items = history.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section aria-labelledby="history-heading" className="rounded-xl border bg-card shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2 border-b p-6 pb-4">
        <h2 id="history-heading" className="text-lg font-semibold">
          History
        </h2>
        <p className="text-sm text-muted-foreground">{depthText} on your plan</p>
      </div>
      {history.isPending ? (
        <div className="space-y-3 p-6">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-14" />
          ))}
        </div>
      ) : history.isError ? (
        <p className="p-6 text-sm text-destructive">Your history could not be loaded. Reload the page to try again.</p>
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 px-6 py-12 text-center">
          <History className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">No runs yet</p>
          <p className="max-w-sm text-sm text-muted-foreground">Each time you use a tool, the result is saved here so you can open it again.</p>
          <Button asChild variant="outline" size="sm" className="mt-2">
            <Link to="/text-compare">Try Text compare</Link>
          </Button>
        </div>
      ) : (
        <>
          <ul className="divide-y">
            {items.map((item) => (
              <HistoryRow key={item.id} item={item} />
            ))}
          </ul>
          {history.hasNextPage && (
            <div className="border-t p-4 text-center">
              <Button variant="outline" size="sm" disabled={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
                {history.isFetchingNextPage && <Spinner />}
                Show older runs
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}

function HistoryRow({ item }: { item: HistoryItem }) {
  const tool = findTool(item.toolId);
  const remove = useDeleteHistoryItem();
  const pages = useToolPages();
  const page = tool ? pages.get(tool.id) : undefined;
  // The tool's own reading of the run (its verdict, score or counts); the word count when it has none.
  const line = describeRunLine(page?.summarizeRun(item.resultDigest) ?? null) ?? `${item.wordCount.toLocaleString('en-US')} ${item.wordCount === 1 ? 'word' : 'words'}`;

  return (
    <li className="group flex items-center gap-3 px-4 py-3 sm:px-6">
      <Link to={`/dashboard/history/${item.id}`} className="flex min-w-0 flex-1 items-center gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          {tool ? <ToolIcon name={tool.icon} className="size-4" /> : <History className="size-4" aria-hidden="true" />}
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-baseline gap-x-2 text-sm">
            <span className="font-medium">{tool?.label ?? item.toolId}</span>
            <span className="text-xs text-muted-foreground">
              <time dateTime={item.createdAt}>{formatRelative(item.createdAt)}</time>
            </span>
          </span>
          <span className="block truncate text-sm" data-testid="history-summary">
            {line}
          </span>
          {item.preview && <span className="block truncate text-sm text-muted-foreground">{item.preview}</span>}
        </span>
        <ChevronRight className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
      </Link>
      <ConfirmDialog
        title="Delete this run from your history?"
        description={`The ${tool?.label ?? 'tool'} run from ${formatRelative(item.createdAt)}, its text and its result are removed for good.`}
        confirmLabel="Delete run"
        onConfirm={() =>
          remove.mutate(item.id, {
            onSuccess: () => toast.success('Removed from history'),
            onError: () => toast.error('Could not delete this run. Try again.'),
          })
        }
        trigger={
          <Button variant="ghost" size="icon" aria-label={`Delete ${tool?.label ?? 'run'} from history`} disabled={remove.isPending}>
            {remove.isPending ? <Spinner /> : <Trash2 />}
          </Button>
        }
      />
    </li>
  );
}
