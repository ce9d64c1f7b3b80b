import { afterAll, describe, expect, it } from 'vitest';
import { stopMathWorker } from '../../tools/math-problem-assistance/index';
import { createEnginePorts } from './create-engine-ports';

afterAll(() => stopMathWorker());

const OFFLINE_LOOKUP = { crossrefUrl: '', openLibraryUrl: '', arxivUrl: '', pubmedUrl: '', allowPrivateFetch: false };

describe('createEnginePorts: the math solver it lends', () => {
  const ports = createEnginePorts({
    config: { openai: { baseUrl: undefined, apiKey: undefined, model: undefined }, searxngUrl: undefined, citationLookup: OFFLINE_LOOKUP },
    db: async () => Promise.reject(new Error('no database in this test')),
  });

  it("solves with the math tool's own engine (its worker thread, its checks)", async () => {
    const result = await ports.solveMath!('2x+3=7', 'basic');
    expect(result).toMatchObject({ status: 'solved', task: 'solve', answer: { solutions: [{ x: '2' }] } });
    expect(result.steps.every((step) => step.verified)).toBe(true);
  }, 60_000);

  it("refuses a problem it cannot read with the math engine's input error", async () => {
    await expect(ports.solveMath!('2x+*3=7', 'basic')).rejects.toMatchObject({ name: 'ToolInputError' });
  }, 60_000);
});
