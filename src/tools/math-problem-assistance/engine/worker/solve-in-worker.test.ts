import { afterAll, describe, expect, it } from 'vitest';
import { mathContract } from '../../contract';
import { hasLoadedSpare, MathTimeoutError, solveInWorker, stopMathWorker } from './solve-in-worker';

afterAll(() => stopMathWorker());

const parse = (problem: string) => mathContract.input.parse({ problem });

describe('solveInWorker', () => {
  it('gives a problem that waited behind a runaway one a fresh thread and its whole budget, instead of failing it too', async () => {
    await stopMathWorker();
    // Both are sent to a thread that is still loading: the first one's budget (1 ms) runs out as
    // soon as the thread takes it up, the thread is terminated, and the second must still be solved.
    const runaway = solveInWorker(parse('∫ x e^x dx'), { responses: 'basic' }, 1);
    const patient = solveInWorker(parse('2x+3=7'), { responses: 'basic' }, 30_000);
    await expect(runaway).rejects.toBeInstanceOf(MathTimeoutError);
    await expect(patient).resolves.toMatchObject({ status: 'solved', answer: { text: 'x = 2' } });
  }, 90_000);

  it('does not count the thread loading against a problem\'s budget', async () => {
    await stopMathWorker();
    // Loading the thread takes seconds (more on a busy machine); solving a linear equation, milliseconds.
    const result = await solveInWorker(parse('2x+3=7'), { responses: 'basic' }, 1_500);
    expect(result).toMatchObject({ status: 'solved', answer: { text: 'x = 2' } });
  }, 90_000);

  it('answers the next problem after a runaway one at once, on a spare thread loaded beforehand', async () => {
    await stopMathWorker();
    await solveInWorker(parse('1+1'), { responses: 'basic' }, 30_000);
    for (let waited = 0; !hasLoadedSpare() && waited < 60_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(hasLoadedSpare()).toBe(true);
    await expect(solveInWorker(parse('∫ x e^x dx'), { responses: 'basic' }, 1)).rejects.toBeInstanceOf(MathTimeoutError);
    const started = Date.now();
    // Loading a fresh thread took 4–9 s here; a problem on a loaded one takes milliseconds.
    await expect(solveInWorker(parse('2x+3=7'), { responses: 'basic' }, 30_000)).resolves.toMatchObject({ answer: { text: 'x = 2' } });
    expect(Date.now() - started).toBeLessThan(2_000);
  }, 120_000);
});
