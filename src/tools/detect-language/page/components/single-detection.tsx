import { Eraser, Languages } from 'lucide-react';
import { lazy, Suspense, useDeferredValue, useMemo, useState } from 'react';
import { countWords } from '../../../../domain/word-count';
import { findPlan } from '../../../../domain/plans';
import { Button } from '../../../../web/components/ui/button';
import { Card, CardContent } from '../../../../web/components/ui/card';
import { Label } from '../../../../web/components/ui/label';
import { Spinner } from '../../../../web/components/ui/spinner';
import { Textarea } from '../../../../web/components/ui/textarea';
import { useMe } from '../../../../web/lib/me';
import { FileUploadButton } from '../../../../web/components/tool-page/file-upload-button';
import { ToolRunError } from '../../../../web/components/tool-page/tool-run-error';
import { WordCounter } from '../../../../web/components/tool-page/word-counter';
import { useDetectLanguage } from '../api/detect-language';
import { savedText, useSavedRunInput } from '../../../../web/lib/saved-run-input';

// The result view downloads when a detection starts, while the server works, not with the page.
const loadDetectionResult = () => import('./detection-result');
const DetectionResultView = lazy(() => loadDetectionResult().then((module) => ({ default: module.DetectionResultView })));

const SAMPLES = [
  { label: 'French', text: 'Bonjour tout le monde, je suis ravi de vous présenter notre nouveau projet.' },
  { label: 'British English', text: 'The colour of the theatre programme was grey, and we realised it needed a new favourite design.' },
  { label: 'Mixed', text: 'Thank you for coming today.\n\nGracias por venir hoy, fue un placer.\n\nVielen Dank, dass Sie heute gekommen sind.' },
];

// Same paragraph rule as the engine (blank lines, else lines), only to decide whether to mention the per-paragraph view.
function hasSeveralParagraphs(text: string): boolean {
  return text.trim().split(/\n\s*\n|\n/).filter((part) => /\p{L}/u.test(part)).length > 1;
}

/** One text in, its language and the evidence out. */
export function SingleDetection() {
  const saved = useSavedRunInput();
  const [text, setText] = useState(() => savedText(saved));
  const [submitted, setSubmitted] = useState('');
  const detection = useDetectLanguage();
  const me = useMe();
  const deferred = useDeferredValue(text);
  const words = useMemo(() => countWords(deferred), [deferred]);
  const basic = findPlan(me.data?.subscription.package).responses === 'basic';
  const stale = detection.detection !== undefined && submitted !== text;

  function detect() {
    setSubmitted(text);
    void loadDetectionResult();
    detection.mutate({ text });
  }

  return (
    <>
      <Card>
        <CardContent className="space-y-4 pt-6">
          <form
            data-tool-form
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (text.trim() && !detection.isPending) detect();
            }}
          >
            <div className="flex min-h-8 flex-wrap items-center justify-between gap-2">
              <Label htmlFor="detect-text" className="text-base font-semibold">
                Text
              </Label>
              <FileUploadButton onText={(value) => setText(value)} />
            </div>
            <Textarea
              id="detect-text"
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder="Type or paste any text, in any of 100+ languages, or upload a document."
              className="h-48 resize-y text-[15px] leading-6 md:h-56"
              spellCheck={false}
            />
            <div className="flex flex-wrap items-center justify-between gap-3">
              <WordCounter words={words} />
              <div className="flex flex-wrap items-center gap-1.5 text-sm">
                <span className="text-muted-foreground">Try:</span>
                {SAMPLES.map((sample) => (
                  <Button key={sample.label} type="button" variant="ghost" size="sm" className="h-7 px-2" onClick={() => setText(sample.text)}>
                    {sample.label}
                  </Button>
                ))}
              </div>
            </div>
            <div className="flex flex-wrap items-center gap-2 border-t pt-4">
              <Button type="submit" size="lg" disabled={!text.trim() || detection.isPending} className="min-w-40">
                {detection.isPending ? <Spinner aria-label="Detecting" /> : <Languages />}
                {detection.isPending ? 'Detecting…' : 'Detect language'}
              </Button>
              <Button
                type="button"
                variant="ghost"
                disabled={detection.isPending || (!text && !detection.detection)}
                onClick={() => {
                  setText('');
                  detection.reset();
                }}
              >
                <Eraser />
                Clear
              </Button>
              {stale && !detection.isPending && (
                <p className="text-sm text-muted-foreground" role="status">
                  The text changed since this result. Detect again to update it.
                </p>
              )}
            </div>
          </form>
          <ToolRunError error={detection.error} />
          {detection.invalidResponse && <ToolRunError error={new Error('The server sent a result this page cannot read.')} />}
        </CardContent>
      </Card>
      {detection.detection && (
        <Suspense fallback={null}>
          <DetectionResultView
            key={detection.submittedAt}
            result={detection.detection}
            text={submitted}
            showParagraphUpgrade={basic && hasSeveralParagraphs(submitted)}
          />
        </Suspense>
      )}
    </>
  );
}
