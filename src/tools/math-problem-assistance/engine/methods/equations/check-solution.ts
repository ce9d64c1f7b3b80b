import { complex, evaluate, type Complex, type MathNode } from 'mathjs';
import type { Relation } from '../../problem';

// Substituting a solution back is the check a student is taught; we do it numerically (complex
// arithmetic, so sqrt of a negative or i is fine) with a tolerance, on exact answers.

const TOLERANCE = 1e-8;

type Scope = Record<string, number | Complex>;

function toComplex(value: unknown): Complex | null {
  if (typeof value === 'number') return Number.isFinite(value) ? complex(value, 0) : null;
  if (value && typeof value === 'object' && 're' in value && 'im' in value) {
    const c = value as Complex;
    return Number.isFinite(c.re) && Number.isFinite(c.im) ? c : null;
  }
  if (value && typeof value === 'object' && 'valueOf' in value) {
    const v = Number((value as { valueOf(): unknown }).valueOf());
    return Number.isFinite(v) ? complex(v, 0) : null;
  }
  return null;
}

/** The value of a node, or null when it is undefined there (division by zero, log of 0...). */
export function evaluateAt(node: MathNode, scope: Scope): Complex | null {
  try {
    return toComplex(node.compile().evaluate({ ...scope }));
  } catch {
    return null;
  }
}

/** The numeric value of an exact answer such as `(5 + sqrt(13))/2` or `-1/2 + i sqrt(3)/2`. */
export function valueOf(node: MathNode): Complex | null {
  return evaluateAt(node, {});
}

export function valueOfText(text: string): Complex | null {
  try {
    return toComplex(evaluate(text));
  } catch {
    return null;
  }
}

function closeTo(a: Complex, b: Complex): boolean {
  const scale = Math.max(1, Math.hypot(a.re, a.im), Math.hypot(b.re, b.im));
  return Math.hypot(a.re - b.re, a.im - b.im) <= TOLERANCE * scale;
}

export function isReal(c: Complex): boolean {
  return Math.abs(c.im) <= TOLERANCE * Math.max(1, Math.abs(c.re));
}

/**
 * True when the values satisfy the relation: both sides defined and equal (=), or real and in the
 * right order (<, >...). Both sides must be defined: a root where a denominator or a log's argument
 * vanishes is extraneous.
 */
export function satisfies(relation: Relation, scope: Scope): boolean {
  const left = evaluateAt(relation.lhs, scope);
  const right = evaluateAt(relation.rhs, scope);
  if (!left || !right) return false;
  if (relation.op === '=') return closeTo(left, right);
  if (!isReal(left) || !isReal(right)) return false;
  const d = left.re - right.re;
  const eps = TOLERANCE * Math.max(1, Math.abs(left.re), Math.abs(right.re));
  switch (relation.op) {
    case '<':
      return d < -eps;
    case '<=':
      return d <= eps;
    case '>':
      return d > eps;
    case '>=':
      return d >= -eps;
  }
}

/**
 * Real-valued functions (sqrt, log) evaluated over the complexes can "satisfy" an equation through a
 * complex branch; a real-number student equation only accepts a root where every part is real.
 */
export function satisfiesOverReals(relation: Relation, complexScope: Scope): boolean {
  // A real value goes in as a plain number: cbrt(-8) is then the real -2, not the complex principal root.
  const scope: Scope = Object.fromEntries(Object.entries(complexScope).map(([name, value]) => [name, typeof value !== 'number' && isReal(value) ? value.re : value]));
  const left = evaluateAt(relation.lhs, scope);
  const right = evaluateAt(relation.rhs, scope);
  if (!left || !right || !isReal(left) || !isReal(right)) return false;
  return satisfies(relation, scope) && everyPartReal(relation, scope);
}

function everyPartReal(relation: Relation, scope: Scope): boolean {
  let real = true;
  for (const side of [relation.lhs, relation.rhs]) {
    side.traverse((node) => {
      const n = node as unknown as { type: string };
      if (!real || (n.type !== 'FunctionNode' && n.type !== 'OperatorNode')) return;
      const v = evaluateAt(node, scope);
      if (!v || !isReal(v)) real = false;
    });
  }
  return real;
}

/** Same numbers, in any order, repeats ignored. */
export function sameValueSets(a: Complex[], b: Complex[]): boolean {
  const covers = (xs: Complex[], ys: Complex[]) => xs.every((x) => ys.some((y) => closeTo(x, y)));
  return covers(a, b) && covers(b, a);
}
