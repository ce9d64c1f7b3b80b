import { useMemo, useState } from 'react';
import { Progress } from '../../../../web/components/ui/progress';
import { cn } from '../../../../web/lib/cn';
import type { SentenceScore } from '../api/detect-ai-text';
import { buildSentenceSegments } from '../lib/build-sentence-segments';
import { formatProbability } from '../lib/format-probability';
import { findBand } from '../lib/probability-bands';
import { ProbabilityLegend } from './probability-legend';

interface SentenceHighlightsProps {
  text: string;
  sentences: readonly SentenceScore[];
}

/**
 * The checked text with every sentence tinted by its AI probability. Hovering, focusing or tapping a
 * sentence shows its score above the text (taps matter: phones have no hover).
 */
export function SentenceHighlights({ text, sentences }: SentenceHighlightsProps) {
  const segments = useMemo(() => buildSentenceSegments(text, sentences), [text, sentences]);
  const [hovered, setHovered] = useState<number | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const shown = hovered ?? selected;
  const shownSentence = shown === null ? undefined : sentences[shown];

  return (
    <div className="space-y-3">
      <ProbabilityLegend />
      <div className="flex min-h-9 items-center gap-3 rounded-md bg-muted/60 px-3 py-1.5 text-sm" data-testid="ai-sentence-detail">
        {shownSentence ? (
          <>
            <span className="shrink-0 font-medium">
              Sentence {shown! + 1} of {sentences.length}
            </span>
            <Progress
              value={shownSentence.aiProbability * 100}
              aria-label={`Sentence ${shown! + 1} AI probability`}
              className="h-2 max-w-40"
              indicatorClassName="bg-rose-500"
            />
            <span className="shrink-0 font-semibold tabular-nums">{formatProbability(shownSentence.aiProbability)} AI</span>
          </>
        ) : (
          <span className="text-muted-foreground">Hover over or tap a sentence to see its score.</span>
        )}
      </div>
      <div className="max-h-[32rem] overflow-y-auto whitespace-pre-wrap break-words rounded-lg border bg-background p-4 text-[15px] leading-8 [unicode-bidi:plaintext]">
        {segments.map((segment) => {
          if (segment.sentence === null) return <span key={segment.start}>{segment.text}</span>;
          const index = segment.sentence;
          const score = sentences[index]!.aiProbability;
          const label = `Sentence ${index + 1}: ${formatProbability(score)} AI probability`;
          return (
            <mark
              key={segment.start}
              data-testid="ai-sentence"
              data-probability={score}
              role="button"
              tabIndex={0}
              // The visible words first, so the name a screen reader and voice control use starts with what is on screen.
              aria-label={`${segment.text.trim()} (${label})`}
              aria-pressed={selected === index}
              title={label}
              onMouseEnter={() => setHovered(index)}
              onMouseLeave={() => setHovered(null)}
              onFocus={() => setSelected(index)}
              onClick={() => setSelected(index)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  setSelected(index);
                }
              }}
              className={cn(
                'cursor-pointer rounded-sm px-0.5 py-0.5 text-foreground outline-none [box-decoration-break:clone] hover:ring-1 hover:ring-rose-500/60 focus-visible:ring-2 focus-visible:ring-ring',
                findBand(score).mark,
                selected === index && 'ring-2 ring-foreground/70',
              )}
            >
              {segment.text}
            </mark>
          );
        })}
      </div>
      <p className="text-xs text-muted-foreground">
        A sentence has too few words to judge on its own: each sentence&apos;s score starts from the whole text&apos;s and moves
        by how its wording, and its neighbours&apos;, compares with the rest of the text; longer sentences move further. Read
        the colours as where the signals concentrate, not as a verdict per sentence.
      </p>
    </div>
  );
}
