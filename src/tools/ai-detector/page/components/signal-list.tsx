import { Bot, UserRound } from 'lucide-react';
import { cn } from '../../../../web/lib/cn';
import type { Signal } from '../api/detect-ai-text';

const LEVEL_WORDS: Record<Signal['level'], string> = {
  high: 'higher than usual',
  low: 'lower than usual',
  typical: 'typical',
};

function formatValue(value: number): string {
  const magnitude = Math.abs(value);
  return magnitude >= 100 ? value.toFixed(0) : magnitude >= 1 ? value.toFixed(2) : value.toFixed(3);
}

/** The measurements that moved the score most, strongest first, with the direction each pushed. */
export function SignalList({ signals }: { signals: readonly Signal[] }) {
  const strongest = Math.max(...signals.map((signal) => Math.abs(signal.weight)), 1e-9);
  return (
    <ol className="space-y-3" aria-label="Signals">
      {signals.map((signal) => {
        const towardsAi = signal.pointsTo === 'AI';
        const Icon = towardsAi ? Bot : UserRound;
        return (
          <li key={signal.feature} className="flex gap-3" data-testid="ai-signal">
            <span
              className={cn(
                'mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full',
                towardsAi ? 'bg-rose-500/10 text-rose-700 dark:text-rose-400' : 'bg-emerald-500/10 text-emerald-700 dark:text-emerald-400',
              )}
            >
              <Icon className="size-4" aria-hidden="true" />
            </span>
            <div className="min-w-0 flex-1 space-y-1">
              <p className="text-sm font-medium leading-snug">{signal.label}</p>
              <p className="text-xs text-muted-foreground">
                {LEVEL_WORDS[signal.level]} ({formatValue(signal.value)}) · points to{' '}
                <span className={cn('font-medium', towardsAi ? 'text-rose-700 dark:text-rose-400' : 'text-emerald-700 dark:text-emerald-400')}>
                  {towardsAi ? 'AI' : 'human'}
                </span>
              </p>
              {/* Bar length: this signal's push on the score relative to the strongest one shown. */}
              <div className="h-1 w-full max-w-48 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                <div
                  className={cn('h-full rounded-full', towardsAi ? 'bg-rose-500/70' : 'bg-emerald-500/70')}
                  style={{ width: `${Math.max(4, (Math.abs(signal.weight) / strongest) * 100)}%` }}
                />
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
