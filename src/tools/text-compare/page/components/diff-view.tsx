import { useEffect, useRef, useState, type RefObject } from 'react';
import type { DiffModel } from '../lib/build-diff-blocks';
import { DiffBlockRow } from './diff-block-row';
import type { ViewMode } from './diff-segments';

// Average width of a character of the 14 px sans-serif text, for estimating heights of unrendered blocks.
const AVERAGE_CHAR_PX = 7.2;
const CELL_PADDING_PX = 32;

/** Characters per line in one column, kept up to date as the container resizes. */
function useCharsPerLine(rootRef: RefObject<HTMLDivElement | null>, mode: ViewMode): number {
  const [width, setWidth] = useState(800);
  useEffect(() => {
    const element = rootRef.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      // Rounded so sub-pixel jitter does not re-render every block.
      if (entry) setWidth(Math.round(entry.contentRect.width / 20) * 20);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [rootRef]);
  const columnWidth = (mode === 'side' ? width / 2 : width) - CELL_PADDING_PX;
  return Math.max(10, Math.floor(columnWidth / AVERAGE_CHAR_PX));
}

interface DiffViewProps {
  model: DiffModel;
  mode: ViewMode;
  current: number;
}

/**
 * The highlighted texts in a scroll box. Only blocks near the visible area are rendered (see
 * DiffBlockRow), so two 1 MB texts scroll as smoothly as two paragraphs.
 */
export function DiffView({ model, mode, current }: DiffViewProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const charsPerLine = useCharsPerLine(rootRef, mode);
  const forcedBlock = current >= 0 ? (model.blockOfChange[current] ?? -1) : -1;

  useEffect(() => {
    const root = rootRef.current;
    if (!root || current < 0) return;
    const scrollToCurrent = () => {
      root.querySelector(`[data-change="${current}"]`)?.scrollIntoView({ block: 'center', inline: 'nearest' });
    };
    scrollToCurrent();
    // Blocks above may swap estimated for real heights as they render on the way: settle once more.
    const frame = requestAnimationFrame(scrollToCurrent);
    return () => cancelAnimationFrame(frame);
  }, [current, mode]);

  return (
    <div
      ref={rootRef}
      className="relative max-h-[70vh] overflow-auto rounded-lg border bg-card text-sm leading-6 whitespace-pre-wrap [overflow-wrap:anywhere]"
      tabIndex={0}
      aria-label={mode === 'side' ? 'Original and revised texts side by side' : 'Revised text with changes marked inline'}
      data-testid="diff-view"
    >
      {mode === 'side' && (
        <div className="sticky top-0 z-10 grid grid-cols-2 border-b bg-muted/95 text-xs font-semibold tracking-wide text-muted-foreground uppercase backdrop-blur">
          <div className="px-4 py-2">Original</div>
          <div className="border-l px-4 py-2">Revised</div>
        </div>
      )}
      <div className="py-3">
        {model.blocks.map((block) => (
          <DiffBlockRow
            key={block.index}
            block={block}
            mode={mode}
            current={current}
            forced={block.index === forcedBlock}
            rootRef={rootRef}
            charsPerLine={charsPerLine}
          />
        ))}
      </div>
    </div>
  );
}
