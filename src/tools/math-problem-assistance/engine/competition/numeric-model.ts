import type { MathNode } from 'mathjs';
import { numericValue } from './numeric-value';
import { parseMath } from '../math-text';

/** A node's real value with its letters given; null when it is not a finite real number there. */
export function valueAt(node: MathNode, scope: Record<string, number>): number | null {
  let value: unknown;
  try {
    value = node.compile().evaluate({ ...scope });
  } catch {
    return null;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return numericValue(parseMath(String(value)));
}

/**
 * The fraction with a small denominator a float stands for (2.6 → 13/5, 0.333… → 1/3), as text the math
 * reader takes; null when none within the tolerance. The caller checks the value it leads to against the
 * problem, so a fraction that only looks right is caught there.
 */
export function fractionText(value: number, maxDenominator = 10_000): string | null {
  if (!Number.isFinite(value)) return null;
  for (let denominator = 1; denominator <= maxDenominator; denominator += 1) {
    const numerator = Math.round(value * denominator);
    if (Math.abs(numerator / denominator - value) <= 1e-9 * Math.max(1, Math.abs(value))) {
      return denominator === 1 ? String(numerator) : `(${numerator}/${denominator})`;
    }
  }
  return null;
}

/** A quadratic (or linear) polynomial in a few letters, as f(p) = c + g·p + ½ pᵀHp. */
export interface QuadraticModel {
  names: string[];
  constant: number;
  gradient: number[];
  hessian: number[][];
}

const STEP = 1;

/**
 * The quadratic through the node's values near 0 (central differences are exact for a quadratic), then
 * checked at scattered points: null when the node is not a polynomial of degree ≤ 2 in these letters.
 */
export function quadraticModel(node: MathNode, names: string[]): QuadraticModel | null {
  const at = (point: number[]) => valueAt(node, Object.fromEntries(names.map((name, i) => [name, point[i] as number])));
  const zero = names.map(() => 0);
  const shifted = (changes: Array<[number, number]>) => {
    const point = [...zero];
    for (const [i, by] of changes) point[i] = (point[i] as number) + by;
    return at(point);
  };
  const constant = at(zero);
  if (constant === null) return null;
  const gradient: number[] = [];
  const hessian: number[][] = names.map(() => names.map(() => 0));
  for (let i = 0; i < names.length; i += 1) {
    const plus = shifted([[i, STEP]]);
    const minus = shifted([[i, -STEP]]);
    if (plus === null || minus === null) return null;
    gradient.push((plus - minus) / (2 * STEP));
    (hessian[i] as number[])[i] = (plus + minus - 2 * constant) / (STEP * STEP);
    for (let j = 0; j < i; j += 1) {
      const both = shifted([[i, STEP], [j, STEP]]);
      const onlyI = plus;
      const onlyJ = shifted([[j, STEP]]);
      if (both === null || onlyJ === null) return null;
      const mixed = (both - onlyI - onlyJ + constant) / (STEP * STEP);
      (hessian[i] as number[])[j] = mixed;
      (hessian[j] as number[])[i] = mixed;
    }
  }
  const model: QuadraticModel = { names, constant, gradient, hessian };
  for (const point of [[0.37, -1.21, 2.3], [-2.9, 0.77, -0.41], [5.3, 3.1, -4.7], [-7.7, -6.3, 1.9], [11.1, -9.4, 8.2]]) {
    const p = names.map((_, i) => point[i % point.length] as number);
    const actual = at(p);
    const predicted = modelValue(model, p);
    if (actual === null || Math.abs(actual - predicted) > 1e-7 * Math.max(1, Math.abs(actual))) return null;
  }
  return model;
}

export function modelValue(model: QuadraticModel, point: number[]): number {
  let value = model.constant;
  for (let i = 0; i < point.length; i += 1) {
    value += (model.gradient[i] as number) * (point[i] as number);
    for (let j = 0; j < point.length; j += 1) value += 0.5 * ((model.hessian[i] as number[])[j] as number) * (point[i] as number) * (point[j] as number);
  }
  return value;
}

/** Where the quadratic is flat (H p = −g), for one or two letters; null when H is singular. */
export function criticalPoint(model: QuadraticModel): number[] | null {
  const { gradient: g, hessian: h } = model;
  if (g.length === 1) {
    const a = (h[0] as number[])[0] as number;
    return Math.abs(a) < 1e-12 ? null : [-(g[0] as number) / a];
  }
  if (g.length === 2) {
    const [[a, b], [c, d]] = h as [[number, number], [number, number]];
    const det = a * d - b * c;
    if (Math.abs(det) < 1e-12) return null;
    const [g0, g1] = g as [number, number];
    return [(-g0 * d + g1 * b) / det, (-g1 * a + g0 * c) / det];
  }
  return null;
}

/** +1 when the quadratic opens up in every direction (a minimum), −1 down (a maximum), 0 otherwise. */
export function opening(model: QuadraticModel): number {
  const h = model.hessian;
  if (h.length === 1) return Math.sign((h[0] as number[])[0] as number);
  if (h.length === 2) {
    const [[a, b], [, d]] = h as [[number, number], [number, number]];
    const det = a * d - b * b;
    if (det <= 1e-12) return 0;
    return Math.sign(a);
  }
  return 0;
}
