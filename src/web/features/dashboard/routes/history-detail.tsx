import { ArrowLeft, ExternalLink, Trash2 } from 'lucide-react';
import { lazy, Suspense, useMemo } from 'react';
import { data, Link, redirect, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { toast } from 'sonner';
import { findTool } from '../../../../domain/tools';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { RequireAuth } from '../../../components/require-auth';
import { useBrandName } from '../../../lib/app-config';
import { ToolIcon } from '../../../components/tool-icon';
import { useDeleteHistoryItem } from '../api/delete-history-item';
import type { HistoryDetail } from '../../../../contracts/history';
import { getHistoryItem } from '../api/get-history-item';
import { JsonView } from '../components/json-view';
import { RunSummaryView } from '../components/run-summary-view';
import { formatDateTime } from '../../../lib/format-date';
import { useToolPages } from '../../../lib/tool-pages';
import type { SavedRunState } from '../../../lib/saved-run-input';

/** Loads the run before rendering, so a missing or foreign id shows the error screen with its status. */
export async function loader({ params }: LoaderFunctionArgs): Promise<HistoryDetail> {
  try {
    return await getHistoryItem(params.id ?? '');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw redirect('/');
    if (error instanceof ApiError && error.status === 404) {
      throw data('This run is not in your history.', { status: 404, statusText: 'Not Found' });
    }
    throw error;
  }
}

export function Component() {
  return (
    <RequireAuth>
      <HistoryDetailPage />
    </RequireAuth>
  );
}

function HistoryDetailPage() {
  const item = useLoaderData<typeof loader>();
  const brand = useBrandName();
  const navigate = useNavigate();
  const remove = useDeleteHistoryItem();
  const tool = findTool(item.toolId);
  // How a saved run reads is the tool's own business: its page folder registers a full view or headline facts.
  const pages = useToolPages();
  const page = tool ? pages.get(tool.id) : undefined;
  const SavedRunView = useMemo(() => (page ? lazy(page.loadSavedRunView) : null), [page]);
  const summary = SavedRunView ? null : (page?.summarizeRun(item.result) ?? null);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <title>{`${tool?.label ?? 'Run'} · History · ${brand}`}</title>
      <Button asChild variant="ghost" size="sm" className="-ml-3 mb-6">
        <Link to="/dashboard">
          <ArrowLeft />
          Back to dashboard
        </Link>
      </Button>
      <div className="mb-8 flex flex-wrap items-start justify-between gap-4">
        <div className="flex items-center gap-3">
          <span className="flex size-11 items-center justify-center rounded-xl bg-primary/10 text-primary">
            {tool && <ToolIcon name={tool.icon} className="size-5" />}
          </span>
          <div>
            <h1 className="text-2xl font-bold tracking-tight">{tool?.label ?? item.toolId}</h1>
            <p className="text-sm text-muted-foreground">
              {formatDateTime(item.createdAt)}
              {typeof item.wordCount === 'number' && ` · ${item.wordCount.toLocaleString('en-US')} ${item.wordCount === 1 ? 'word' : 'words'}`}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {tool && page && (
            <Button asChild size="sm">
              {/* The tool's form opens filled with this run's input, ready to run again. */}
              <Link to={`/${tool.id}`} state={{ savedRunInput: item.input } satisfies SavedRunState}>
                <ExternalLink />
                Open in the tool
              </Link>
            </Button>
          )}
          <ConfirmDialog
            title="Delete this run from your history?"
            description="Its text and its result are removed for good."
            confirmLabel="Delete run"
            onConfirm={() =>
              remove.mutate(item.id, {
                onSuccess: () => {
                  toast.success('Removed from history');
                  navigate('/dashboard');
                },
                onError: () => toast.error('Could not delete this run. Try again.'),
              })
            }
            trigger={
              <Button variant="outline" size="sm" disabled={remove.isPending}>
                <Trash2 />
                Delete
              </Button>
            }
          />
        </div>
      </div>

      {SavedRunView ? (
        <Suspense fallback={<p className="text-sm text-muted-foreground">Loading the saved result…</p>}>
          <SavedRunView result={item.result} input={item.input} />
        </Suspense>
      ) : (
        <div className="space-y-6">
          {summary && <RunSummaryView summary={summary} />}
          <JsonView value={item.result} label={summary ? 'Full result' : 'Result'} />
        </div>
      )}
      {item.input !== undefined && !SavedRunView && (
        <div className="mt-6">
          <JsonView value={item.input} label="Input" />
        </div>
      )}
    </div>
  );
}
