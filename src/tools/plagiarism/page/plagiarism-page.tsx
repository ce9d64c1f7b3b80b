import { ShieldCheck } from 'lucide-react';
import { lazy, Suspense, useDeferredValue, useMemo, useState } from 'react';
import { countWords } from '../../../domain/word-count';
import { useBrandName } from '../../../web/lib/app-config';
import { TextToCheckField } from '../../../web/components/tool-page/text-to-check-field';
import { ToolFormCard } from '../../../web/components/tool-page/tool-form-card';
import { ToolPageLayout } from '../../../web/components/tool-page/tool-page-layout';
import { DEFAULT_MIN_MATCH_WORDS, useCheckPlagiarism, type CheckPlagiarismInput, type SourceDraft } from './api/check-plagiarism';
import { useWebSearchEnabled } from './api/get-web-search-status';
import { CheckOptions } from './components/check-options';
import { CheckProgress } from './components/check-progress';
import { ComparedWithNote } from './components/compared-with-note';
import { CorpusImport } from './components/corpus-import';
import { SavedDocuments } from './components/saved-documents';
import { SourcesEditor } from './components/sources-editor';
import { savedText, useSavedRunInput } from '../../../web/lib/saved-run-input';

// The results view is needed only after a run: it downloads when the run starts, while the server
// works, instead of with the page's first load (issue 37, item 7).
const loadResultsPanel = () => import('./components/results-panel');
const ResultsPanel = lazy(() => loadResultsPanel().then((module) => ({ default: module.ResultsPanel })));

/** Sources with text are sent; an empty URL is left out rather than rejected. */
function toInput(text: string, sources: SourceDraft[], ignoreQuotes: boolean, minMatchWords: number): CheckPlagiarismInput {
  return {
    text,
    sources: sources
      .filter((source) => source.text.trim())
      .map((source, index) => ({
        title: source.title.trim() || `Source ${index + 1}`,
        text: source.text,
        ...(source.url.trim() ? { url: source.url.trim() } : {}),
      })),
    ignoreQuotes,
    minMatchWords,
  };
}

/** Plagiarism check: text (typed, pasted or uploaded), optional sources and options in; matches by source out. Route: /plagiarism. */
export function Component() {
  const brand = useBrandName();
  const saved = useSavedRunInput();
  const [text, setText] = useState(() => savedText(saved));
  const [sources, setSources] = useState<SourceDraft[]>([]);
  const [ignoreQuotes, setIgnoreQuotes] = useState(false);
  const [minMatchWords, setMinMatchWords] = useState(DEFAULT_MIN_MATCH_WORDS);
  const [checkedText, setCheckedText] = useState('');
  const check = useCheckPlagiarism();
  const webSearch = useWebSearchEnabled();
  const deferredText = useDeferredValue(text);
  const words = useMemo(() => countWords(deferredText), [deferredText]);
  const input = toInput(text, sources, ignoreQuotes, minMatchWords);

  function runCheck() {
    setCheckedText(text);
    void loadResultsPanel();
    check.mutate(input);
  }

  function clearAll() {
    setText('');
    setSources([]);
    setCheckedText('');
    check.reset();
  }

  return (
    <ToolPageLayout toolId="plagiarism">
      <title>{`Plagiarism check · ${brand}`}</title>
      <ToolFormCard
        submitLabel="Check for plagiarism"
        submitIcon={ShieldCheck}
        pending={check.isPending}
        canSubmit={Boolean(text.trim())}
        onSubmit={runCheck}
        canClear={Boolean(text) || sources.length > 0}
        onClear={clearAll}
        stale={Boolean(check.check) && checkedText !== text}
        error={check.error}
        invalidResponse={check.invalidResponse}
        progress={<CheckProgress words={words} sources={input.sources.length} />}
      >
        <TextToCheckField
          id="plagiarism-text"
          value={text}
          onChange={setText}
          placeholder="Type or paste the text to check, or upload a .txt, .docx or .pdf file."
        />
        <SourcesEditor sources={sources} onChange={setSources} />
        <SavedDocuments text={text} />
        <CorpusImport />
        <CheckOptions
          ignoreQuotes={ignoreQuotes}
          minMatchWords={minMatchWords}
          onIgnoreQuotesChange={setIgnoreQuotes}
          onMinMatchWordsChange={setMinMatchWords}
        />
        <ComparedWithNote requestSources={input.sources.length} webSearch={webSearch} result={check.check?.comparedWith} />
      </ToolFormCard>
      {check.check && (
        <Suspense fallback={null}>
          <ResultsPanel key={check.submittedAt} text={checkedText} result={check.check} />
        </Suspense>
      )}
    </ToolPageLayout>
  );
}
