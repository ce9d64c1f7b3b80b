import { isMainThread } from 'node:worker_threads';
import { createToolEngine, ToolInputError } from '../../../platform/engine';
import type { OpenAiCompatibleServer } from '../../../platform/engine-ports';
import { mathContract } from '../contract';
import { MATH_MODEL_TIME_BUDGET_MS, MATH_TIME_BUDGET_MS } from './time-budget';
import { MathTimeoutError, solveInWorker } from './worker/solve-in-worker';

export { MATH_MODEL_TIME_BUDGET_MS, MATH_TIME_BUDGET_MS };

export interface MathEngineOptions {
  /** An OpenAI-compatible server that turns word problems into equations (our engine still solves them). */
  openai?: OpenAiCompatibleServer;
  budgetMs?: number;
  /**
   * Solve on the calling thread: for an engine that already runs in a worker thread whose host
   * enforces the budget by terminating it (the server's engine lanes). Default: off the main thread.
   */
  inThread?: boolean;
}

/**
 * Math problem assistance: reads the problem, solves it with our step engine, verifies every step
 * with the CAS. The work runs in a worker thread within a time budget, so no problem blocks the
 * server; past the budget the run fails with a 413 (never a guess), and a failed run is not counted.
 */
export function createMathEngine({ openai, budgetMs = openai ? MATH_MODEL_TIME_BUDGET_MS : MATH_TIME_BUDGET_MS, inThread = !isMainThread }: MathEngineOptions = {}) {
  return createToolEngine(mathContract, async (input, context) => {
    if (inThread) {
      // Loaded only where it runs: the server's main thread builds this engine too (the CLI's solveMath) and must not load the CAS.
      const { solveMathProblem } = await import('./solve-problem');
      return solveMathProblem(input, { responses: context.responses, ...(openai ? { openai } : {}) });
    }
    try {
      return await solveInWorker(input, { responses: context.responses, ...(openai ? { openai } : {}) }, budgetMs, context.signal);
    } catch (error) {
      if (error instanceof MathTimeoutError) throw tooLong(error.budgetMs);
      throw error;
    }
  });
}

function tooLong(budgetMs: number): ToolInputError {
  return new ToolInputError(
    `This problem took longer than ${budgetMs / 1000} seconds to work out, so no answer is given and this request was not counted. Try splitting it into smaller parts, or check that it is typed as you meant.`,
    { code: 'input_too_complex', status: 413 },
  );
}
