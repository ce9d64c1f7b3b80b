import { useMemo } from 'react';
import { useRunTool } from '../../../../web/lib/run-tool';
import { type MathInput, mathContract } from '../../contract';

// The wire format is the tool's contract (src/tools/math-problem-assistance/contract.ts), written once;
// the answer is still checked against it on arrival instead of trusted.
export {
  MATH_TASKS,
  MAX_PROBLEM_CHARS,
  mathInputSchema,
  type MathInput,
  type MathResult,
  type MathStep,
  type MathTask,
  type MathTaskRequest,
  type MathText,
} from '../../contract';

/**
 * Runs the solver on the server (one request from the allowance) and validates the answer. The page
 * holds two of these, one to solve and one to check the student's answer, so a check in flight never
 * hides the solution on screen.
 */
export function useSolveMath() {
  const mutation = useRunTool<MathInput, unknown>('math-problem-assistance');
  const parsed = useMemo(() => (mutation.data ? mathContract.result.safeParse(mutation.data.result) : undefined), [mutation.data]);
  return {
    ...mutation,
    solution: parsed?.success ? parsed.data : undefined,
    invalidResponse: parsed !== undefined && !parsed.success,
  };
}
