import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { ToolEngine } from '../../platform/engine';
import { loadToolRegistrations } from '../../platform/load-tool-registrations';
import { composeEngines } from './compose-engines';
import { makeRealisticInput, warmUpEngines } from './warm-up-engines';
import { WARM_UP_TEXT } from './warm-up-text';

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
  it('runs every engine it is given once, and reports a failure without throwing', async () => {
    const calls: string[] = [];
    const log: string[] = [];
    const input = { text: 'warm' };
    await warmUpEngines(
      [
        { engine: fakeEngine('ai-detector', () => Promise.resolve({}), calls), input },
        { engine: fakeEngine('grammar-checker', () => Promise.reject(new Error('worker missing')), calls), input },
        { engine: fakeEngine('detect-language', () => Promise.resolve({}), calls), input },
      ],
      (message) => log.push(message),
    );
    expect(calls).toEqual(['ai-detector', 'grammar-checker', 'detect-language']);
    expect(log.join('\n')).toMatch(/warm-up of grammar-checker failed: worker missing/);
    expect(log.at(-1)).toMatch(/^\[engines\] ready in \d+\.\d s$/);
  });

  it('says ready only after its last step (the server\'s route rehearsal) has finished', async () => {
    const order: string[] = [];
    const engine = fakeEngine('ai-detector', () => Promise.resolve({}), order);
    await warmUpEngines([{ engine, input: { text: 'warm' } }], (message) => order.push(message.replace(/ in .*/, '')), async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      order.push('rehearsed');
    });
    expect(order).toEqual(['ai-detector', 'rehearsed', '[engines] ready']);
  });

  it('runs the more inputs, as given, after every engine has had its first and after saying ready', async () => {
    const calls: string[] = [];
    const seen: unknown[] = [];
    const log: string[] = [];
    const grammar: ToolEngine<unknown, unknown> = { ...fakeEngine('grammar-checker', () => Promise.resolve({}), calls), run: async (input) => (seen.push(input), calls.push('grammar-checker'), {}) };
    const french = { text: 'Les enfants joue dans le jardin.' };
    await warmUpEngines(
      [
        { engine: grammar, input: { text: 'warm' }, more: [french] },
        { engine: fakeEngine('detect-language', () => Promise.resolve({}), calls), input: { text: 'warm' } },
      ],
      (message) => log.push(message),
    );
    expect(calls).toEqual(['grammar-checker', 'detect-language', 'grammar-checker']);
    expect(seen.at(-1)).toEqual(french);
    expect(log.map((line) => line.replace(/ in .*/, ''))).toEqual(['[engines] ready', '[engines] 1 more warm-up inputs run']);
  });

  it('leaves the more inputs to their first user with WARM_RARE_PATHS=0', async () => {
    const calls: string[] = [];
    const grammar = fakeEngine('grammar-checker', () => Promise.resolve({}), calls);
    vi.stubEnv('WARM_RARE_PATHS', '0');
    try {
      await warmUpEngines([{ engine: grammar, input: { text: 'warm' }, more: [{ text: 'Les enfants joue.' }] }], () => {});
    } finally {
      vi.unstubAllEnvs();
    }
    expect(calls).toEqual(['grammar-checker']);
  });

  it("passes inputs each real engine's contract accepts", async () => {
    const { warmUps } = composeEngines(await loadToolRegistrations(), {});
    expect(warmUps.length).toBeGreaterThan(0);
    for (const { engine, input, more = [] } of warmUps) {
      for (const each of [input, ...more]) expect(engine.inputSchema.safeParse(each).success, engine.id).toBe(true);
    }
  });

  it("warms the grammar checker's French, German and Spanish checkers too", async () => {
    const { warmUps } = composeEngines(await loadToolRegistrations(), {});
    const grammar = warmUps.find((warmUp) => warmUp.engine.id === 'grammar-checker');
    const texts = (grammar?.more ?? []).map((input) => (input as { text: string }).text);
    expect(texts).toHaveLength(3);
    expect(texts.join(' ')).toMatch(/\bles\b/i);
    expect(texts.join(' ')).toMatch(/\bder\b/i);
    expect(texts.join(' ')).toMatch(/\blos\b/i);
  });

  it('warms the engines that read prose with a realistic text, not a one-liner', async () => {
    const { warmUps } = composeEngines(await loadToolRegistrations(), {});
    const realistic = new Map(warmUps.map((warmUp) => [warmUp.engine.id, makeRealisticInput(warmUp) as Record<string, unknown>]));
    expect(WARM_UP_TEXT.split(/\s+/).length).toBeGreaterThanOrEqual(450);
    for (const id of ['grammar-checker', 'ai-detector', 'detect-language'] as const) expect(realistic.get(id)?.text, id).toBe(WARM_UP_TEXT);
    expect(realistic.get('quiz-answer-assistance')?.material).toBe(WARM_UP_TEXT);
    // Inputs without prose are left as their registration wrote them.
    expect(realistic.get('math-problem-assistance')).toEqual({ problem: 'x^2-5x+6=0' });
  });
});
