import { describe, expect, it } from 'vitest';
import { rewriteDefinedOperation } from './rewrite-defined-operation';
import { isRefused, solveAsTyped } from './solve-as-typed.test-helpers';

describe('operations a problem defines (a ⋆ b = …)', () => {
  it('writes every use out with its operands, innermost first, and drops the defining sentence', () => {
    expect(rewriteDefinedOperation('The operation $\\star$ is defined as $a \\star b = 2a - \\frac{a}{b}$. What is the value of $6 \\star 2$?')?.source).toBe(
      'What is the value of $\\left(2(6) - \\frac{(6)}{(2)}\\right)$?',
    );
    expect(rewriteDefinedOperation('If $p\\#q = pq + p$, what is $3\\#(1\\#2)$?')?.source).toBe('what is $\\left((3)((\\left((1)(2) + (1)\\right))) + (3)\\right)$?');
    expect(rewriteDefinedOperation('What is $2 + 3$?')).toBeNull();
  });

  it('solves the rewritten problem and says which definition it used', async () => {
    const value = await solveAsTyped('Define the operation $\\heartsuit$ as $a\\,\\heartsuit\\,b = |2a - b|$. What is the value of $1\\,\\heartsuit\\,(3\\,\\heartsuit\\,2)$?');
    expect(value.status).toBe('solved');
    // 3 ♥ 2 = |6 − 2| = 4; 1 ♥ 4 = |2 − 4| = 2.
    expect(value.answer?.text).toBe('2');
    expect(value.message).toContain('I used the definition a \\heartsuit b = |2a - b|');
    expect((await solveAsTyped('Define $a * b$ as $3a + b^2$. If $a * 2 = 19$, what is the value of $a$?')).answer?.text).toBe('5');
    expect((await solveAsTyped('If $x@y=2xy-y$, what is the value of $(3@2)-(2@3)$?')).answer?.text).toBe('1');
  });

  it('refuses a use whose precedence the problem never stated', async () => {
    expect(rewriteDefinedOperation('If $a \\star b = a + b$, what is $2^3 \\star 4$?')).toBeNull();
    expect(await isRefused('If $a \\star b = a + b$, what is $2^3 \\star 4$?')).toBe(true);
  });
});
