import { Check, X } from 'lucide-react';
import { cn } from '../../../../web/lib/cn';
import type { QuizResult } from '../api/answer-quiz';
import { optionLetter } from '../lib/kind-labels';

interface OptionListProps {
  options: readonly string[];
  /** The right options (one, or several for select-all), once the student asked for the answer; null before (or for no answer). */
  answerIndexes: readonly number[] | null;
  /** Advanced responses, shown with the answer: every option with why it is right or wrong. */
  verdicts?: QuizResult['options'];
}

/** The options as read from the question, lettered; with the answer shown, the right ones are marked and each explained. */
export function OptionList({ options, answerIndexes, verdicts }: OptionListProps) {
  if (options.length === 0) return null;
  const several = (answerIndexes?.length ?? 0) > 1;
  return (
    <ol className="space-y-1.5" aria-label="Options">
      {options.map((option, index) => {
        const correct = answerIndexes?.includes(index) ?? false;
        const verdict = answerIndexes === null ? undefined : verdicts?.[index];
        return (
          <li
            key={index}
            data-testid="quiz-option"
            data-correct={answerIndexes === null ? undefined : String(correct)}
            className={cn('rounded-md border px-3 py-2 text-sm', correct && 'border-emerald-600/50 bg-emerald-500/10')}
          >
            <div className="flex items-start gap-2">
              <span className="font-semibold">{optionLetter(index)})</span>
              <span className="min-w-0 flex-1 break-words">{option}</span>
              {correct && (
                <span className="flex shrink-0 items-center gap-1 text-xs font-medium text-emerald-700">
                  <Check className="size-4" aria-hidden="true" />
                  {several ? 'Holds' : 'Answer'}
                </span>
              )}
              {verdict && !correct && <X className="size-4 shrink-0 text-muted-foreground" aria-label={several ? 'Does not hold' : 'Not the answer'} />}
            </div>
            {verdict && <p className="mt-1 pl-6 text-muted-foreground">{verdict.why}</p>}
          </li>
        );
      })}
    </ol>
  );
}
