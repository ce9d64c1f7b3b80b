import type { MathTask, MathTaskRequest } from '../api/solve-math';

/** The task picker's choices, in the contract's order (MATH_TASKS). */
export const TASK_OPTIONS = [
  { value: 'auto', label: 'Auto-detect', description: 'Work out what the problem asks' },
  { value: 'solve', label: 'Solve', description: 'Find the value of the variable' },
  { value: 'simplify', label: 'Simplify', description: 'Write it in its simplest form' },
  { value: 'factor', label: 'Factor', description: 'Write it as a product' },
  { value: 'expand', label: 'Expand', description: 'Multiply out the brackets' },
  { value: 'evaluate', label: 'Evaluate', description: 'Work out its value' },
  { value: 'derivative', label: 'Derivative', description: 'Differentiate' },
  { value: 'integral', label: 'Integral', description: 'Integrate' },
  { value: 'limit', label: 'Limit', description: 'Find the limit' },
] as const satisfies ReadonlyArray<{ value: MathTaskRequest; label: string; description: string }>;

/** What the engine did, as a heading word. */
export const SOLVED_TASK_LABELS: Record<MathTask, string> = {
  solve: 'Solve',
  simplify: 'Simplify',
  factor: 'Factor',
  expand: 'Expand',
  evaluate: 'Evaluate',
  derivative: 'Derivative',
  integral: 'Integral',
  limit: 'Limit',
  word_problem: 'Word problem',
};

/**
 * Tasks whose advanced response can carry a graph or other methods; arithmetic has neither, so a Free
 * user is not shown an upgrade prompt for something no plan would add.
 */
export const TASKS_WITH_EXTRAS: ReadonlySet<MathTask> = new Set(['solve', 'simplify', 'factor', 'expand', 'derivative', 'integral', 'limit', 'word_problem']);
