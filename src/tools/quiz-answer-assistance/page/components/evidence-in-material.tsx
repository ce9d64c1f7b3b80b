import { useEffect, useMemo, useRef } from 'react';
import type { Evidence } from '../api/answer-quiz';
import { buildHighlightSegments } from '../lib/build-highlight-segments';

interface EvidenceInMaterialProps {
  material: string;
  evidence: readonly Evidence[];
  /** "supporting" under an answer; "candidate" when no answer was confident enough to show. */
  tone: 'supporting' | 'candidate';
}

/** The student's material with the passages that answer the question marked, scrolled to the best one. */
export function EvidenceInMaterial({ material, evidence, tone }: EvidenceInMaterialProps) {
  const segments = useMemo(() => buildHighlightSegments(material, evidence), [material, evidence]);
  const boxRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Scroll the box, not the page: the best passage may sit pages deep in a long set of notes. The box is
    // positioned, so a mark's offsetTop is measured from the box's top.
    const box = boxRef.current;
    const best = box?.querySelector<HTMLElement>('mark[data-rank="0"]') ?? box?.querySelector<HTMLElement>('mark');
    if (box && best) box.scrollTop = Math.max(0, best.offsetTop - 24);
  }, [segments]);

  const marked = new Set(segments.flatMap((segment) => (segment.evidence === null ? [] : [segment.evidence]))).size;
  return (
    <div className="space-y-2" data-testid="quiz-evidence">
      <p className="text-sm font-medium">
        {tone === 'supporting' ? 'Where your material says so' : 'Where the answer may be'}{' '}
        <span className="font-normal text-muted-foreground">
          ({marked} {marked === 1 ? 'passage' : 'passages'} highlighted)
        </span>
      </p>
      <div
        ref={boxRef}
        tabIndex={0}
        aria-label="Your material, with the evidence highlighted"
        className="relative max-h-72 overflow-y-auto whitespace-pre-wrap break-words rounded-lg border bg-background p-3 text-sm leading-7 [unicode-bidi:plaintext] sm:p-4"
      >
        {segments.map((segment) =>
          segment.evidence === null ? (
            <span key={segment.start}>{segment.text}</span>
          ) : (
            <mark
              key={segment.start}
              data-testid="quiz-evidence-mark"
              data-rank={segment.evidence}
              className={
                segment.evidence === 0
                  ? 'rounded-sm bg-amber-200/80 px-0.5 text-foreground [box-decoration-break:clone] dark:bg-amber-400/40'
                  : 'rounded-sm bg-amber-100/70 px-0.5 text-foreground [box-decoration-break:clone] dark:bg-amber-400/20'
              }
            >
              {segment.text}
            </mark>
          ),
        )}
      </div>
    </div>
  );
}
