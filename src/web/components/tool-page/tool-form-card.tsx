import { Eraser, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../ui/button';
import { Card, CardContent } from '../ui/card';
import { Spinner } from '../ui/spinner';
import { ToolRunError } from './tool-run-error';

export interface ToolFormCardProps {
  /** The fields above the action bar. */
  children: ReactNode;
  submitLabel: string;
  /** What the run button says while the tool works (default "Checking…"). */
  pendingLabel?: string;
  submitIcon: LucideIcon;
  pending: boolean;
  /** Whether there is something to submit; submitting is also blocked while a run is pending. */
  canSubmit: boolean;
  onSubmit: () => void;
  canClear: boolean;
  onClear: () => void;
  /** A result is shown for input that has changed since. */
  stale: boolean;
  error: unknown;
  invalidResponse: boolean;
  /** Shown under the form while the run is pending, e.g. a progress bar. */
  progress?: ReactNode;
}

/** The card every text tool starts with: its fields, a run button with a busy state, Clear, and run errors. */
export function ToolFormCard(props: ToolFormCardProps) {
  const { pending, canSubmit, submitIcon: SubmitIcon } = props;
  return (
    <Card>
      <CardContent className="space-y-5 pt-6">
        <form
          data-tool-form
          className="space-y-5"
          onSubmit={(event) => {
            event.preventDefault();
            if (canSubmit && !pending) props.onSubmit();
          }}
        >
          {props.children}
          <div className="flex flex-wrap items-center gap-2 border-t pt-5">
            <Button type="submit" size="lg" disabled={!canSubmit || pending} className="min-w-44">
              {pending ? <Spinner aria-label={props.pendingLabel ?? 'Checking…'} /> : <SubmitIcon />}
              {pending ? (props.pendingLabel ?? 'Checking…') : props.submitLabel}
            </Button>
            <Button type="button" variant="ghost" onClick={props.onClear} disabled={pending || !props.canClear}>
              <Eraser />
              Clear
            </Button>
            {props.stale && !pending && (
              <p className="text-sm text-muted-foreground" role="status">
                The text changed since this check. Run it again to update the results.
              </p>
            )}
          </div>
        </form>
        {pending && props.progress}
        <ToolRunError error={props.error} />
        {props.invalidResponse && <ToolRunError error={new Error('The server sent a result this page cannot read.')} />}
      </CardContent>
    </Card>
  );
}
