import { describe, expect, it } from 'vitest';
import { printNode } from '../../nodes/print-nodes';
import { simplifySquareRoot } from './simplify-square-root';
import { expectSoundSteps, expressionProblem } from './test-kit';

function simplify(text: string): string | null {
  const problem = expressionProblem('simplify', text);
  const result = simplifySquareRoot(problem);
  if (!result) return null;
  const sound = expectSoundSteps(problem, result);
  return sound.answer.kind === 'expression' ? printNode(sound.answer.node, 'mathjs-fixed') : null;
}

describe('simplifySquareRoot: the perfect squares out of the root, the rest under one root', () => {
  it.each([
    ['sqrt(50x^5)', '5 * x ^ 2 * sqrt(2 * x)'],
    ['sqrt(12x^3)', '2 * x * sqrt(3 * x)'],
    ['sqrt(18x^2 y^5)', '3 * abs(x) * y ^ 2 * sqrt(2 * y)'],
    ['sqrt(8x^2)', '2 * abs(x) * sqrt(2)'],
  ])('%s → %s, every step equal to the one before', (input, expected) => {
    expect(simplify(input)?.replace(/[()]/gu, '')).toBe(expected.replace(/[()]/gu, ''));
  });

  it('leaves a root with no perfect square, and two letters under odd powers, to the general simplifier', () => {
    expect(simplify('sqrt(5x)')).toBeNull();
    expect(simplify('sqrt(x^3 y)')).toBeNull();
  });
});
