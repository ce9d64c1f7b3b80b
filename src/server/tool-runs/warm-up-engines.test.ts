import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ToolEngine } from '../../tools/engine';
import { warmUpEngines } from './warm-up-engines';

function fakeEngine(id: string, run: () => Promise<unknown>, calls: string[]): ToolEngine<unknown, unknown> {
  return {
    id: id as ToolEngine['id'],
    inputSchema: z.object({ text: z.string().min(1) }),
    countInputWords: () => 0,
    run: async () => {
      calls.push(id);
      return run();
    },
  };
}

describe('warmUpEngines', () => {
  it('runs every engine that loads lazily once, and reports a failure without throwing', async () => {
    const calls: string[] = [];
    const log: string[] = [];
    const engines = (id: string) =>
      id === 'grammar-checker'
        ? fakeEngine(id, () => Promise.reject(new Error('worker missing')), calls)
        : fakeEngine(id, () => Promise.resolve({}), calls);
    await warmUpEngines(engines as never, (message) => log.push(message));
    expect(calls.sort()).toEqual(['ai-detector', 'detect-language', 'grammar-checker']);
    expect(log.join('\n')).toMatch(/warm-up of grammar-checker failed: worker missing/);
    expect(log.at(-1)).toMatch(/^\[engines\] ready in \d+\.\d s$/);
  });

  it('passes inputs each real engine accepts', async () => {
    const { findEngine } = await import('../../tools/registry');
    const log: string[] = [];
    const checking = ((id: Parameters<typeof findEngine>[0]) => {
      const engine = findEngine(id);
      return engine && { ...engine, run: async (input: unknown) => input };
    }) as never;
    await warmUpEngines(checking, (message) => log.push(message));
    expect(log.filter((message) => message.includes('failed'))).toEqual([]);
  });
});
