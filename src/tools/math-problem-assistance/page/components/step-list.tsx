import { TriangleAlert } from 'lucide-react';
import { Badge } from '../../../../web/components/ui/badge';
import { cn } from '../../../../web/lib/cn';
import type { MathStep } from '../api/solve-math';
import { KatexMath } from '../../../../web/components/katex-math';

interface StepListProps {
  steps: readonly MathStep[];
  /** Number of the first step shown (steps revealed one at a time keep their numbers). */
  start?: number;
  label: string;
}

/**
 * The steps in order: the rule, why it is allowed, and the whole expression after it. A step the algebra
 * checker could not confirm never looks like the others: amber, labelled "Not verified", with a warning.
 */
export function StepList({ steps, start = 1, label }: StepListProps) {
  const unverified = steps.filter((step) => !step.verified).length;
  return (
    <div className="space-y-3">
      {unverified > 0 && (
        <p className="flex gap-2 rounded-md border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm" role="note">
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
          <span>
            {unverified === 1 ? 'One step' : `${unverified} steps`} could not be verified by our algebra checker. {unverified === 1 ? 'It is' : 'They are'}{' '}
            marked below: check {unverified === 1 ? 'it' : 'them'} yourself before you rely on {unverified === 1 ? 'it' : 'them'}.
          </span>
        </p>
      )}
      <ol className="space-y-3" aria-label={label} start={start}>
        {steps.map((step, index) => (
          <StepItem key={start + index} step={step} number={start + index} />
        ))}
      </ol>
    </div>
  );
}

function StepItem({ step, number }: { step: MathStep; number: number }) {
  const verified = step.verified;
  return (
    <li
      data-testid="math-step"
      data-verified={String(verified)}
      className={cn('flex gap-3 rounded-lg border p-3 sm:p-4', !verified && 'border-2 border-dashed border-amber-500/70 bg-amber-500/5')}
    >
      <span
        className={cn(
          'flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
          verified ? 'bg-primary/10 text-primary' : 'bg-amber-500/15 text-amber-700',
        )}
        aria-hidden="true"
      >
        {verified ? number : '?'}
      </span>
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-medium">
            <span className="sr-only">Step {number}: </span>
            {step.rule}
          </p>
          {!verified && (
            <Badge variant="outline" className="border-amber-500/60 bg-amber-500/10 text-amber-800" data-testid="math-step-unverified">
              <TriangleAlert />
              Not verified
            </Badge>
          )}
        </div>
        <p className="text-sm text-muted-foreground">{step.explanation}</p>
        <KatexMath latex={step.expression.latex} display className={cn('rounded-md px-3', verified ? 'bg-muted/50' : 'bg-amber-500/10')} />
        {!verified && (
          <p className="text-xs text-amber-800">
            Our algebra checker could not confirm that this step follows from the one before. Work it through yourself before you rely on it.
          </p>
        )}
      </div>
    </li>
  );
}
