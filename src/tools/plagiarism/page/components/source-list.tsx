import { ExternalLink } from 'lucide-react';
import type { PlagiarismResult, SourceOrigin } from '../api/check-plagiarism';
import type { SourceColor } from '../lib/source-colors';

const ORIGIN_LABELS: Record<SourceOrigin, string> = {
  request: 'added by you',
  saved: 'your saved document',
  corpus: 'reference corpus',
  web: 'web search',
};

interface SourceListProps {
  sources: PlagiarismResult['sources'];
  colorAt: (index: number) => SourceColor;
}

/** Matched sources, largest share first, each with the colour its passages are marked in. */
export function SourceList({ sources, colorAt }: SourceListProps) {
  return (
    <ol className="space-y-3" aria-label="Matched sources">
      {sources.map((source, index) => (
        <li key={`${source.title}-${source.url ?? ''}`} className="space-y-1.5" data-testid="source-share">
          <div className="flex items-start justify-between gap-3 text-sm">
            <div className="flex min-w-0 items-start gap-2">
              <span className={`mt-1.5 inline-block size-2.5 shrink-0 rounded-full ${colorAt(index).swatch}`} aria-hidden />
              <div className="min-w-0">
                {source.url ? (
                  <a href={source.url} target="_blank" rel="noreferrer noopener" className="inline-flex items-center gap-1 font-medium break-words underline-offset-4 hover:underline">
                    {source.title}
                    <ExternalLink className="size-3.5 shrink-0" />
                  </a>
                ) : (
                  <span className="font-medium break-words">{source.title}</span>
                )}
                <p className="text-muted-foreground">
                  {ORIGIN_LABELS[source.origin]} · {source.words.toLocaleString('en-US')} {source.words === 1 ? 'word' : 'words'}
                </p>
              </div>
            </div>
            <span className="shrink-0 font-semibold tabular-nums">{source.share}%</span>
          </div>
          <div className="h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden>
            <div className={`h-full rounded-full ${colorAt(index).swatch}`} style={{ width: `${Math.min(100, source.share)}%` }} />
          </div>
        </li>
      ))}
    </ol>
  );
}
