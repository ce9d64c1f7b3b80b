import { Globe, Info } from 'lucide-react';
import type { PlagiarismResult } from '../api/check-plagiarism';

interface ComparedWithNoteProps {
  requestSources: number;
  webSearch: boolean | undefined;
  result?: PlagiarismResult['comparedWith'];
}

/** Says plainly what the text is compared against, including when web search is off and how to turn it on. */
export function ComparedWithNote({ requestSources, webSearch, result }: ComparedWithNoteProps) {
  const sources = result?.requestSources ?? requestSources;
  const web = result?.web ?? (webSearch ? 'on' : webSearch === false ? 'off' : undefined);
  return (
    <div className="flex flex-col gap-1.5 rounded-lg bg-muted/60 p-3 text-sm text-muted-foreground" data-testid="compared-with">
      <p className="flex items-start gap-2">
        <Info className="mt-0.5 size-4 shrink-0" />
        <span>
          Compared against: {sources === 1 ? '1 source you added' : `${sources} sources you added`}, your saved documents (when signed in)
          and this site&apos;s reference corpus. Matching is word for word, with a sentence-level pass for light paraphrase.
        </span>
      </p>
      <p className="flex items-start gap-2">
        <Globe className="mt-0.5 size-4 shrink-0" />
        {web === 'off' && (
          <span data-testid="web-search-status">
            Web search: <strong className="font-semibold">off</strong>. The server administrator can enable it with a self-hosted
            SearXNG: <code className="rounded bg-background px-1">SEARXNG_URL=http://searxng:8080</code>
          </span>
        )}
        {(web === 'on' || web === 'searched') && <span data-testid="web-search-status">Web search: on (SearXNG snippets).</span>}
        {web === 'failed' && (
          <span data-testid="web-search-status">Web search: failed for this check; the other sources were still compared.</span>
        )}
        {web === undefined && <span>Web search: checking…</span>}
      </p>
    </div>
  );
}
