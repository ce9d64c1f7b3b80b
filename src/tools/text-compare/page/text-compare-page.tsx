import { ArrowLeftRight, Eraser, GitCompare } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../web/components/ui/button';
import { Card, CardContent } from '../../../web/components/ui/card';
import { Spinner } from '../../../web/components/ui/spinner';
import { useBrandName } from '../../../web/lib/app-config';
import { ToolPageLayout } from '../../../web/components/tool-page/tool-page-layout';
import { ToolRunError } from '../../../web/components/tool-page/tool-run-error';
import { useCompareTexts, type CompareTextsInput, type Granularity } from './api/compare-texts';
import { CompareOptions } from './components/compare-options';
import { ComparisonProgress } from './components/comparison-progress';
import { TextInputPanel } from './components/text-input-panel';
import { savedText, useSavedRunInput } from '../../../web/lib/saved-run-input';

// The results view is needed only after a run: it downloads when the run starts, while the server
// works, instead of with the page's first load (issue 37, item 7).
const loadResultsPanel = () => import('./components/results-panel');
const ResultsPanel = lazy(() => loadResultsPanel().then((module) => ({ default: module.ResultsPanel })));

function isSameInput(a: CompareTextsInput, b: CompareTextsInput): boolean {
  return (
    a.original === b.original &&
    a.revised === b.revised &&
    a.granularity === b.granularity &&
    a.ignoreCase === b.ignoreCase &&
    a.ignoreWhitespace === b.ignoreWhitespace
  );
}

/** Text compare: two texts in, highlighted differences, similarity and exports out. Route: /text-compare. */
export function Component() {
  const brand = useBrandName();
  const saved = useSavedRunInput();
  const [original, setOriginal] = useState(() => savedText(saved, 'original'));
  const [revised, setRevised] = useState(() => savedText(saved, 'revised'));
  const [granularity, setGranularity] = useState<Granularity>('word');
  const [ignoreCase, setIgnoreCase] = useState(false);
  const [ignoreWhitespace, setIgnoreWhitespace] = useState(false);
  const [compared, setCompared] = useState<CompareTextsInput | null>(null);
  const comparison = useCompareTexts();

  const input: CompareTextsInput = { original, revised, granularity, ignoreCase, ignoreWhitespace };
  const hasText = original.trim() !== '' || revised.trim() !== '';
  const stale = comparison.comparison !== undefined && compared !== null && !isSameInput(compared, input);

  function runComparison() {
    setCompared(input);
    void loadResultsPanel();
    comparison.mutate(input);
  }

  function swapTexts() {
    setOriginal(revised);
    setRevised(original);
  }

  function clearAll() {
    setOriginal('');
    setRevised('');
    setCompared(null);
    comparison.reset();
  }

  return (
    <ToolPageLayout toolId="text-compare">
      <title>{`Text compare · ${brand}`}</title>
      <Card>
        <CardContent className="space-y-5 pt-6">
          <form
            data-tool-form
            className="space-y-5"
            onSubmit={(event) => {
              event.preventDefault();
              if (hasText && !comparison.isPending) runComparison();
            }}
            onKeyDown={(event) => {
              // Ctrl+Enter (⌘+Enter on a Mac) compares without leaving the text box.
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                event.preventDefault();
                event.currentTarget.requestSubmit();
              }
            }}
          >
            <div className="grid gap-5 md:grid-cols-2">
              <TextInputPanel
                id="original-text"
                label="Original text"
                value={original}
                onChange={setOriginal}
                placeholder="Paste or type the original version, or upload a file."
              />
              <TextInputPanel
                id="revised-text"
                label="Revised text"
                value={revised}
                onChange={setRevised}
                placeholder="Paste or type the revised version, or upload a file."
              />
            </div>
            <CompareOptions
              granularity={granularity}
              ignoreCase={ignoreCase}
              ignoreWhitespace={ignoreWhitespace}
              onGranularityChange={setGranularity}
              onIgnoreCaseChange={setIgnoreCase}
              onIgnoreWhitespaceChange={setIgnoreWhitespace}
            />
            <div className="flex flex-wrap items-center gap-2 border-t pt-5">
              <Button
                type="submit"
                size="lg"
                disabled={!hasText || comparison.isPending}
                className="min-w-36"
                title="Compare (Ctrl+Enter)"
                aria-keyshortcuts="Control+Enter Meta+Enter"
              >
                {comparison.isPending ? <Spinner aria-label="Comparing" /> : <GitCompare />}
                {comparison.isPending ? 'Comparing…' : 'Compare'}
              </Button>
              <Button type="button" variant="outline" onClick={swapTexts} disabled={comparison.isPending}>
                <ArrowLeftRight />
                Swap texts
              </Button>
              <Button type="button" variant="ghost" onClick={clearAll} disabled={comparison.isPending || (!hasText && !compared)}>
                <Eraser />
                Clear
              </Button>
              {stale && !comparison.isPending && (
                <p className="text-sm text-muted-foreground" role="status">
                  The texts or options changed since this comparison. Run it again to update the results.
                </p>
              )}
            </div>
          </form>
          {comparison.isPending && (
            <ComparisonProgress characters={Math.max(original.length, revised.length)} />
          )}
          <ToolRunError error={comparison.error} />
          {comparison.invalidResponse && (
            <ToolRunError error={new Error('The server sent a comparison this page cannot read.')} />
          )}
        </CardContent>
      </Card>
      {comparison.comparison && (
        <Suspense fallback={null}>
          <ResultsPanel key={comparison.submittedAt} result={comparison.comparison} />
        </Suspense>
      )}
    </ToolPageLayout>
  );
}
