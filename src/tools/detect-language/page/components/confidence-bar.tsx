import { Progress } from '../../../../web/components/ui/progress';
import { cn } from '../../../../web/lib/cn';
import { formatConfidence } from '../lib/format';

interface ConfidenceBarProps {
  confidence: number;
  label: string;
  className?: string;
  /** Thinner bar for alternatives and table rows. */
  compact?: boolean;
  /** Narrow table cells on phones show the figure alone. */
  figureOnlyOnPhones?: boolean;
}

export function ConfidenceBar({ confidence, label, className, compact = false, figureOnlyOnPhones = false }: ConfidenceBarProps) {
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <Progress
        value={Math.round(confidence * 1000) / 10}
        aria-label={label}
        className={cn(compact ? 'h-1.5' : 'h-2.5', figureOnlyOnPhones && 'hidden sm:block')}
        indicatorClassName={confidence < 0.6 ? 'bg-warning' : undefined}
      />
      <span className={cn('shrink-0 text-right tabular-nums', compact ? 'w-14 text-xs text-muted-foreground' : 'w-16 text-sm font-semibold')}>
        {formatConfidence(confidence)}
      </span>
    </div>
  );
}
