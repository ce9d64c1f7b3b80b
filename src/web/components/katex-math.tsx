import katex from 'katex';
import 'katex/dist/katex.min.css';
import { memo, useLayoutEffect, useMemo, useRef } from 'react';
import { cn } from '../lib/cn';

/**
 * LaTeX to HTML with KaTeX. `throwOnError: false` shows a bad piece in red instead of failing, and
 * `trust: false` keeps commands that could add links or HTML out, so engine output and typed text are both
 * safe to insert. Returns null when KaTeX fails anyway (it still throws on a few non-syntax errors).
 */
export function renderLatex(latex: string, display: boolean): string | null {
  try {
    return katex.renderToString(latex, {
      displayMode: display,
      throwOnError: false,
      trust: false,
      strict: 'ignore',
      maxSize: 20,
      maxExpand: 500,
      output: 'htmlAndMathml',
    });
  } catch {
    return null;
  }
}

/** Below this a formula is too small to read on a phone: it scrolls instead. */
export const SMALLEST_FORMULA_SCALE = 0.6;

/**
 * How much to shrink a formula `natural` pixels wide to fit `room`: 1 when it fits, never below the smallest
 * readable scale. A cut-off formula misleads ("= 72" clipped reads "= 7"), so a slightly wide one shrinks.
 */
export function chooseFormulaScale(natural: number, room: number): number {
  if (room <= 0 || natural <= room) return 1;
  // A hair under the exact ratio: widths are rounded, and one pixel over brings the cut back.
  return Math.max(SMALLEST_FORMULA_SCALE, Math.floor((room / natural) * 100) / 100 - 0.01);
}

/** Shrinks a display formula to its box's width, refitting when the width changes; marks one that still overflows. */
function useFitToWidth(html: string | null) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return undefined;
    let fittedWidth = -1;
    const markOverflow = () => {
      const overflows = box.scrollWidth > box.clientWidth + 1;
      const atEnd = box.scrollLeft + box.clientWidth >= box.scrollWidth - 1;
      box.dataset.cut = overflows && !atEnd ? 'true' : 'false';
    };
    const fit = (force = false) => {
      // Refit on a width change only: the new font size changes the height, which would otherwise loop.
      if (!force && box.clientWidth === fittedWidth) return;
      fittedWidth = box.clientWidth;
      box.style.fontSize = '';
      const scale = chooseFormulaScale(box.scrollWidth, box.clientWidth);
      box.style.fontSize = scale < 1 ? `${scale}em` : '';
      markOverflow();
    };
    fit();
    box.addEventListener('scroll', markOverflow, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => fit());
    observer?.observe(box);
    // KaTeX's fonts arrive after the first paint and widen the formula without resizing its box.
    const refit = () => fit(true);
    const fonts = typeof document === 'undefined' ? undefined : document.fonts;
    fonts?.addEventListener('loadingdone', refit);
    void fonts?.ready.then(refit);
    return () => {
      observer?.disconnect();
      box.removeEventListener('scroll', markOverflow);
      fonts?.removeEventListener('loadingdone', refit);
    };
  }, [html]);
  return ref;
}

interface KatexMathProps {
  latex: string;
  /** A formula on its own line; shrunk to fit its box, and past the smallest readable size it scrolls sideways. */
  display?: boolean;
  className?: string;
}

export const KatexMath = memo(function KatexMath({ latex, display = false, className }: KatexMathProps) {
  const html = useMemo(() => renderLatex(latex, display), [latex, display]);
  const ref = useFitToWidth(display ? html : null);
  if (html === null) return <code className={cn('break-all', className)}>{latex}</code>;
  if (!display) return <span className={className} data-latex={latex} dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <div
      ref={ref}
      className={cn(
        'max-w-full overflow-x-auto overflow-y-hidden py-1 [&_.katex-display]:my-0',
        // Still too wide at the smallest size: fade the right edge so the cut shows there is more to scroll to.
        'data-[cut=true]:[mask-image:linear-gradient(to_right,black_85%,transparent)]',
        className,
      )}
      data-latex={latex}
      // A scrolling box must be reachable by keyboard to be scrolled without a mouse.
      tabIndex={0}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
});
