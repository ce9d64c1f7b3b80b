import { summariseChecks } from '../lib/describe-checks';

interface CheckedAsProps {
  name: string;
  detected: boolean;
  checks: readonly string[];
}

/** One plain line under the editor: the language, what was checked, and what was not. */
export function CheckedAs({ name, detected, checks }: CheckedAsProps) {
  const summary = summariseChecks(checks);
  return (
    <p className="text-sm text-muted-foreground" data-testid="checked-as">
      Checked as {name}
      {detected ? ' (detected)' : ''}: {summary.ran}.
      {summary.missing.length > 0 && (
        <span className="font-medium text-foreground"> Not checked: {summary.missing.join(' and ')}.</span>
      )}
    </p>
  );
}
