import { afterAll, describe, expect, it } from 'vitest';
import { mathContract } from '../contract';
import { createMathEngine } from './engine';
import { stopMathWorker } from './worker/solve-in-worker';

afterAll(() => stopMathWorker());

describe('math engine (in its worker thread)', () => {
  const engine = createMathEngine();

  it('solves a quadratic with verified steps, hints and the check of a right answer, in the contract shape', async () => {
    const input = engine.inputSchema.parse({ problem: 'x^2-5x+6=0', answer: 'x = 3 or x = 2' });
    const result = await engine.run(input, { responses: 'advanced' });
    expect(mathContract.result.parse(result)).toEqual(result);
    expect(result).toMatchObject({ status: 'solved', task: 'solve', answer: { solutions: [{ x: '2' }, { x: '3' }] }, check: { correct: true } });
    expect(result.steps.length).toBeGreaterThan(1);
    expect(result.steps.every((step) => step.verified)).toBe(true);
    expect(result.hints[0]).not.toMatch(/x = 2|x = 3/);
    expect(result.graph?.roots).toEqual([2, 3]);
  }, 60_000);

  it('keeps the graph and other methods for advanced responses', async () => {
    const result = await engine.run(engine.inputSchema.parse({ problem: 'x^2-5x+6=0' }), { responses: 'basic' });
    expect(result.graph).toBeUndefined();
    expect(result.alternatives).toBeUndefined();
  }, 60_000);

  it('fails with a 413 input error, never a guess, when the work runs past its time budget (so the run is not counted)', async () => {
    const hurried = createMathEngine({ budgetMs: 1 });
    await expect(hurried.run(hurried.inputSchema.parse({ problem: '∫ x e^x dx' }), { responses: 'basic' })).rejects.toMatchObject({
      name: 'ToolInputError',
      status: 413,
      code: 'input_too_complex',
      message: expect.stringMatching(/took longer than .* not counted/),
    });
  }, 60_000);

  it('refuses a problem it cannot read with an input error that points at the place', async () => {
    await expect(engine.run(engine.inputSchema.parse({ problem: '2x+*3=7' }), { responses: 'basic' })).rejects.toMatchObject({
      name: 'ToolInputError',
    });
  }, 60_000);
});
