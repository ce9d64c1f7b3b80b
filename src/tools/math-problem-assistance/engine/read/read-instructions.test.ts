import { describe, expect, it } from 'vitest';
import { readInstructions } from './read-instructions';

describe('readInstructions: what students type around the math', () => {
  it.each([
    ['7/8 - 1/3 = ?', '7/8 - 1/3'],
    ['2^-3 * 4 =', '2^-3 * 4'],
    ['(1/2)^-1 + 3^0 = ___', '(1/2)^-1 + 3^0'],
  ])('takes a blank after "=" as asking for the value: %s', (source, math) => {
    expect(readInstructions(source).math).toBe(math);
  });

  it.each([
    ['x^2 - 9 < 0, give answer in interval notation', 'x^2 - 9 < 0'],
    ['2x + 1 > 5 in interval notation', '2x + 1 > 5'],
    ['x^2 - 9 < 0; write the answer as an interval', 'x^2 - 9 < 0'],
  ])('drops a format instruction typed after a comma or with no article: %s', (source, math) => {
    expect(readInstructions(source).math).toBe(math);
  });

  it('reads "2/3 of 45" as the fraction times the number, but leaves a mixed number before "of" alone', () => {
    expect(readInstructions('what is 2/3 of 45').math).toBe('(2/3)* 45');
    expect(readInstructions('1 1/2 of 8').math).toBe('1 1/2 of 8');
  });

  it('takes "…, x = ?" after an equation as the unknown asked for', () => {
    expect(readInstructions('3x - 4 = 11, x = ?')).toMatchObject({ math: '3x - 4 = 11', variable: 'x', task: 'solve' });
  });

  it.each([
    ['2x^2 + 3x - 2 = 0 quadratic formula pls', 'quadratic formula'],
    ['solve x^2 + 6x + 2 = 0 by completing the square', 'completing the square'],
    ['solve 2x + y = 5, x - y = 1 using elimination', 'elimination'],
  ])('takes the method named out of the math and keeps it: %s', (source, method) => {
    const read = readInstructions(source);
    expect(read.method).toBe(method);
    expect(read.leftoverWords).toBeUndefined();
    expect(read.math).not.toMatch(/[a-z]{4,}/u);
  });

  it('drops a way of working that chooses no method: factor by grouping', () => {
    expect(readInstructions('factor by grouping 2x^3 - 3x^2 + 4x - 6')).toMatchObject({ math: '2x^3 - 3x^2 + 4x - 6', task: 'factor' });
  });

  it.each([
    ["y = x^3 sin x, y' = ?", undefined],
    ["find y'' if y = x^5 - 2x", 2],
    ["y = ln(x^2 + 1), find y'", undefined],
  ])("reads the prime of the letter the problem defines as its derivative: %s", (source, order) => {
    const read = readInstructions(source);
    expect(read.task).toBe('derivative');
    expect(read.order).toBe(order);
    expect(read.math).not.toMatch(/'/u);
  });

  it.each([
    ['d²y/dx² if y = x^5', 'x'],
    ['y = x^5, find d^2y/dx^2', 'x'],
  ])('reads d²y/dx² with the function named as a second derivative (session 44): %s', (source, variable) => {
    const read = readInstructions(source);
    expect(read).toMatchObject({ task: 'derivative', order: 2, variable });
    expect(read.math).not.toMatch(/d\^2|d²/u);
  });

  it('keeps dy/dx if y = … a first derivative', () => {
    expect(readInstructions('dy/dx if y = x^5').order).toBeUndefined();
  });

  it("leaves a prime alone when no letter is defined by it", () => {
    expect(readInstructions("f' = 3").task).not.toBe('derivative');
  });

  it('marks an interval written with degree signs', () => {
    expect(readInstructions('2cos θ = 1, 0° ≤ θ < 360°')).toMatchObject({ degrees: true, domain: { lower: '0', upper: '360' } });
    expect(readInstructions('2cos θ = 1, 0 ≤ θ < 2π').degrees).toBeUndefined();
  });

  it.each([
    ['reduce 84/126 to lowest terms', '84/126'],
    ['write 45/60 in simplest form', '45/60'],
    ['36/48 in lowest terms', '36/48'],
  ])('reads "to lowest terms" and "in simplest form" as asking to simplify: %s', (source, math) => {
    expect(readInstructions(source)).toMatchObject({ math, task: 'simplify' });
    expect(readInstructions(source).leftoverWords).toBeUndefined();
  });

  it('reads "exact value of" as asking for a value', () => {
    expect(readInstructions('exact value of sin(5π/12)')).toMatchObject({ math: 'sin(5π/12)', task: 'evaluate' });
    expect(readInstructions('find the exact value of tan(π/12)')).toMatchObject({ math: 'tan(π/12)', task: 'evaluate' });
  });

  it('drops "the system" left after a trailing "solve the system"', () => {
    const read = readInstructions('2x + y = 7; x - y = 2 solve the system');
    expect(read).toMatchObject({ math: '2x + y = 7; x - y = 2', task: 'solve' });
    expect(read.leftoverWords).toBeUndefined();
  });
});

describe('readInstructions: a condition typed after an expression', () => {
  it.each([
    ['simplify \\sqrt{50x^5} (x ≥ 0)', 'x ≥ 0'],
    ['simplify (x^2-4)/(x-2), x ≠ 2', 'x ≠ 2'],
    ['simplify sqrt(x^3) for x > 0', 'x > 0'],
    ['simplify sqrt(x^2 y^4) (x, y >= 0)', 'x, y ≥ 0'],
  ])('takes it as an assumption, not math: %s', (source, assumption) => {
    const read = readInstructions(source);
    expect(read.assumption).toBe(assumption);
    expect(read.math).not.toMatch(/[<>≥≤≠]/u);
    expect(read.leftoverWords).toBeUndefined();
  });

  it('leaves a second inequality of a compound inequality or system alone', () => {
    expect(readInstructions('x > -2, x < 5').assumption).toBeUndefined();
    expect(readInstructions('x + y = 3, x > 1').assumption).toBeUndefined();
  });
});
