import { useEffect, useRef } from 'react';
import { ToolRunError } from '../../../../web/components/tool-page/tool-run-error';
import { Card, CardContent } from '../../../../web/components/ui/card';
import { Spinner } from '../../../../web/components/ui/spinner';
import { UpgradePrompt } from '../../../../web/components/upgrade-prompt';
import type { QuestionRun } from '../api/answer-quiz';
import { QuestionResult } from './question-result';

interface QuizResultsProps {
  runs: readonly QuestionRun[];
  /** Questions of the pasted quiz the plan did not run (basic responses answer the first only). */
  notRun: number;
  basic: boolean;
}

/** One card per question, in the order pasted, filled in as each request returns. */
export function QuizResults({ runs, notRun, basic }: QuizResultsProps) {
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    // The form fills the first screen on phones: bring the first answer into view.
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    sectionRef.current?.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'nearest' });
  }, []);

  const total = runs.length + notRun;
  const title = (index: number) => (total > 1 ? `Question ${index + 1} of ${total}` : 'Your question');
  return (
    <section ref={sectionRef} aria-label="Answers" className="mt-6 scroll-mt-20 space-y-6" data-testid="quiz-results" data-tool-result>
      {runs.map((run, index) => {
        if (run.state === 'done') {
          return (
            <QuestionResult
              key={index}
              result={run.result}
              material={run.input.material}
              title={title(index)}
              // With a quiz left unanswered, the one prompt below says it all.
              offerExplanations={basic && notRun === 0}
            />
          );
        }
        // A single question's error is shown in the form card, like on every tool page.
        if (run.state === 'failed' && runs.length === 1) return null;
        return <PendingQuestion key={index} run={run} title={title(index)} />;
      })}
      {notRun > 0 && (
        <UpgradePrompt
          title={`Answer all ${total} questions in one go`}
          description={`Your plan answers one question per run, so we answered the first. Pro and Ultimate answer the other ${notRun === 1 ? 'question' : `${notRun} questions`} too (one request each) and explain why each option is right or wrong.`}
        />
      )}
    </section>
  );
}

function PendingQuestion({ run, title }: { run: QuestionRun; title: string }) {
  return (
    <Card data-testid="quiz-result" data-status={run.state}>
      <CardContent className="space-y-3 pt-6">
        <p className="text-sm font-semibold">{title}</p>
        <p className="break-words text-[15px]">{run.input.question}</p>
        {run.state === 'running' && (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner />
            Looking for the answer in your material…
          </p>
        )}
        {run.state === 'waiting' && <p className="text-sm text-muted-foreground">Waiting for the questions before it.</p>}
        {run.state === 'skipped' && <p className="text-sm text-muted-foreground">Not sent: your requests for this month ran out.</p>}
        {run.state === 'failed' && <ToolRunError error={run.error} />}
      </CardContent>
    </Card>
  );
}
