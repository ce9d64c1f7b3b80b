import { Globe, Info } from 'lucide-react';
import type { PlagiarismResult } from '../api/check-plagiarism';

interface ComparedWithNoteProps {
  requestSources: number;
  webSearch: boolean | undefined;
  result?: PlagiarismResult['comparedWith'];
}

function plural(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

/**
 * Says plainly what the text is compared against: before a check, where it will look; after one, the
 * counts the server reports (sources added, saved documents, corpus documents, web search).
 */
export function ComparedWithNote({ requestSources, webSearch, result }: ComparedWithNoteProps) {
  const web = result ? (result.webFailed ? 'failed' : result.web ? 'on' : 'off') : webSearch ? 'on' : webSearch === false ? 'off' : undefined;
  return (
    <div className="flex flex-col gap-1.5 rounded-lg bg-muted/60 p-3 text-sm text-muted-foreground" data-testid="compared-with">
      <p className="flex items-start gap-2">
        <Info className="mt-0.5 size-4 shrink-0" />
        {result ? (
          <span data-testid="compared-with-counts">
            Compared against: {plural(result.sources, 'source you added', 'sources you added')},{' '}
            {plural(result.documents, 'saved document', 'saved documents')} and{' '}
            {plural(result.corpus, 'reference corpus document', 'reference corpus documents')}
            {result.web ? ', plus web search' : ''}.
          </span>
        ) : (
          <span>
            Compared against: {plural(requestSources, 'source you added', 'sources you added')}, your saved documents (when signed in)
            and this site&apos;s reference corpus. Matching is word for word, with a sentence-level pass for light paraphrase.
          </span>
        )}
      </p>
      <p className="flex items-start gap-2">
        <Globe className="mt-0.5 size-4 shrink-0" />
        {web === 'off' && (
          <span data-testid="web-search-status">
            Web search: <strong className="font-semibold">off</strong>. The server administrator can enable it with a self-hosted
            SearXNG: <code className="rounded bg-background px-1">SEARXNG_URL=http://searxng:8080</code>
          </span>
        )}
        {web === 'on' && <span data-testid="web-search-status">Web search: on (SearXNG snippets).</span>}
        {web === 'failed' && (
          <span data-testid="web-search-status">Web search: failed for this check; the other sources were still compared.</span>
        )}
        {web === undefined && <span>Web search: checking…</span>}
      </p>
    </div>
  );
}
