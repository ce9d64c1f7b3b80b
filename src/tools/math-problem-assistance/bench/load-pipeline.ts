import type { MathResult, ParsedMathInput } from '../contract';

// The bench calls the tool through this one function. The pipeline is loaded at run time, so the bench
// runs (and says why it measured nothing) while solve-problem.ts or a module it imports is unfinished.

export type SolveMathProblem = (input: ParsedMathInput, options: { responses: 'basic' | 'advanced' }) => Promise<MathResult>;

const PIPELINE_URL = new URL('../engine/solve-problem.ts', import.meta.url).href;

export async function loadPipeline(): Promise<SolveMathProblem | { error: string }> {
  try {
    const module = (await import(PIPELINE_URL)) as { solveMathProblem?: SolveMathProblem };
    return typeof module.solveMathProblem === 'function' ? module.solveMathProblem : { error: 'solve-problem.ts exports no solveMathProblem' };
  } catch (error) {
    return { error: `the pipeline did not load: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}` };
  }
}
