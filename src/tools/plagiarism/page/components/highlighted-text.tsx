import { useMemo } from 'react';
import { cn } from '../../../../web/lib/cn';
import type { PlagiarismMatch } from '../api/check-plagiarism';
import { buildSegments } from '../lib/build-segments';
import type { SourceColor } from '../lib/source-colors';

interface HighlightedTextProps {
  text: string;
  matches: readonly PlagiarismMatch[];
  colorOf: (match: PlagiarismMatch) => SourceColor;
  selected: number | null;
  onSelect: (index: number) => void;
}

/** The checked text with each matched passage marked in its source's colour; a click opens it beside its source. */
export function HighlightedText({ text, matches, colorOf, selected, onSelect }: HighlightedTextProps) {
  const segments = useMemo(() => buildSegments(text, matches), [text, matches]);
  return (
    <div
      className="max-h-[32rem] overflow-y-auto whitespace-pre-wrap break-words rounded-lg border bg-background p-4 text-[15px] leading-7 [unicode-bidi:plaintext]"
      data-testid="highlighted-text"
    >
      {segments.map((segment) => {
        if (segment.match === null) return <span key={segment.start}>{segment.text}</span>;
        const match = matches[segment.match]!;
        const index = segment.match;
        return (
          <mark
            key={segment.start}
            role="button"
            tabIndex={0}
            data-testid="match-highlight"
            aria-pressed={selected === index}
            aria-label={`${match.kind === 'exact' ? 'Matched' : 'Paraphrased'} passage from ${match.source.title}`}
            title={`${match.source.title} · ${match.kind === 'exact' ? 'exact' : 'paraphrase'} · ${Math.round(match.score * 100)}%`}
            onClick={() => onSelect(index)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                onSelect(index);
              }
            }}
            className={cn(
              'cursor-pointer rounded-sm px-0.5 text-foreground underline-offset-4 outline-none focus-visible:ring-2 focus-visible:ring-ring',
              colorOf(match).mark,
              match.kind === 'paraphrase' && 'underline decoration-dashed decoration-2',
              selected === index && 'ring-2 ring-foreground/70',
            )}
          >
            {segment.text}
          </mark>
        );
      })}
    </div>
  );
}
