import { Eraser, ScanSearch } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { countWords } from '../../../domain/word-count';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { Textarea } from '../../components/ui/textarea';
import { useBrandName } from '../config/api/get-config';
import { FileUploadButton } from '../tools/components/file-upload-button';
import { ToolPageLayout } from '../tools/components/tool-page-layout';
import { ToolRunError } from '../tools/components/tool-run-error';
import { WordCounter } from '../tools/components/word-counter';
import { useDetectAiText } from './api/detect-ai-text';
import { useBinocularsConfigured } from './api/get-detector-mode';
import { HowToRead } from './components/how-to-read';
import { ModeNote } from './components/mode-note';
import { ResultsPanel } from './components/results-panel';

/** AI detector: a text (typed, pasted or uploaded) in; verdict, calibrated probability, sentences and signals out. Route: /ai-detector. */
export function Component() {
  const brand = useBrandName();
  const [text, setText] = useState('');
  const [checkedText, setCheckedText] = useState('');
  const detect = useDetectAiText();
  const binoculars = useBinocularsConfigured();
  const deferredText = useDeferredValue(text);
  const words = useMemo(() => countWords(deferredText), [deferredText]);

  function runCheck() {
    setCheckedText(text);
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
      <Card>
        <CardContent className="space-y-5 pt-6">
          <form
            className="space-y-5"
            onSubmit={(event) => {
              event.preventDefault();
              if (text.trim() && !detect.isPending) runCheck();
            }}
          >
            <div className="flex flex-col gap-2">
              <div className="flex min-h-8 items-center justify-between gap-2">
                <Label htmlFor="ai-detector-text" className="text-base font-semibold">
                  Text to check
                </Label>
                <FileUploadButton label="Upload file" onText={setText} />
              </div>
              <Textarea
                id="ai-detector-text"
                value={text}
                placeholder="Type or paste at least 50 words, or upload a .txt, .docx or .pdf file."
                onChange={(event) => setText(event.target.value)}
                className="h-56 resize-y text-[15px] leading-6 [unicode-bidi:plaintext] md:h-72"
              />
              <WordCounter words={words} />
            </div>
            <ModeNote binoculars={binoculars} />
            <div className="flex flex-wrap items-center gap-2 border-t pt-5">
              <Button type="submit" size="lg" disabled={!text.trim() || detect.isPending} className="min-w-44">
                {detect.isPending ? <Spinner aria-label="Checking" /> : <ScanSearch />}
                {detect.isPending ? 'Checking…' : 'Check for AI'}
              </Button>
              <Button type="button" variant="ghost" onClick={clearAll} disabled={detect.isPending || !text}>
                <Eraser />
                Clear
              </Button>
              {detect.detection && checkedText !== text && !detect.isPending && (
                <p className="text-sm text-muted-foreground" role="status">
                  The text changed since this check. Run it again to update the results.
                </p>
              )}
            </div>
          </form>
          <ToolRunError error={detect.error} />
          {detect.invalidResponse && <ToolRunError error={new Error('The server sent a result this page cannot read.')} />}
        </CardContent>
      </Card>
      {detect.detection && <ResultsPanel key={detect.submittedAt} text={checkedText} detection={detect.detection} brand={brand} />}
      <HowToRead />
    </ToolPageLayout>
  );
}
