import { Eraser, ShieldCheck } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { countWords } from '../../../domain/word-count';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useBrandName } from '../config/api/get-config';
import { TextToCheckField } from '../tools/components/text-to-check-field';
import { ToolPageLayout } from '../tools/components/tool-page-layout';
import { ToolRunError } from '../tools/components/tool-run-error';
import { useCheckPlagiarism, type CheckPlagiarismInput, type SourceDraft } from './api/check-plagiarism';
import { useWebSearchEnabled } from './api/get-web-search-status';
import { CheckOptions } from './components/check-options';
import { CheckProgress } from './components/check-progress';
import { ComparedWithNote } from './components/compared-with-note';
import { ResultsPanel } from './components/results-panel';
import { SavedDocuments } from './components/saved-documents';
import { SourcesEditor } from './components/sources-editor';

const DEFAULT_MIN_MATCH_WORDS = 8;

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
  const [text, setText] = useState('');
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
      <Card>
        <CardContent className="space-y-5 pt-6">
          <form
            className="space-y-5"
            onSubmit={(event) => {
              event.preventDefault();
              if (text.trim() && !check.isPending) runCheck();
            }}
          >
            <TextToCheckField
              id="plagiarism-text"
              value={text}
              onChange={setText}
              placeholder="Type or paste the text to check, or upload a .txt, .docx or .pdf file."
            />
            <SourcesEditor sources={sources} onChange={setSources} />
            <SavedDocuments text={text} />
            <CheckOptions
              ignoreQuotes={ignoreQuotes}
              minMatchWords={minMatchWords}
              onIgnoreQuotesChange={setIgnoreQuotes}
              onMinMatchWordsChange={setMinMatchWords}
            />
            <ComparedWithNote requestSources={input.sources.length} webSearch={webSearch} result={check.check?.comparedWith} />
            <div className="flex flex-wrap items-center gap-2 border-t pt-5">
              <Button type="submit" size="lg" disabled={!text.trim() || check.isPending} className="min-w-44">
                {check.isPending ? <Spinner aria-label="Checking" /> : <ShieldCheck />}
                {check.isPending ? 'Checking…' : 'Check for plagiarism'}
              </Button>
              <Button type="button" variant="ghost" onClick={clearAll} disabled={check.isPending || (!text && sources.length === 0)}>
                <Eraser />
                Clear
              </Button>
              {check.check && checkedText !== text && !check.isPending && (
                <p className="text-sm text-muted-foreground" role="status">
                  The text changed since this check. Run it again to update the results.
                </p>
              )}
            </div>
          </form>
          {check.isPending && <CheckProgress words={words} sources={input.sources.length} />}
          <ToolRunError error={check.error} />
          {check.invalidResponse && <ToolRunError error={new Error('The server sent a result this page cannot read.')} />}
        </CardContent>
      </Card>
      {check.check && <ResultsPanel key={check.submittedAt} text={checkedText} result={check.check} />}
    </ToolPageLayout>
  );
}
