import { ArrowRight, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from './ui/button';
import { cn } from '../lib/cn';

interface UpgradePromptProps {
  title?: string;
  description?: string;
  className?: string;
}

export function UpgradePrompt({
  title = 'Need more?',
  description = 'Pro and Ultimate plans give you more requests each month, longer texts per scan and advanced responses.',
  className,
}: UpgradePromptProps) {
  return (
    <div
      data-testid="upgrade-prompt"
      className={cn(
        'flex flex-col gap-4 rounded-xl border border-primary/20 bg-gradient-to-br from-primary/5 to-primary/10 p-5 sm:flex-row sm:items-center sm:justify-between',
        className,
      )}
    >
      <div className="flex items-start gap-3">
        <div className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
          <Sparkles className="size-4" aria-hidden="true" />
        </div>
        <div>
          <p className="font-semibold">{title}</p>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
      </div>
      <Button asChild className="shrink-0">
        <Link to="/pricing">
          See plans
          <ArrowRight />
        </Link>
      </Button>
    </div>
  );
}
