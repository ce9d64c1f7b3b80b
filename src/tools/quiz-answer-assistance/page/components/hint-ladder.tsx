import { Lightbulb } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../../web/components/ui/button';

interface HintLadderProps {
  hints: readonly string[];
  shown: number;
  onShowMore: () => void;
  /** Shown beside the hint button ("Show answer"). */
  children?: ReactNode;
}

/** The hints, from a nudge to the key sentence, revealed one at a time so the student can stop when it clicks. */
export function HintLadder({ hints, shown, onShowMore, children }: HintLadderProps) {
  if (hints.length === 0 && !children) return null;
  const more = shown < hints.length;
  return (
    <div className="space-y-3">
      {shown > 0 && (
        <ol className="space-y-2" aria-label="Hints">
          {hints.slice(0, shown).map((hint, index) => (
            <li key={index} data-testid="quiz-hint" className="flex gap-2 rounded-md border border-primary/20 bg-primary/5 px-3 py-2 text-sm">
              <Lightbulb className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <span className="min-w-0 break-words">
                <span className="font-medium">Hint {index + 1}: </span>
                {hint}
              </span>
            </li>
          ))}
        </ol>
      )}
      <div className="flex flex-wrap gap-2">
        {hints.length > 0 && (
          <Button type="button" variant="outline" size="sm" disabled={!more} onClick={onShowMore}>
            <Lightbulb />
            {shown === 0 ? 'Give me a hint' : more ? `Another hint (${shown + 1} of ${hints.length})` : 'No more hints'}
          </Button>
        )}
        {children}
      </div>
    </div>
  );
}
