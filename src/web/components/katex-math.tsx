import katex from 'katex';
import 'katex/dist/katex.min.css';
import { memo, useMemo } from 'react';
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

interface KatexMathProps {
  latex: string;
  /** A formula on its own line; it scrolls sideways inside its own box when wider than the screen. */
  display?: boolean;
  className?: string;
}

export const KatexMath = memo(function KatexMath({ latex, display = false, className }: KatexMathProps) {
  const html = useMemo(() => renderLatex(latex, display), [latex, display]);
  if (html === null) return <code className={cn('break-all', className)}>{latex}</code>;
  if (!display) return <span className={className} data-latex={latex} dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <div
      className={cn('max-w-full overflow-x-auto overflow-y-hidden py-1 [&_.katex-display]:my-0', className)}
      data-latex={latex}
      // A scrolling box must be reachable by keyboard to be scrolled without a mouse.
      tabIndex={0}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
});
