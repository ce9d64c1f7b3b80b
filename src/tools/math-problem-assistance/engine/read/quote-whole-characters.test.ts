import { afterAll, describe, expect, it } from 'vitest';
import { createMathEngine } from '../engine';
import { stopMathWorker } from '../worker/solve-in-worker';
import { quoteSource, unreadableAt } from './tokenize-math';

/** Half of a surrogate pair: PostgreSQL refuses it in jsonb, so a result holding one answered 500 (issue 31). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/u;
/** The same in JSON text: JSON.stringify writes a lone surrogate as an escape (a pair stays as it is). */
const ESCAPED_LONE_SURROGATE = /\\u[dD][89a-fA-F][0-9a-fA-F]{2}/u;

afterAll(() => stopMathWorker());

describe('messages that quote the math someone typed', () => {
  it('“I could not read … at …” names the whole character it stopped at', () => {
    const message = unreadableAt('𳂂x = 2', 0, 1).message;
    expect(message).toBe('I could not read “𳂂x = 2” at “𳂂”.');
  });

  it('long sources are shortened on whole characters, at either end', () => {
    const source = `x = ${'🝱'.repeat(60)}`;
    expect(quoteSource(source)).not.toMatch(LONE_SURROGATE);
    expect(quoteSource(source, true)).not.toMatch(LONE_SURROGATE);
    expect(unreadableAt(source, 40, 41).message).not.toMatch(LONE_SURROGATE);
    expect(unreadableAt(`2x + ${'𝂮'.repeat(30)}`, 6, 7).message).not.toMatch(LONE_SURROGATE);
  });

  it('the engine’s check of an answer it cannot read holds no half characters (the fuzz run’s input)', async () => {
    const engine = createMathEngine();
    const result = await engine.run(engine.inputSchema.parse({ problem: '2x+3=7', variable: 'x', answer: '𳂂x = 2' }), { responses: 'basic' });
    expect(result.check?.message).toContain('at “𳂂”');
    expect(JSON.stringify(result)).not.toMatch(ESCAPED_LONE_SURROGATE);
  }, 60_000);
});
