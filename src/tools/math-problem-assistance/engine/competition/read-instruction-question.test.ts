import { describe, expect, it } from 'vitest';
import { readInstructionQuestion } from './read-instruction-question';
import { solveAsTyped } from './solve-as-typed.test-helpers';

describe('one instruction and one piece of math, in a competition’s words', () => {
  it('reads expand, factor and simplify, leaving out how the answer should be written', () => {
    expect(readInstructionQuestion('Expand the product ${2(x+1)(x-4)}$.')?.task).toBe('expand');
    expect(readInstructionQuestion('Factor $t^2-49$.')?.task).toBe('factor');
    expect(readInstructionQuestion('Simplify the following expression in $y$: $3y+2-(y-5)$. Express your answer in the form $ay+b$.')?.task).toBe('simplify');
    expect(readInstructionQuestion('Expand $x = 2$.')).toBeNull();
    expect(readInstructionQuestion('What is $3+4$?')).toBeNull();
  });

  it('expands through the ordinary methods, every step verified', async () => {
    const result = await solveAsTyped('Expand the product $(3x-1)(2x^2+5)$.');
    expect(result.answer?.text).toBe('6*x^3 - 2*x^2 + 15*x - 5');
    expect(result.steps.every((step) => step.verified)).toBe(true);
  });

  it('solves for a letter however the instruction is placed', async () => {
    expect((await solveAsTyped('Solve for $k$: $$\\frac{k+1}{k-3} = \\frac{k-2}{k+4}.$$Express your answer as a fraction.')).answer?.text).toBe('1/5');
    expect((await solveAsTyped('$100+2(10)(3)+9=x$. Solve for $x$.')).answer?.text).toBe('169');
    expect((await solveAsTyped('What value of $x$ makes the equation below true: $$3x - 1 = |{-4 - 10}|$$')).answer?.text).toBe('5');
    expect((await solveAsTyped('If $2p+q=7$ and $p-q=2$, what is $q$ equal to?')).answer?.text).toBe('1');
  });
});
