import { describe, expect, it } from 'vitest';
import { pickOptionByValue } from './pick-option';
import { evaluateMathAnswer, readWrittenNumbers } from './read-numbers';

describe('pickOptionByValue', () => {
  it('finds the option equal to the answer whatever its units or money sign', () => {
    expect(pickOptionByValue([12], ['10', '12 N', '15', '120'])).toBe(1);
    expect(pickOptionByValue([1250.5], ['$1,205.50', '$1,250.50', '$125.05'])).toBe(1);
    expect(pickOptionByValue([40], ['20 km/h', '40 km/h', '90 km/h'])).toBe(1);
    expect(pickOptionByValue([10], ['5 m/s^2', '10 m/s^2', '2 m/s^2'])).toBe(1);
  });

  it('takes rounded, fractional, scientific and exact options at their written precision', () => {
    expect(pickOptionByValue([Math.PI], ['3', '3.1', '3.14', '6.28'])).toBe(2);
    expect(pickOptionByValue([0.875], ['3/4', '7/8', '5/8'])).toBe(1);
    expect(pickOptionByValue([0.0012], ['1.2 × 10^-3', '1.2 × 10^3', '12'])).toBe(0);
    expect(pickOptionByValue([Math.SQRT2], ['2', 'sqrt(2)', '√3'])).toBe(1);
    expect(pickOptionByValue([-3.5], ['3.5', '−3.5', '-35'])).toBe(1);
  });

  it('needs every solution named when there are several', () => {
    expect(pickOptionByValue([2, 3], ['x = 2', 'x = 2 or x = 3', 'x = -2 or x = -3'])).toBe(1);
  });

  it('picks nothing rather than the nearest', () => {
    expect(pickOptionByValue([12.5], ['12', '13', 'twelve and a half'])).toBeNull();
    expect(pickOptionByValue([12], ['oxygen', 'carbon'])).toBeNull();
  });
});

describe('readWrittenNumbers and evaluateMathAnswer', () => {
  it('reads the numbers of an option and the value of a math answer', () => {
    expect(readWrittenNumbers('1.2e3 J').map((number) => number.value)).toEqual([1200]);
    expect(evaluateMathAnswer('7/8')).toBe(0.875);
    expect(evaluateMathAnswer('2*x + 1')).toBeNull();
  });
});

describe('whole-number options', () => {
  it('stand for a rounded value only when exactly one of them does', () => {
    expect(pickOptionByValue([33.333], ['30', '33', '40'])).toBe(1);
    expect(pickOptionByValue([33.333], ['33', '33.3', '40'])).toBe(1);
    expect(pickOptionByValue([3], ['3', '3.1', '3.14'])).toBe(0);
  });
});
