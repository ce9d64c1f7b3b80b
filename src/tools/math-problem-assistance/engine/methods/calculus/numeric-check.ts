import type { MathNode } from 'mathjs';

/**
 * Numeric equivalence at sample points: every calculus step is checked this way (a symbolic
 * "is this zero" is undecidable in general; agreement at several random points, with complex
 * arithmetic so ln and √ of negatives do not drop points, is what CAS checkers do in practice).
 */

const BUILT_IN = new Set(['e', 'E', 'pi', 'PI', 'i', 'Infinity', 'NaN', 'true', 'false', 'phi', 'tau']);

export interface ComplexValue {
  re: number;
  im: number;
}

export function freeSymbols(node: MathNode): string[] {
  const names = new Set<string>();
  node.traverse((n, path) => {
    if (path !== 'fn' && n.type === 'SymbolNode') {
      const name = (n as unknown as { name: string }).name;
      if (!BUILT_IN.has(name)) names.add(name);
    }
  });
  return [...names].sort();
}

export function toComplex(value: unknown): ComplexValue | null {
  if (typeof value === 'number') return { re: value, im: 0 };
  if (typeof value === 'boolean') return null;
  if (value && typeof value === 'object' && 're' in value && 'im' in value) {
    const c = value as { re: number; im: number };
    return { re: c.re, im: c.im };
  }
  if (value && typeof value === 'object' && 'valueOf' in value) {
    const v = Number((value as { valueOf(): unknown }).valueOf());
    return Number.isNaN(v) ? null : { re: v, im: 0 };
  }
  return null;
}

export function isFiniteValue(v: ComplexValue | null): v is ComplexValue {
  return v !== null && Number.isFinite(v.re) && Number.isFinite(v.im);
}

/** Evaluates a node; null when it throws or is not a number. */
export function evaluateNode(node: MathNode, scope: Record<string, number>): ComplexValue | null {
  try {
    return toComplex(node.compile().evaluate({ ...scope }));
  } catch {
    return null;
  }
}

export function closeValues(a: ComplexValue, b: ComplexValue, tolerance = 1e-7): boolean {
  const scale = Math.max(1, Math.hypot(a.re, a.im), Math.hypot(b.re, b.im));
  return Math.hypot(a.re - b.re, a.im - b.im) <= tolerance * scale;
}

/** Deterministic sample points: the variable in (0.15, 0.85) and (1.2, 2.5), other symbols in (0.3, 1.7). */
export function samplePoints(variables: string[], count = 8): Array<Record<string, number>> {
  let seed = 20240611;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const points: Array<Record<string, number>> = [];
  for (let i = 0; i < count; i++) {
    const point: Record<string, number> = {};
    variables.forEach((name, index) => {
      const r = random();
      if (index === 0) point[name] = i % 2 === 0 ? 0.15 + 0.7 * r : 1.2 + 1.3 * r;
      else point[name] = 0.3 + 1.4 * r;
    });
    points.push(point);
  }
  return points;
}

/**
 * True when a and b agree at the sample points. `variable` first, then any other free symbol.
 * Points where both sides are undefined are skipped; at least three must compare.
 */
export function numericallyEqual(a: MathNode, b: MathNode, variable: string, tolerance = 1e-7): boolean {
  const names = [variable, ...new Set([...freeSymbols(a), ...freeSymbols(b)].filter((n) => n !== variable))];
  let compared = 0;
  let ca: ReturnType<MathNode['compile']>;
  let cb: ReturnType<MathNode['compile']>;
  try {
    ca = a.compile();
    cb = b.compile();
  } catch {
    return false;
  }
  for (const point of samplePoints(names, 10)) {
    const va = safeEvaluate(ca, point);
    const vb = safeEvaluate(cb, point);
    const fa = isFiniteValue(va);
    const fb = isFiniteValue(vb);
    if (!fa && !fb) continue;
    if (!fa || !fb) return false;
    if (!closeValues(va, vb, tolerance)) return false;
    compared++;
  }
  return compared >= 3;
}

function safeEvaluate(compiled: ReturnType<MathNode['compile']>, scope: Record<string, number>): ComplexValue | null {
  try {
    return toComplex(compiled.evaluate({ ...scope }));
  } catch {
    return null;
  }
}
