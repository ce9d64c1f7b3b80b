import { describe, expect, it } from 'vitest';
import { areEquivalent, haveSameSolutions } from './equivalence';
import { parseMath, parseMathState } from './math-text';

const same = (a: string, b: string) => areEquivalent(parseMath(a), parseMath(b));
const sameSolutions = (a: string, b: string, unknowns: string | string[] = 'x') => haveSameSolutions(parseMathState(a), parseMathState(b), unknowns);

describe('areEquivalent', () => {
  it.each([
    ['(x+1)^2', 'x^2+2x+1'],
    ['sin(x)^2 + cos(x)^2', '1'],
    ['(x^2-1)/(x-1)', 'x+1'],
    ['x/x', '1'],
    ['sqrt(x)*sqrt(y)', 'sqrt(x y)'],
    ['log(x^2)', '2 log(x)'],
    ['x^y x^z', 'x^(y+z)'],
    ['sqrt(-4)', '2i'],
    ['e^(i pi)', '-1'],
    ['0.1 + 0.2', '0.3'],
    ['asin(x)', 'atan(x/sqrt(1-x^2))'],
    ['sqrt(x - 10)', 'sqrt(x - 10) + 0'],
    ['3/4 + 5/6', '19/12'],
    ['((2x^3 y^2)/(-x^2 y^5))^(-2)', '(-2x * y^-3)^-2'],
  ])('%s ≡ %s', (a, b) => {
    expect(same(a, b)).toBe(true);
  });

  it.each([
    ['2x + 3', '2x + 4'],
    ['sqrt(x^2)', 'x'],
    ['abs(x)', 'x'],
    ['2/3', '0.6667'],
    ['(x+1)^2', 'x^2 + 1'],
    ['sin(2x)', '2 sin(x)'],
    ['1/(x+1)', '1/x + 1'],
  ])('%s is not %s', (a, b) => {
    expect(same(a, b)).toBe(false);
  });
});

describe('haveSameSolutions', () => {
  it.each([
    ['2x + 3 = 7', '2x = 4'],
    ['2x + 3 = 7', 'x = 2'],
    ['x^2 - 5x + 6 = 0', '(x - 2)(x - 3) = 0'],
    ['(x - 2)(x - 3) = 0', 'x = 2 or x = 3'],
    ['(x - 2)(x - 3) = 0', 'x - 2 = 0 or x - 3 = 0'],
    ['x^2 = -4', 'x = 2i or x = -2i'],
    ['x^3 = 8', 'x = 2'],
    ['x + 1 = (x - 1)^2', 'x = 0 or x = 3'],
    ['sqrt(x + 1) = x - 1', 'x = 3'],
    ['(x + 2)^2 - x^2 = 4(x + 1)', '4 = 4'],
    ['x^3/x + (3x - x) + 1 = 0', 'x = -1'],
    ['e^x = 5', 'x = ln(5)'],
    ['2^(x - 3) = 4^(x + 1)', 'x = -5'],
    ['|x - 1| = 3', 'x = 4 or x = -2'],
    ['2/x = 1', 'x = 2'],
  ])('one unknown: %s ~ %s', (a, b) => {
    expect(sameSolutions(a, b)).toBe(true);
  });

  it.each([
    ['2x + 3 = 7', '2x = 10'],
    ['(x - 2)(x - 3) = 0', 'x = 2'],
    ['x^2 = -4', 'x = 2i'],
    ['sqrt(x + 1) = x - 1', 'x + 1 = (x - 1)^2'],
    ['(x^2 - 1)/(x - 1) = 2', 'x + 1 = 2'],
    ['sin(x) = 0.5', 'x = pi/6'],
    ['x^2 = 4', 'x = 2'],
  ])('one unknown, not the same: %s ~ %s', (a, b) => {
    expect(sameSolutions(a, b)).toBe(false);
  });

  it('treats other letters as parameters', () => {
    expect(sameSolutions('2y - x - 2 = x', 'y = x + 1', 'y')).toBe(true);
    expect(sameSolutions('2y - x - 2 = x', 'y = x + 2', 'y')).toBe(false);
    expect(sameSolutions('a x + b = 0', 'x = -b/a')).toBe(true);
  });

  it('compares inequalities by truth value, boundaries included', () => {
    expect(sameSolutions('x + 2 > 3', 'x > 1')).toBe(true);
    expect(sameSolutions('2 - x < 3', 'x > -1')).toBe(true);
    expect(sameSolutions('2 - x < 3', 'x < -1')).toBe(false);
    expect(sameSolutions('2x < 6', 'x < 3')).toBe(true);
    expect(sameSolutions('2x < 6', 'x <= 3')).toBe(false);
    expect(sameSolutions('x^2 < 4', '-2 < x < 2')).toBe(true);
    expect(sameSolutions('x^2 < 4', 'x < 2')).toBe(false);
    expect(sameSolutions('1/x > 0', 'x > 0')).toBe(true);
  });

  it('compares systems', () => {
    expect(sameSolutions('x + y = 3, x - y = 1', 'x = 2, y = 1', ['x', 'y'])).toBe(true);
    expect(sameSolutions('x + y = 3, x - y = 1', '2x = 4, x - y = 1', ['x', 'y'])).toBe(true);
    expect(sameSolutions('x + y = 3, x - y = 1', 'x = 2, y = 2', ['x', 'y'])).toBe(false);
    expect(sameSolutions('x + y = 3, x - y = 1', 'x + y = 3', ['x', 'y'])).toBe(false);
    expect(sameSolutions('x + y = 13, x y = 24', 'y = 13 - x, x (13 - x) = 24', ['x', 'y'])).toBe(true);
    expect(sameSolutions('x + y = 13, x y = 24', 'y = 13 - x, x (13 + x) = 24', ['x', 'y'])).toBe(false);
    expect(sameSolutions('x + y = 1, 2x + 2y = 2', 'x + y = 1', ['x', 'y'])).toBe(true);
  });

  it('is false for expressions', () => {
    expect(haveSameSolutions(parseMathState('x + 1'), parseMathState('x + 1'), 'x')).toBe(false);
  });
});
