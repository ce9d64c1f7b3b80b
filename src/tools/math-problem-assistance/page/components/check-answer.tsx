import { CircleCheck, CircleHelp, CircleX } from 'lucide-react';
import { useState } from 'react';
import { ToolRunError } from '../../../../web/components/tool-page/tool-run-error';
import { Button } from '../../../../web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../web/components/ui/card';
import { Input } from '../../../../web/components/ui/input';
import { Label } from '../../../../web/components/ui/label';
import { Spinner } from '../../../../web/components/ui/spinner';
import type { MathResult } from '../api/solve-math';

export interface CheckOutcome {
  /** The answer the student sent. */
  answer: string;
  /** The engine's verdict; absent when it could not compare the answer. */
  check: MathResult['check'];
}

/** An example answer of the shape the task asks for, never the answer itself: a word problem wants numbers, not "x = 2". */
export const ANSWER_EXAMPLES: Record<MathResult['task'], string> = {
  solve: 'x = 2, or x = -1, 3',
  simplify: '(x+1)/2',
  factor: '(x-2)(x-3)',
  expand: 'x^2 + 5x + 6',
  evaluate: '3/4, or 0.75',
  derivative: '2x + 3',
  integral: 'x^2/2 + C',
  limit: '1/2',
  word_problem: '12, or 12 cm',
};

interface CheckAnswerProps {
  /** What the engine solved: the placeholder shows an answer of that shape. */
  task?: MathResult['task'];
  onCheck: (answer: string) => void;
  pending: boolean;
  outcome?: CheckOutcome;
  error: unknown;
  invalidResponse: boolean;
}

/** The student types their own answer; the problem runs again with it and the engine says whether it is right. */
export function CheckAnswer({ task, onCheck, pending, outcome, error, invalidResponse }: CheckAnswerProps) {
  const [answer, setAnswer] = useState('');
  return (
    <Card data-testid="math-check-answer">
      <CardHeader>
        <CardTitle className="text-base">Check my answer</CardTitle>
        <CardDescription>
          Type your own answer to this problem. A check runs the problem again, so it uses one request from your allowance, like
          solving does.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <form
          className="flex flex-col gap-2 sm:flex-row"
          onSubmit={(event) => {
            event.preventDefault();
            if (answer.trim() && !pending) onCheck(answer.trim());
          }}
        >
          <Label htmlFor="math-own-answer" className="sr-only">
            Your answer
          </Label>
          <Input
            id="math-own-answer"
            value={answer}
            onChange={(event) => setAnswer(event.target.value)}
            placeholder={`For example ${ANSWER_EXAMPLES[task ?? 'solve']}`}
            maxLength={1000}
            autoComplete="off"
            spellCheck={false}
          />
          <Button type="submit" variant="secondary" disabled={!answer.trim() || pending} className="shrink-0">
            {pending ? <Spinner aria-label="Checking" /> : <CircleCheck />}
            {pending ? 'Checking…' : 'Check my answer'}
          </Button>
        </form>
        {!pending && outcome && <CheckVerdict outcome={outcome} />}
        <ToolRunError error={error} />
        {invalidResponse && <ToolRunError error={new Error('The server sent a result this page cannot read.')} />}
      </CardContent>
    </Card>
  );
}

function CheckVerdict({ outcome }: { outcome: CheckOutcome }) {
  const { check } = outcome;
  if (!check) {
    return (
      <p className="flex gap-2 rounded-md border bg-muted/40 px-3 py-2 text-sm" role="status" data-testid="math-check-result">
        <CircleHelp className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        We could not compare “{outcome.answer}” with the answer. Write it like the answer above (for example x = 2).
      </p>
    );
  }
  const Icon = check.correct ? CircleCheck : CircleX;
  return (
    <div
      role="status"
      data-testid="math-check-result"
      data-correct={String(check.correct)}
      className={
        check.correct
          ? 'flex gap-2 rounded-md border border-success/40 bg-success/10 px-3 py-2 text-sm'
          : 'flex gap-2 rounded-md border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm'
      }
    >
      <Icon className={check.correct ? 'mt-0.5 size-4 shrink-0 text-success' : 'mt-0.5 size-4 shrink-0 text-amber-600'} aria-hidden="true" />
      <div className="min-w-0">
        {/* The engine's message already says right or wrong in words; the icon and colour repeat it at a glance. */}
        <p className="font-medium">
          <span className="sr-only">{check.correct ? 'Correct. ' : 'Not correct. '}</span>
          {check.message}
        </p>
        <p className="text-muted-foreground">
          Your answer: <span className="break-all text-foreground">{outcome.answer}</span>
        </p>
      </div>
    </div>
  );
}
