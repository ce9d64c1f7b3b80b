import { parse } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { finishNumericAnswer } from './finish-value';
import type { MethodResult } from './problem';

function answerOf(text: string): MethodResult {
  const node = parse(text);
  return { method: 'test', steps: [], answer: { kind: 'expression', node } };
}

const finished = (text: string) => {
  const result = finishNumericAnswer(answerOf(text));
  return result.answer.kind === 'expression' ? result.answer.node.toString() : undefined;
};

describe('finishNumericAnswer', () => {
  it('works out floors, logarithms and powers of i to an exact value, as a last step', () => {
    expect(finished('floor(111/10) + 2*floor(111/20)')).toBe('21');
    expect(finished('log(625, 25)')).toBe('2');
    expect(finished('-2*i^2 + 18')).toBe('20');
    expect(finished('i^4/256')).toBe('1 / 256');
    expect(finished('sqrt(-4)')).toBe('2 * i');
    expect(finished('sqrt(-2)')).toBe('sqrt(-2)');
    expect(finishNumericAnswer(answerOf('log(625, 25)')).steps.at(-1)?.rule).toBe('Work out the value');
  });

  it('leaves exact irrational answers and answers with variables alone', () => {
    expect(finished('log(2)')).toBe('log(2)');
    expect(finished('floor(x)')).toBe('floor(x)');
    expect(finished('5 * sqrt(2)')).toBe('5 * sqrt(2)');
  });
});
