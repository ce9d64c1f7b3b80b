import { cn } from '../../../../web/lib/cn';
import { formatProbability } from '../lib/format-probability';

interface ProbabilityGaugeProps {
  probability: number;
  /** Colour of the filled arc and the figure (the verdict's tone). */
  tone: string;
}

// A half circle drawn as one arc; pathLength=100 lets the dash length be the percentage itself.
const ARC = 'M 16 100 A 84 84 0 0 1 184 100';

/** The calibrated AI probability as a half-circle gauge with the figure in its middle. */
export function ProbabilityGauge({ probability, tone }: ProbabilityGaugeProps) {
  const percent = Math.round(probability * 1000) / 10;
  return (
    <div
      role="meter"
      aria-label="AI probability"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={formatProbability(probability)}
      className="relative mx-auto w-full max-w-56"
    >
      <svg viewBox="0 0 200 108" className={cn('block w-full', tone)} aria-hidden="true">
        <path d={ARC} pathLength={100} fill="none" strokeWidth={14} strokeLinecap="round" className="stroke-muted" />
        {percent > 0 && (
          <path
            d={ARC}
            pathLength={100}
            fill="none"
            strokeWidth={14}
            strokeLinecap="round"
            stroke="currentColor"
            strokeDasharray={`${percent} 100`}
          />
        )}
      </svg>
      <div className="absolute inset-x-0 bottom-0 text-center">
        <p data-testid="ai-probability" className={cn('text-4xl font-bold tabular-nums leading-none', tone)}>
          {formatProbability(probability)}
        </p>
        <p className="mt-1 text-xs text-muted-foreground">AI probability</p>
      </div>
    </div>
  );
}
