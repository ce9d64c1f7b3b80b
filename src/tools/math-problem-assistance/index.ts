// What other tools and the host may use of the math tool: its engine (the quiz solves its
// calculations with it), the worker it runs in, and its time budgets. Anything else is its own.
export { createMathEngine, MATH_MODEL_TIME_BUDGET_MS, MATH_TIME_BUDGET_MS, type MathEngineOptions } from './engine/engine';
export { stopMathWorker } from './engine/worker/solve-in-worker';
export * from './contract';
