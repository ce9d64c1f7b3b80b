import { createToolEngine, ToolInputError } from '../engine';
import type { OpenAiCompatibleServer } from '../engine-ports';
import { mathContract } from './contract';
import { MathTimeoutError, solveInWorker } from './worker/solve-in-worker';

/** How long one problem may take; a competition problem the CAS cannot crack should not hold a request. */
export const MATH_TIME_BUDGET_MS = 10_000;
/** With a model server, a word problem waits for the model (up to 30 s) before our engine solves its equations. */
export const MATH_MODEL_TIME_BUDGET_MS = 40_000;

export interface MathEngineOptions {
  /** An OpenAI-compatible server that turns word problems into equations (our engine still solves them). */
  openai?: OpenAiCompatibleServer;
  budgetMs?: number;
}

/**
 * Math problem assistance: reads the problem, solves it with our step engine, verifies every step
 * with the CAS. The work runs in a worker thread within a time budget, so no problem blocks the
 * server; past the budget the run fails with a 413 (never a guess), and a failed run is not counted.
 */
export function createMathEngine({ openai, budgetMs = openai ? MATH_MODEL_TIME_BUDGET_MS : MATH_TIME_BUDGET_MS }: MathEngineOptions = {}) {
  return createToolEngine(mathContract, async (input, context) => {
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
