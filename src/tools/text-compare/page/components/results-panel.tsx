import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../../../../web/components/ui/button';
import type { CompareResult } from '../api/compare-texts';
import { useChangeShortcuts } from '../hooks/use-change-shortcuts';
import { buildDiffModel } from '../lib/build-diff-blocks';
import { ChangeNavigator } from './change-navigator';
import { ComparisonSummary } from './comparison-summary';
import type { ViewMode } from './diff-segments';
import { DiffView } from './diff-view';
import { ExportActions } from './export-actions';

function prefersSideBySide(): boolean {
  // Two columns of text need room; phones start with the inline view.
  return typeof window === 'undefined' || window.matchMedia('(min-width: 768px)').matches;
}

const VIEW_MODES: Array<{ value: ViewMode; label: string }> = [
  { value: 'side', label: 'Side by side' },
  { value: 'inline', label: 'Inline' },
];

/**
 * Everything shown once a comparison is back: figures, view toggle, navigation, the diff and exports.
 * Memoised so typing in the text boxes above does not re-render a large diff.
 */
export const ResultsPanel = memo(function ResultsPanel({ result }: { result: CompareResult }) {
  const model = useMemo(() => buildDiffModel(result.changes), [result]);
  const [mode, setMode] = useState<ViewMode>(() => (prefersSideBySide() ? 'side' : 'inline'));
  const [current, setCurrent] = useState(-1);
  const total = model.changeCount;

  const goNext = useCallback(() => setCurrent((index) => (total === 0 ? -1 : (index + 1) % total)), [total]);
  const goPrevious = useCallback(
    () => setCurrent((index) => (total === 0 ? -1 : index <= 0 ? total - 1 : index - 1)),
    [total],
  );
  useChangeShortcuts(total > 0, goNext, goPrevious);

  // The form fills the first screen: bring fresh results into view instead of leaving them below the fold.
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    sectionRef.current?.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  }, []);

  return (
    <section
      ref={sectionRef}
      role="region"
      aria-label="Comparison results"
      className="mt-10 scroll-mt-20 space-y-5"
      data-testid="comparison-results"
    >
      <h2 className="text-xl font-semibold">Results</h2>
      <ComparisonSummary result={result} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="inline-flex rounded-lg bg-muted p-[3px]" role="group" aria-label="View">
          {VIEW_MODES.map((option) => (
            <Button
              key={option.value}
              type="button"
              size="sm"
              variant="ghost"
              aria-pressed={mode === option.value}
              onClick={() => setMode(option.value)}
              className="h-7 text-foreground/70 aria-pressed:bg-background aria-pressed:text-foreground aria-pressed:shadow-sm"
            >
              {option.label}
            </Button>
          ))}
        </div>
        <ChangeNavigator current={current} total={total} onPrevious={goPrevious} onNext={goNext} />
      </div>
      {model.blocks.length > 0 ? (
        <DiffView model={model} mode={mode} current={current} />
      ) : (
        <p className="rounded-lg border px-4 py-8 text-center text-muted-foreground">Both texts are empty.</p>
      )}
      <p className="text-xs text-muted-foreground">
        {mode === 'side' ? (
          <>
            <span className="rounded-sm bg-diff-delete px-1 text-diff-delete-foreground">Deleted</span> on the left,{' '}
            <span className="rounded-sm bg-diff-insert px-1 text-diff-insert-foreground">inserted</span> on the right; a thin
            bar marks where text was only added or only removed.
          </>
        ) : (
          <>
            <del className="rounded-sm bg-diff-delete px-1 text-diff-delete-foreground">Deleted</del> and{' '}
            <ins className="rounded-sm bg-diff-insert px-1 text-diff-insert-foreground">inserted</ins> text in reading order.
          </>
        )}{' '}
        Press J / K (or Alt+↓ / Alt+↑) to move between changes.
      </p>
      <ExportActions result={result} />
    </section>
  );
});
