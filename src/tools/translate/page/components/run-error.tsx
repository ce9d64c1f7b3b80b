import { CircleAlert } from 'lucide-react';
import { ToolRunError } from '../../../../web/components/tool-page/tool-run-error';
import { Alert, AlertDescription, AlertTitle } from '../../../../web/components/ui/alert';
import { ApiError } from '../../../../web/lib/api-client';
import { InvalidResultError } from '../api/translate-text';

/** A failed run; a pair no engine covers (422) keeps the server's message, which says what would enable one. */
export function RunError({ error }: { error: unknown }) {
  if (!error) return null;
  // The server's own words say what to change: the pair, the file's type or size, a file without text.
  if (error instanceof ApiError && (error.status === 415 || error.status === 422 || error.code === 'file_too_large')) {
    return (
      <Alert variant="destructive" data-testid="tool-run-error">
        <CircleAlert />
        <AlertTitle>{error.code === 'unsupported_pair' ? 'This pair cannot be translated here' : 'Please check your input'}</AlertTitle>
        <AlertDescription>{error.message}</AlertDescription>
      </Alert>
    );
  }
  if (error instanceof InvalidResultError) {
    return (
      <Alert variant="destructive" data-testid="tool-run-error">
        <CircleAlert />
        <AlertTitle>The tool could not run</AlertTitle>
        <AlertDescription>{error.message}</AlertDescription>
      </Alert>
    );
  }
  return <ToolRunError error={error} />;
}
