import { TriangleAlert } from 'lucide-react';
import { KatexMath } from '../../../../web/components/katex-math';
import { cn } from '../../../../web/lib/cn';
import type { QuizResult } from '../api/answer-quiz';

type Steps = NonNullable<QuizResult['steps']>;

/** A calculation worked by the math tool's engine: each rule, why, and the expression after it. */
export function CalculationSteps({ steps }: { steps: Steps }) {
  if (steps.length === 0) return null;
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium">Working</p>
      <ol className="space-y-2" aria-label="Calculation steps">
        {steps.map((step, index) => (
          <li
            key={index}
            data-testid="quiz-step"
            className={cn('min-w-0 rounded-lg border p-3', !step.verified && 'border-dashed border-amber-500/70 bg-amber-500/5')}
          >
            <p className="text-sm font-medium">
              {index + 1}. {step.rule}
              {!step.verified && (
                <span className="ml-2 inline-flex items-center gap-1 text-xs font-normal text-amber-800">
                  <TriangleAlert className="size-3.5" aria-hidden="true" />
                  Not verified: check this step yourself
                </span>
              )}
            </p>
            <p className="text-sm text-muted-foreground">{step.explanation}</p>
            <KatexMath latex={step.expression.latex} display className="mt-1 rounded-md bg-muted/50 px-3" />
          </li>
        ))}
      </ol>
    </div>
  );
}
