import { describe, expect, it } from 'vitest';
import { findDeepNesting, MAX_JSON_DEPTH } from './find-deep-nesting';

const nest = (depth: number, inner = '') => '['.repeat(depth) + inner + ']'.repeat(depth);

describe('findDeepNesting', () => {
  it('passes JSON up to the cap and points at the first bracket past it', () => {
    expect(findDeepNesting(nest(MAX_JSON_DEPTH))).toBe(-1);
    expect(findDeepNesting(nest(MAX_JSON_DEPTH + 1))).toBe(MAX_JSON_DEPTH);
    // Two objects and three arrays: five levels.
    expect(findDeepNesting(`{"a": {"b": ${nest(3)}}}`, 5)).toBe(-1);
    expect(findDeepNesting(`{"a": {"b": ${nest(3)}}}`, 4)).toBe(14);
  });

  it('does not count brackets inside strings, including after escaped quotes and backslashes', () => {
    expect(findDeepNesting(JSON.stringify({ text: '[[[[[[[[{{{{{{' }), 1)).toBe(-1);
    expect(findDeepNesting(JSON.stringify({ text: 'say \\"[[[[[[ and \\\\', more: '"{{{{' }), 1)).toBe(-1);
    // The string ends at the unescaped quote after an even run of backslashes; the bracket after it counts.
    expect(findDeepNesting('{"a": "x\\\\", "b": [[1]]}', 2)).toBe(19);
  });

  it('walks a million levels without recursion, so the check itself cannot overflow the stack', () => {
    const hostile = nest(1_000_000);
    expect(() => JSON.parse(`{"x": ${hostile}}`) as unknown).not.toThrow();
    expect(findDeepNesting(hostile)).toBe(MAX_JSON_DEPTH);
  });
});
