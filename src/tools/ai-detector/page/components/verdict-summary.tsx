import { Ruler } from 'lucide-react';
import { cn } from '../../../../web/lib/cn';
import type { AiDetection } from '../api/detect-ai-text';
import { VERDICT_STYLES } from '../lib/verdict-styles';
import { DetectionFacts } from './detection-facts';
import { ProbabilityGauge } from './probability-gauge';

/** The headline: gauge and verdict, or — for a short text — why there is no number. */
export function VerdictSummary({ detection }: { detection: AiDetection }) {
  const style = VERDICT_STYLES[detection.verdict];
  const judged = detection.aiProbability !== null;
  return (
    <div className="grid items-center gap-6 sm:grid-cols-[14rem_minmax(0,1fr)]">
      {judged ? (
        <ProbabilityGauge probability={detection.aiProbability!} tone={style.tone} />
      ) : (
        <div className="mx-auto flex size-36 flex-col items-center justify-center gap-1 rounded-full border-4 border-dashed border-muted text-center">
          <Ruler className="size-6 text-muted-foreground" aria-hidden="true" />
          <p className="text-sm font-medium tabular-nums">
            {detection.words} / {detection.minWords}
          </p>
          <p className="text-xs text-muted-foreground">words needed</p>
        </div>
      )}
      <div className="min-w-0 space-y-3">
        <div>
          <p className="text-sm font-medium text-muted-foreground">Verdict</p>
          <p data-testid="ai-verdict" data-verdict={detection.verdict} className={cn('text-3xl font-bold tracking-tight', style.tone)}>
            {style.title}
          </p>
          <p className="mt-1 text-sm text-muted-foreground">{style.explanation}</p>
        </div>
        <DetectionFacts detection={detection} />
      </div>
    </div>
  );
}
