import { isRouteErrorResponse, useRouteError } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { cn } from '../lib/cn';

/** What went wrong, in the most specific form available: status text, then message, then the raw value. */
export function describeError(error: unknown): { summary: string; detail?: string; stack?: string } {
  if (isRouteErrorResponse(error)) {
    const detail = typeof error.data === 'string' && error.data ? error.data : undefined;
    return { summary: `${error.status} ${error.statusText || detail || ''}`.trim(), detail: error.statusText ? detail : undefined };
  }
  if (error instanceof Error) return { summary: error.message || error.name, stack: error.stack };
  if (typeof error === 'string') return { summary: error };
  try {
    return { summary: JSON.stringify(error) ?? String(error) };
  } catch {
    return { summary: String(error) };
  }
}

/** `fullScreen` when it replaces the whole app (the layout failed); otherwise it sits between top bar and footer. */
export function ErrorScreen({ fullScreen = false }: { fullScreen?: boolean }) {
  const error = useRouteError();
  const { summary, detail, stack } = describeError(error);

  return (
    <div
      role="alert"
      className={cn('flex items-center justify-center bg-muted/40 px-4 py-16', fullScreen ? 'min-h-screen' : 'flex-1')}
    >
      <div className="w-full max-w-2xl rounded-xl border bg-background p-8 shadow-sm">
        <div className="mb-4 flex size-11 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <TriangleAlert className="size-5" aria-hidden="true" />
        </div>
        <h1 className="text-2xl font-bold tracking-tight">Unexpected Application Error!</h1>
        <h2 className="mt-2 text-lg text-muted-foreground" data-testid="error-summary">
          {summary}
        </h2>
        {detail && <p className="mt-2 text-sm text-muted-foreground">{detail}</p>}
        {stack && (
          <pre className="mt-6 max-h-80 overflow-auto rounded-md bg-muted p-4 text-xs leading-relaxed text-muted-foreground">
            {stack}
          </pre>
        )}
        <div className="mt-6 flex gap-3">
          <a href="/" className="inline-flex h-9 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90">
            Back to home
          </a>
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="inline-flex h-9 items-center rounded-md border px-4 text-sm font-medium hover:bg-accent"
          >
            Reload page
          </button>
        </div>
      </div>
    </div>
  );
}
