import { ExternalLink } from 'lucide-react';
import { Badge } from '../../../../web/components/ui/badge';
import type { PlagiarismMatch } from '../api/check-plagiarism';
import type { SourceColor } from '../lib/source-colors';

const CONTEXT_CHARS = 120;

interface PassageComparisonProps {
  text: string;
  match: PlagiarismMatch;
  color: SourceColor;
}

/** A selected passage of the text beside the passage of the source it matches. */
export function PassageComparison({ text, match, color }: PassageComparisonProps) {
  const before = text.slice(Math.max(0, match.offset - CONTEXT_CHARS), match.offset);
  const passage = text.slice(match.offset, match.offset + match.length);
  const after = text.slice(match.offset + match.length, match.offset + match.length + CONTEXT_CHARS);
  return (
    <section aria-label="Passage and its source" className="grid gap-4 md:grid-cols-2" data-testid="passage-comparison">
      <div className="min-w-0 space-y-2">
        <h3 className="text-sm font-semibold">Your text</h3>
        <p className="whitespace-pre-wrap break-words rounded-lg border p-3 text-sm leading-6 [unicode-bidi:plaintext]">
          <span className="text-muted-foreground">{before.length === CONTEXT_CHARS ? `…${before}` : before}</span>
          <mark className={`rounded-sm px-0.5 text-foreground ${color.mark}`}>{passage}</mark>
          <span className="text-muted-foreground">{after.length === CONTEXT_CHARS ? `${after}…` : after}</span>
        </p>
      </div>
      <div className="min-w-0 space-y-2">
        <h3 className="flex flex-wrap items-center gap-2 text-sm font-semibold">
          <span className={`inline-block size-2.5 rounded-full ${color.swatch}`} aria-hidden />
          {match.source.url ? (
            <a href={match.source.url} target="_blank" rel="noreferrer noopener" className="inline-flex items-center gap-1 underline-offset-4 hover:underline">
              {match.source.title}
              <ExternalLink className="size-3.5" />
            </a>
          ) : (
            match.source.title
          )}
          <Badge variant="secondary">{match.kind === 'exact' ? 'Exact match' : 'Paraphrase'}</Badge>
          <span className="font-normal text-muted-foreground">{Math.round(match.score * 100)}% alike</span>
        </h3>
        <p className="whitespace-pre-wrap break-words rounded-lg border bg-muted/40 p-3 text-sm leading-6 [unicode-bidi:plaintext]" data-testid="source-excerpt">
          <mark className={`rounded-sm px-0.5 text-foreground ${color.mark}`}>{match.sourceExcerpt}</mark>
        </p>
      </div>
    </section>
  );
}
