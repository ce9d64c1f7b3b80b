import { CopyButton } from '../../../../web/components/copy-button';
import { DownloadButton } from '../../../../web/components/download-button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../web/components/ui/card';
import { UpgradePrompt } from '../../../../web/components/upgrade-prompt';
import type { AiDetection } from '../api/detect-ai-text';
import { buildSummary } from '../lib/build-summary';
import { SentenceHighlights } from './sentence-highlights';
import { SignalList } from './signal-list';
import { VerdictSummary } from './verdict-summary';

interface ResultsPanelProps {
  text: string;
  detection: AiDetection;
  brand: string;
}

/** Verdict and score, then the sentences (advanced plans) beside the signals that drove the score. */
export function ResultsPanel({ text, detection, brand }: ResultsPanelProps) {
  const judged = detection.aiProbability !== null;
  // Basic (Free) responses carry no per-sentence scores: say what the detail would add instead of hiding it.
  const detailWithheld = judged && detection.sentences.length === 0;

  return (
    <div className="mt-6 space-y-6" role="region" aria-label="AI detection results">
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
          <CardTitle className="text-base">Result</CardTitle>
          <div className="flex flex-wrap gap-2">
            <CopyButton text={buildSummary(detection, brand)} label="Copy summary" />
            <DownloadButton
              fileName="ai-detection-report.json"
              mimeType="application/json"
              label="Download report"
              getContent={() => JSON.stringify({ text, ...detection }, null, 2)}
            />
          </div>
        </CardHeader>
        <CardContent>
          <VerdictSummary detection={detection} />
        </CardContent>
      </Card>
      {judged && (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <Card className="min-w-0">
            <CardHeader>
              <CardTitle className="text-base">Sentence by sentence</CardTitle>
            </CardHeader>
            <CardContent>
              {detailWithheld ? (
                <UpgradePrompt
                  title="See which sentences look machine-written"
                  description="Your plan gets the headline result and the three strongest signals. Pro and Ultimate add a score for every sentence, highlighted in your text, and the eight strongest signals."
                />
              ) : (
                <SentenceHighlights text={text} sentences={detection.sentences} />
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="text-base">What drove the score</CardTitle>
            </CardHeader>
            <CardContent className="space-y-3">
              <SignalList signals={detection.signals} />
              <p className="text-xs text-muted-foreground">
                Compared with the human and AI texts the model was trained on; longer bars pushed the score harder.
              </p>
            </CardContent>
          </Card>
        </div>
      )}
    </div>
  );
}
