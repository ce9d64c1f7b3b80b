import { cn } from '../../../../web/lib/cn';
import { PROBABILITY_BANDS } from '../lib/probability-bands';

/** What the highlight intensities mean. */
export function ProbabilityLegend() {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-xs text-muted-foreground" data-testid="ai-legend">
      <span className="font-medium text-foreground">AI probability per sentence:</span>
      <ul className="flex flex-wrap items-center gap-x-3 gap-y-1.5" aria-label="Highlight legend">
        {PROBABILITY_BANDS.map((band) => (
          <li key={band.from} className="flex items-center gap-1.5">
            <span className={cn('inline-block size-3.5 rounded-sm', band.swatch)} aria-hidden="true" />
            <span className="tabular-nums">
              {Math.round(band.from * 100)}–{Math.round(band.to * 100)}%
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
