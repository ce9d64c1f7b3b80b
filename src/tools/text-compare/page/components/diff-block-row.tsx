import { memo, useLayoutEffect, useRef, type RefObject } from 'react';
import { useInView } from '../hooks/use-in-view';
import type { DiffBlock } from '../lib/build-diff-blocks';
import { renderSegments, type ViewMode } from './diff-segments';

export const LINE_HEIGHT_PX = 24;
// Render blocks this far beyond the visible area so scrolling rarely reveals a blank placeholder.
const RENDER_MARGIN = '1200px 0px';

interface DiffBlockRowProps {
  block: DiffBlock;
  mode: ViewMode;
  current: number;
  /** Render even when off screen: navigation is about to scroll to this block. */
  forced: boolean;
  rootRef: RefObject<HTMLDivElement | null>;
  charsPerLine: number;
}

function estimateLines(chars: number, breaks: number, charsPerLine: number): number {
  return Math.ceil(chars / charsPerLine) + breaks;
}

/** Height of a block that is not rendered: its measured height if it was shown before, else an estimate. */
function estimateHeight(block: DiffBlock, mode: ViewMode, charsPerLine: number): number {
  const lines =
    mode === 'side'
      ? Math.max(
          estimateLines(block.originalChars, block.originalBreaks, charsPerLine),
          estimateLines(block.revisedChars, block.revisedBreaks, charsPerLine),
        )
      : estimateLines(block.inlineChars, block.inlineBreaks, charsPerLine);
  return Math.max(1, lines) * LINE_HEIGHT_PX;
}

function DiffBlockRowView({ block, mode, current, forced, rootRef, charsPerLine }: DiffBlockRowProps) {
  const ref = useRef<HTMLDivElement>(null);
  const measured = useRef<{ mode: ViewMode; height: number } | null>(null);
  const visible = useInView(ref, rootRef, RENDER_MARGIN) || forced;

  useLayoutEffect(() => {
    if (visible && ref.current) measured.current = { mode, height: ref.current.offsetHeight };
  });

  if (!visible) {
    const height = measured.current?.mode === mode ? measured.current.height : estimateHeight(block, mode, charsPerLine);
    return <div ref={ref} style={{ height }} data-block={block.index} />;
  }
  if (mode === 'inline') {
    return (
      <div ref={ref} data-block={block.index} className="px-4 [unicode-bidi:plaintext]">
        {renderSegments(block.segments, 'inline', current)}
      </div>
    );
  }
  return (
    <div ref={ref} data-block={block.index} className="grid grid-cols-2">
      {/* Plaintext bidi: each paragraph takes its own direction, so Hebrew or Arabic reads right to left. */}
      <div className="min-w-0 px-4 [unicode-bidi:plaintext]">
        {renderSegments(block.segments, 'original', current)}
      </div>
      <div className="min-w-0 border-l px-4 [unicode-bidi:plaintext]">
        {renderSegments(block.segments, 'revised', current)}
      </div>
    </div>
  );
}

function touchesBlock(block: DiffBlock, change: number): boolean {
  return change >= 0 && change >= block.firstChange && change <= block.lastChange;
}

/** Moving to another change re-renders only the blocks holding the old and the new current change. */
export const DiffBlockRow = memo(DiffBlockRowView, (previous, next) => {
  if (
    previous.block !== next.block ||
    previous.mode !== next.mode ||
    previous.forced !== next.forced ||
    previous.rootRef !== next.rootRef ||
    previous.charsPerLine !== next.charsPerLine
  ) {
    return false;
  }
  if (previous.current === next.current) return true;
  return !touchesBlock(next.block, previous.current) && !touchesBlock(next.block, next.current);
});
