import { useDeferredValue, useMemo, useRef, type MouseEvent } from 'react';
import { countWords } from '../../../../domain/word-count';
import { WordCounter } from '../../../../web/components/tool-page/word-counter';
import { splitBySegments } from '../lib/split-by-segments';
import { SegmentedText } from './segmented-text';

interface SourcePaneProps {
  value: string;
  onChange: (text: string) => void;
  /** The sentences of the last run, when it translated exactly this text. */
  sentences: readonly string[] | null;
  active: number | null;
  onActive: (segment: number | null) => void;
}

// The mirror and the box must wrap the same text at the same places: same font, padding, border and width.
const BOX = 'px-3 py-2 text-[15px] leading-6 whitespace-pre-wrap break-words [overflow-wrap:anywhere] border';

/**
 * The text to translate. A mirror of the text sits behind the (transparent) box, cut into the sentences
 * of the last run, so a sentence can be highlighted in place while the box stays an ordinary, editable box.
 */
export function SourcePane({ value, onChange, sentences, active, onActive }: SourcePaneProps) {
  const mirror = useRef<HTMLDivElement>(null);
  const deferred = useDeferredValue(value);
  const words = useMemo(() => countWords(deferred), [deferred]);
  const pieces = useMemo(() => (sentences ? splitBySegments(value, sentences) : null), [value, sentences]);

  function findSentenceAt(event: MouseEvent) {
    if (!pieces || typeof document.elementsFromPoint !== 'function') return;
    // The box is on top; the hit test still lists the mirror's sentence underneath the pointer.
    const under = document.elementsFromPoint(event.clientX, event.clientY).find((element) => element instanceof HTMLElement && element.dataset.segment);
    const segment = under instanceof HTMLElement ? Number(under.dataset.segment) : null;
    if (segment !== active) onActive(segment);
  }

  return (
    <div className="flex min-w-0 flex-col gap-2">
      <div className="relative">
        {pieces && (
          <div
            ref={mirror}
            aria-hidden="true"
            className={`${BOX} pointer-events-none absolute inset-0 overflow-hidden rounded-md border-transparent text-transparent`}
            data-testid="source-mirror"
          >
            <SegmentedText pieces={pieces} active={active} ghost />
          </div>
        )}
        <textarea
          id="translate-source"
          aria-label="Text to translate"
          value={value}
          placeholder="Type or paste text to translate"
          onChange={(event) => onChange(event.target.value)}
          onScroll={(event) => {
            if (mirror.current) mirror.current.scrollTop = event.currentTarget.scrollTop;
          }}
          onMouseMove={findSentenceAt}
          onMouseLeave={() => active !== null && onActive(null)}
          className={`${BOX} relative block h-56 w-full resize-y rounded-md border-input bg-transparent shadow-xs outline-none [unicode-bidi:plaintext] placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:h-72`}
        />
      </div>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <p className="text-sm tabular-nums text-muted-foreground" data-testid="character-count">
          {[...deferred].length.toLocaleString('en-US')} characters
        </p>
        <WordCounter words={words} />
      </div>
    </div>
  );
}
