import { Button } from '../../../../web/components/ui/button';
import { EXAMPLES, type MathExample } from '../lib/examples';

/** One-tap problems to try, for a first visit and for seeing what the tool can do. */
export function ExampleChips({ onPick, disabled }: { onPick: (example: MathExample) => void; disabled?: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-muted-foreground">Try:</span>
      {EXAMPLES.map((example) => (
        <Button
          key={example.label}
          type="button"
          variant="outline"
          size="sm"
          className="h-7 rounded-full px-3 font-mono text-xs"
          disabled={disabled}
          onClick={() => onPick(example)}
        >
          {example.label}
        </Button>
      ))}
    </div>
  );
}
