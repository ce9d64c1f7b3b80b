import { describe, expect, it } from 'vitest';
import { computeFrame, formatNumber, niceTicks, splitCurve, valueAt, type Point } from './plot-frame';

const sample = (f: (x: number) => number, from: number, to: number, count = 41): Point[] =>
  Array.from({ length: count }, (_, index) => {
    const x = from + ((to - from) * index) / (count - 1);
    return [x, f(x)] as const;
  });

describe('computeFrame', () => {
  it('fits a parabola and keeps its roots on the x-axis in view', () => {
    const frame = computeFrame([sample((x) => x * x - 5 * x + 6, 0, 5)], [2, 3])!;
    expect(frame.xMin).toBe(0);
    expect(frame.xMax).toBe(5);
    expect(frame.yMin).toBeLessThan(-0.25);
    expect(frame.yMax).toBeGreaterThan(6);
  });

  it('cuts off the spikes of an asymptote instead of flattening the curve', () => {
    const points = sample((x) => 1 / x, -5, 5, 40);
    const frame = computeFrame([points], [])!;
    expect(frame.yMax).toBeLessThan(20);
    expect(frame.yMin).toBeGreaterThan(-20);
  });

  it('gives a flat line some height and has no frame without points', () => {
    expect(computeFrame([[[0, 2], [1, 2]]], [])).toEqual({ xMin: 0, xMax: 1, yMin: 0 - 0.16, yMax: 2 + 0.16 });
    expect(computeFrame([[]], [])).toBeNull();
  });
});

describe('niceTicks', () => {
  it('steps by 1, 2 or 5 times a power of ten', () => {
    expect(niceTicks(0, 5)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(niceTicks(-0.3, 0.3)).toEqual([-0.3, -0.2, -0.1, 0, 0.1, 0.2, 0.3]);
    expect(niceTicks(-12, 37)).toEqual([-10, 0, 10, 20, 30]);
    expect(niceTicks(1, 1)).toEqual([]);
  });
});

describe('formatNumber', () => {
  it('rounds to three decimals and uses a true minus sign', () => {
    expect(formatNumber(2)).toBe('2');
    expect(formatNumber(-1.41421356)).toBe('−1.414');
    expect(formatNumber(1234567)).toBe('1.2e+6');
  });
});

describe('splitCurve', () => {
  const frame = { xMin: -5, xMax: 5, yMin: -10, yMax: 10 };

  it('breaks 1/x at its asymptote', () => {
    const points = sample((x) => 1 / x, -5, 5, 40);
    const pieces = splitCurve(points, computeFrame([points], [])!);
    expect(pieces).toHaveLength(2);
    expect(pieces[0]!.every(([x]) => x < 0)).toBe(true);
    expect(pieces[1]!.every(([x]) => x > 0)).toBe(true);
  });

  it('breaks where the engine left out undefined points, and keeps a smooth curve whole', () => {
    const withGap = sample((x) => x, -5, 5, 41).filter(([x]) => Math.abs(x) > 1);
    expect(splitCurve(withGap, frame)).toHaveLength(2);
    expect(splitCurve(sample((x) => x, -5, 5), frame)).toHaveLength(1);
  });
});

describe('valueAt', () => {
  it('reads a curve between its points, and not outside it or across a gap', () => {
    const line = sample((x) => 2 * x + 3, -5, 5, 11);
    expect(valueAt(line, 2)).toBe(7);
    expect(valueAt(line, 2.5)).toBeCloseTo(8);
    expect(valueAt(line, 6)).toBeNull();
    expect(valueAt(line.filter(([x]) => Math.abs(x) > 2), 0)).toBeNull();
  });
});
