import { solveMathProblem } from '../solve-problem';

/** A problem solved as a student types it, in the basic answer form, as the competition-form tests check it. */
export const solveAsTyped = (problem: string) => solveMathProblem({ problem, task: 'auto' }, { responses: 'basic' });

/** Refused: no answer shown as solved (a 400 or an `unsupported` result). */
export async function isRefused(problem: string): Promise<boolean> {
  try {
    return (await solveAsTyped(problem)).status !== 'solved';
  } catch {
    return true;
  }
}
