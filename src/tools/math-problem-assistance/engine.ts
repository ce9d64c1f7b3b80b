import { createToolEngine } from '../engine';
import type { OpenAiCompatibleServer } from '../engine-ports';
import { mathContract, type MathResult } from './contract';
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
 * server; past the budget the answer is `unsupported`, never a guess.
 */
export function createMathEngine({ openai, budgetMs = openai ? MATH_MODEL_TIME_BUDGET_MS : MATH_TIME_BUDGET_MS }: MathEngineOptions = {}) {
  return createToolEngine(mathContract, async (input, context) => {
    try {
      return await solveInWorker(input, { responses: context.responses, ...(openai ? { openai } : {}) }, budgetMs, context.signal);
    } catch (error) {
      if (error instanceof MathTimeoutError) return tooLong(input.task === 'auto' ? 'simplify' : input.task, error.budgetMs);
      throw error;
    }
  });
}

function tooLong(task: Exclude<MathResult['task'], 'word_problem'> | 'auto', budgetMs: number): MathResult {
  return {
    status: 'unsupported',
    task: task === 'auto' ? 'simplify' : task,
    steps: [],
    hints: [],
    engine: 'embedded',
    message: `This problem took longer than ${budgetMs / 1000} seconds to work out, so no answer is given. Try splitting it into smaller parts, or check that it is typed as you meant.`,
  };
}
