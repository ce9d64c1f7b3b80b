import { Eye, Lightbulb, ListOrdered } from 'lucide-react';
import { Button } from '../../../../web/components/ui/button';

export interface Reveal {
  hints: number;
  steps: number;
  full: boolean;
}

interface HintControlsProps {
  hints: readonly string[];
  stepCount: number;
  reveal: Reveal;
  onReveal: (reveal: Reveal) => void;
}

/** Hints mode: nudges first, then the steps one by one, and the whole solution only when asked for. */
export function HintControls({ hints, stepCount, reveal, onReveal }: HintControlsProps) {
  const shownHints = hints.slice(0, reveal.hints);
  const moreHints = reveal.hints < hints.length;
  const moreSteps = reveal.steps < stepCount;
  return (
    <div className="space-y-3" data-testid="math-hint-controls">
      {shownHints.length > 0 && (
        <ol className="space-y-2" aria-label="Hints">
          {shownHints.map((hint, index) => (
            <li key={index} data-testid="math-hint" className="flex gap-2 rounded-md border border-primary/20 bg-primary/5 px-3 py-2 text-sm">
              <Lightbulb className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <span>
                <span className="font-medium">Hint {index + 1}: </span>
                {hint}
              </span>
            </li>
          ))}
        </ol>
      )}
      <div className="flex flex-wrap gap-2">
        {hints.length > 0 && (
          <Button type="button" variant="outline" size="sm" disabled={!moreHints} onClick={() => onReveal({ ...reveal, hints: reveal.hints + 1 })}>
            <Lightbulb />
            {reveal.hints === 0 ? 'Give me a hint' : moreHints ? `Another hint (${reveal.hints + 1} of ${hints.length})` : 'No more hints'}
          </Button>
        )}
        {stepCount > 0 && (
          <Button type="button" variant="outline" size="sm" disabled={!moreSteps} onClick={() => onReveal({ ...reveal, steps: reveal.steps + 1 })}>
            <ListOrdered />
            {moreSteps ? `Show the next step (${reveal.steps + 1} of ${stepCount})` : 'All steps shown'}
          </Button>
        )}
        <Button type="button" size="sm" onClick={() => onReveal({ ...reveal, full: true })}>
          <Eye />
          Show full solution
        </Button>
      </div>
    </div>
  );
}
