import { CircleAlert, Clock } from 'lucide-react';
import { Link } from 'react-router';
import { describeWait } from '../../../domain/describe-wait';
import { Alert, AlertDescription, AlertTitle } from '../ui/alert';
import { Button } from '../ui/button';
import { ApiError } from '../../lib/api-client';
import { formatDate } from '../../lib/format-date';
import { UpgradePrompt } from '../upgrade-prompt';

function numberDetail(error: ApiError, key: string): number | undefined {
  const value = error.details[key];
  return typeof value === 'number' ? value : undefined;
}

/** The plan's per-scan limits: an upgrade lifts them (other 413s, such as work past the time budget, it does not). */
const PLAN_LIMIT_CODES = new Set(['word_limit_exceeded', 'character_limit_exceeded']);

function titleFor(error: unknown): string {
  if (!(error instanceof ApiError)) return 'The tool could not run';
  if (error.status === 400) return 'Please check your input';
  if (error.status === 413) return 'Too much for one run';
  return 'The tool could not run';
}

/** Turns a failed tool run into something the user can act on. */
export function ToolRunError({ error }: { error: unknown }) {
  if (!error) return null;

  if (error instanceof ApiError && error.status === 402) {
    // The allowance period runs from sign-up, not from the 1st: name the day the server says it refills.
    const periodEnd = error.details.periodEnd;
    const refill = typeof periodEnd === 'string' && formatDate(periodEnd) !== '—' ? `on ${formatDate(periodEnd)}` : 'when your monthly period ends';
    return (
      <UpgradePrompt
        title="You have used all your requests for this tool this month"
        description={`Your allowance refills ${refill}. Upgrade now to keep going.`}
      />
    );
  }

  if (error instanceof ApiError && PLAN_LIMIT_CODES.has(error.code)) {
    if (error.code === 'character_limit_exceeded') return <UpgradePrompt title="Text too long for your plan" description={error.message} />;
    const limit = numberDetail(error, 'limit');
    const words = numberDetail(error, 'words');
    const description =
      limit !== undefined && words !== undefined
        ? `This text has ${words.toLocaleString('en-US')} words; your plan allows ${limit.toLocaleString('en-US')} per scan. Shorten it or upgrade for longer texts.`
        : 'This text is longer than your plan allows per scan. Shorten it or upgrade for longer texts.';
    return <UpgradePrompt title="Text too long for your plan" description={description} />;
  }

  if (error instanceof ApiError && error.status === 429) return <TooManyRequests error={error} />;

  // The server words its 4xx and 503 messages for the user (what to change, whether it was counted);
  // a 500's text is not meant for them.
  const readable = error instanceof ApiError && (error.status === 0 || (error.status >= 400 && error.status < 500) || error.status === 503);
  const message = readable ? error.message : 'Something went wrong while running the tool. Please try again in a moment.';

  return (
    <Alert variant="destructive" data-testid="tool-run-error">
      <CircleAlert />
      <AlertTitle>{titleFor(error)}</AlertTitle>
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}

/** A rate limit: the server's own reason, how long to wait, and (for the guest cap) the way round it. */
function TooManyRequests({ error }: { error: ApiError }) {
  const retryAfter = numberDetail(error, 'retryAfter');
  const guestCap = error.details.reason === 'guest_limit';
  return (
    <Alert variant="destructive" data-testid="tool-run-error">
      <Clock />
      <AlertTitle>{guestCap ? 'Guest limit reached on your network' : 'Too many requests'}</AlertTitle>
      <AlertDescription>
        <p>{error.message}</p>
        {retryAfter !== undefined && <p className="font-medium">You can try again in {describeWait(retryAfter)}.</p>}
        {guestCap && (
          <div className="mt-2 flex flex-wrap gap-2">
            <Button asChild size="sm">
              <Link to="/register">Create a free account</Link>
            </Button>
            <Button asChild size="sm" variant="outline">
              <Link to="/login">Log in</Link>
            </Button>
          </div>
        )}
      </AlertDescription>
    </Alert>
  );
}
