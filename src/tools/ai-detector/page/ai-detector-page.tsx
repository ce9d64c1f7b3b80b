import { ScanSearch } from 'lucide-react';
import { lazy, Suspense, useDeferredValue, useMemo, useState } from 'react';
import { countWords } from '../../../domain/word-count';
import { MIN_WORDS } from '../contract';
import { useBrandName } from '../../../web/lib/app-config';
import { TextToCheckField } from '../../../web/components/tool-page/text-to-check-field';
import { ToolFormCard } from '../../../web/components/tool-page/tool-form-card';
import { ToolPageLayout } from '../../../web/components/tool-page/tool-page-layout';
import { useDetectAiText } from './api/detect-ai-text';
import { useBinocularsConfigured } from './api/get-detector-mode';
import { HowToRead } from './components/how-to-read';
import { ModeNote } from './components/mode-note';
import { savedText, useSavedRunInput } from '../../../web/lib/saved-run-input';

// The results view is needed only after a run: it downloads when the run starts, while the server
// works, instead of with the page's first load (issue 37, item 7).
const loadResultsPanel = () => import('./components/results-panel');
const ResultsPanel = lazy(() => loadResultsPanel().then((module) => ({ default: module.ResultsPanel })));

/** AI detector: a text (typed, pasted or uploaded) in; verdict, calibrated probability, sentences and signals out. Route: /ai-detector. */
export function Component() {
  const brand = useBrandName();
  const saved = useSavedRunInput();
  const [text, setText] = useState(() => savedText(saved));
  const [checkedText, setCheckedText] = useState('');
  const detect = useDetectAiText();
  const binoculars = useBinocularsConfigured();
  const deferredText = useDeferredValue(text);
  const words = useMemo(() => countWords(deferredText), [deferredText]);
  // The server refuses shorter texts (and charges nothing); saying so here saves the round trip.
  const longEnough = words >= MIN_WORDS;

  function runCheck() {
    setCheckedText(text);
    void loadResultsPanel();
    detect.mutate({ text });
  }

  function clearAll() {
    setText('');
    setCheckedText('');
    detect.reset();
  }

  return (
    <ToolPageLayout toolId="ai-detector">
      <title>{`AI detector · ${brand}`}</title>
      <ToolFormCard
        submitLabel="Check for AI"
        submitIcon={ScanSearch}
        pending={detect.isPending}
        canSubmit={Boolean(text.trim()) && longEnough}
        onSubmit={runCheck}
        canClear={Boolean(text)}
        onClear={clearAll}
        stale={Boolean(detect.detection) && checkedText !== text}
        error={detect.error}
        invalidResponse={detect.invalidResponse}
      >
        <TextToCheckField
          id="ai-detector-text"
          value={text}
          onChange={setText}
          placeholder="Type or paste at least 50 words, or upload a .txt, .docx or .pdf file."
        />
        {text.trim() && !longEnough && (
          <p className="text-sm text-muted-foreground" data-testid="min-words-hint">
            The detector needs at least {MIN_WORDS} words to judge a text: {MIN_WORDS - words} more to go.
          </p>
        )}
        <ModeNote binoculars={binoculars} />
      </ToolFormCard>
      {detect.detection && (
        <Suspense fallback={null}>
          <ResultsPanel key={detect.submittedAt} text={checkedText} detection={detect.detection} brand={brand} />
        </Suspense>
      )}
      <HowToRead />
    </ToolPageLayout>
  );
}
