import { afterAll, describe, expect, it } from 'vitest';
import { ToolInputError } from '../../../platform/engine';
import { createMathEngine } from './engine';
import { stopMathWorker } from './worker/solve-in-worker';

afterAll(() => stopMathWorker());

describe('math engine: hostile numbers end with an answer or a 4xx', () => {
  const engine = createMathEngine();
  const problems: Array<{ problem: string; task?: string }> = [
    { problem: '2^2^2^2^2^2' },
    { problem: '10^10^10' },
    { problem: '10^(10^10)', task: 'simplify' },
    { problem: '2^65536' },
    { problem: '9^9^9^9' },
  ];

  for (const { problem, task } of problems) {
    it(`${problem}${task ? ` (${task})` : ''} ends in an answer or a ToolInputError, never a raw error`, async () => {
      const outcome = await engine.run(engine.inputSchema.parse({ problem, ...(task ? { task } : {}) }), { responses: 'basic' }).then(
        (result) => ({ result }),
        (error: unknown) => ({ error }),
      );
      if ('result' in outcome) {
        expect(outcome.result.answer?.text ?? '').not.toMatch(/Infinity/);
        return;
      }
      expect(outcome.error).toBeInstanceOf(ToolInputError);
      const { status, message } = outcome.error as ToolInputError;
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      expect(message).toMatch(/too large to write out exactly/);
    }, 120_000);
  }
});
