import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../../../web/lib/api-client';
import { useRunTool } from '../../../../web/lib/run-tool';
import { type QuizInput, type QuizResult, quizContract } from '../../contract';

// The wire format is the tool's contract (src/tools/quiz-answer-assistance/contract.ts), written once;
// every answer is still checked against it on arrival instead of trusted.
export {
  countQuizWords,
  MAX_MATERIAL_CHARS,
  MAX_OPTIONS,
  MAX_QUESTION_CHARS,
  quizSetupSchema,
  type Evidence,
  type QuestionKind,
  type QuizInput,
  type QuizResult,
} from '../../contract';

/** One question of a run: sent one request at a time, in order. */
export type QuestionRun =
  | { input: QuizInput; state: 'waiting' | 'running' }
  | { input: QuizInput; state: 'done'; result: QuizResult }
  | { input: QuizInput; state: 'failed'; error: unknown }
  /** Not sent: an earlier request found the allowance spent. */
  | { input: QuizInput; state: 'skipped' };

const isAllowanceSpent = (error: unknown) => error instanceof ApiError && error.status === 402;

/**
 * Answers questions one request each, in order, so each one is counted and a spent allowance stops the
 * rest instead of failing them all. A new run (or a reset) abandons whatever the previous one still had
 * to send.
 */
export function useAnswerQuestions() {
  const { mutateAsync, reset: resetMutation } = useRunTool<QuizInput, unknown>('quiz-answer-assistance');
  const [runs, setRuns] = useState<QuestionRun[]>([]);
  const generation = useRef(0);

  const answer = useCallback(
    async (inputs: readonly QuizInput[]) => {
      const id = ++generation.current;
      const current = () => generation.current === id;
      const update = (index: number, run: QuestionRun) => {
        if (current()) setRuns((previous) => previous.map((old, i) => (i === index ? run : old)));
      };
      setRuns(inputs.map((input) => ({ input, state: 'waiting' })));
      for (const [index, input] of inputs.entries()) {
        if (!current()) return;
        update(index, { input, state: 'running' });
        try {
          const response = await mutateAsync(input);
          const parsed = quizContract.result.safeParse(response.result);
          update(
            index,
            parsed.success
              ? { input, state: 'done', result: parsed.data }
              : { input, state: 'failed', error: new Error('The server sent a result this page cannot read.') },
          );
        } catch (error) {
          update(index, { input, state: 'failed', error });
          if (isAllowanceSpent(error)) {
            if (current()) setRuns((previous) => previous.map((old, i) => (i > index ? { input: old.input, state: 'skipped' } : old)));
            return;
          }
        }
      }
    },
    [mutateAsync],
  );

  const reset = useCallback(() => {
    generation.current++;
    setRuns([]);
    resetMutation();
  }, [resetMutation]);

  const pending = runs.some((run) => run.state === 'waiting' || run.state === 'running');
  return { runs, answer, reset, pending };
}
