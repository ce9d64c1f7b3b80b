import type { MathResult, ParsedMathInput } from '../contract';

// The one place the harness calls the tool. The pipeline is loaded at run time, so the harness runs
// (and says why every answer is missing) while solve-problem.ts or a module it imports is still
// being written; once it loads, every figure is the real pipeline's.

type SolveMathProblem = (input: ParsedMathInput, options: { responses: 'basic' | 'advanced' }) => Promise<MathResult>;

const PIPELINE_URL = new URL('../engine/solve-problem.ts', import.meta.url).href;

let loaded: Promise<SolveMathProblem | { error: string }> | undefined;

function loadPipeline(): Promise<SolveMathProblem | { error: string }> {
  loaded ??= import(PIPELINE_URL).then(
    (module: { solveMathProblem?: SolveMathProblem }) =>
      typeof module.solveMathProblem === 'function' ? module.solveMathProblem : { error: 'solve-problem.ts exports no solveMathProblem' },
    (error: unknown) => ({ error: `the pipeline did not load: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}` }),
  );
  return loaded;
}

/** Why the pipeline cannot run (null when it can). */
export async function pipelineProblem(): Promise<string | null> {
  const pipeline = await loadPipeline();
  return typeof pipeline === 'function' ? null : pipeline.error;
}

export class PipelineUnavailableError extends Error {}

/** `solveMathProblem(input, { responses: 'basic' })`, or PipelineUnavailableError while it cannot load. */
export async function solveWithPipeline(input: ParsedMathInput): Promise<MathResult> {
  const pipeline = await loadPipeline();
  if (typeof pipeline !== 'function') throw new PipelineUnavailableError(pipeline.error);
  return pipeline(input, { responses: 'basic' });
}

/**
 * The same call in the tool's solver thread under a time budget, as the server runs it: a problem that runs past the
 * budget is refused there (MathTimeoutError) instead of stalling the whole run, and the thread is started again.
 */
export async function solveWithinBudget(input: ParsedMathInput, budgetMs: number): Promise<MathResult> {
  const { solveInWorker } = await import('../engine/worker/solve-in-worker');
  return solveInWorker(input, { responses: 'basic' }, budgetMs);
}

export async function stopBudgetThread(): Promise<void> {
  const { stopMathWorker } = await import('../engine/worker/solve-in-worker');
  await stopMathWorker();
}
