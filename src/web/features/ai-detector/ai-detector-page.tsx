import { Eraser, ScanSearch } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useBrandName } from '../config/api/get-config';
import { TextToCheckField } from '../tools/components/text-to-check-field';
import { ToolPageLayout } from '../tools/components/tool-page-layout';
import { ToolRunError } from '../tools/components/tool-run-error';
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
            <TextToCheckField
              id="ai-detector-text"
              value={text}
              onChange={setText}
              placeholder="Type or paste at least 50 words, or upload a .txt, .docx or .pdf file."
            />
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
