import { describe, expect, it } from 'vitest';
import { isRefused, solveAsTyped } from './solve-as-typed.test-helpers';

describe('functions defined on a line of x', () => {
  it('reads h(ax + b) = … as a definition of h, not a later h(x) = x', async () => {
    // h(2x + 1) = 4x − 3: h(t) = 2(t − 1) − 3 = 2t − 5, and h(x) = x at x = 5 (a misread took h(x) = x as h's definition).
    // f(3x) = 6x − 1: f(9) is x = 3, 17.
    expect((await solveAsTyped('Let $h(2x+1) = 4x - 3$.  For what value of $x$ is $h(x) = x$?')).answer?.text).toBe('5');
    expect((await solveAsTyped('If $f(3x)=6x-1$, what is $f(9)$?')).answer?.text).toBe('17');
    expect((await solveAsTyped('Let $g(x+2) = x^2$. What is $g(5)$?')).answer?.text).toBe('9');
  });

  it('keeps |x − 5| = 12 and x(x + 1) = 12 equations, not definitions', async () => {
    expect((await solveAsTyped('Find the largest value of $x$ that satisfies the equation $|x-5|=12$.')).answer?.text).toBe('17');
    expect((await solveAsTyped('If $x(x+1) = 12$ and $x>0$, what is $x$?')).answer?.text).toBe('3');
  });

  it('refuses a definition on a non-linear argument', async () => {
    expect(await isRefused('Let $f(x^2) = x + 1$. What is $f(4)$?')).toBe(true);
  });
});
