import { ChevronDown, ChevronUp } from 'lucide-react';
import { Button } from '../../../../web/components/ui/button';

interface ChangeNavigatorProps {
  current: number;
  total: number;
  onPrevious: () => void;
  onNext: () => void;
}

/** "Change 3 of 17" with previous / next buttons; the keyboard shortcuts are listed in the tooltip text. */
export function ChangeNavigator({ current, total, onPrevious, onNext }: ChangeNavigatorProps) {
  if (total === 0) return null;
  return (
    <div className="flex items-center gap-1" role="group" aria-label="Change navigation">
      <Button
        type="button"
        variant="outline"
        size="icon"
        className="size-8"
        onClick={onPrevious}
        aria-label="Previous change"
        title="Previous change (K or Alt+↑)"
        aria-keyshortcuts="k p Alt+ArrowUp"
      >
        <ChevronUp />
      </Button>
      <Button
        type="button"
        variant="outline"
        size="icon"
        className="size-8"
        onClick={onNext}
        aria-label="Next change"
        title="Next change (J or Alt+↓)"
        aria-keyshortcuts="j n Alt+ArrowDown"
      >
        <ChevronDown />
      </Button>
      <p className="min-w-32 px-2 text-sm tabular-nums text-muted-foreground" aria-live="polite" data-testid="change-position">
        {current >= 0 ? `Change ${(current + 1).toLocaleString('en-US')} of ${total.toLocaleString('en-US')}` : `${total.toLocaleString('en-US')} ${total === 1 ? 'change' : 'changes'}`}
      </p>
    </div>
  );
}
