import type { MathNode } from 'mathjs';
import { all, complex, ConstantNode, create, FunctionNode, isComplex, parse, SymbolNode } from 'mathjs';
import { constantValue, normalizeNode, rereadableText } from '../read/node-kit';
import { expandDefinitions } from './expand-definitions';
import { createSeededRandom } from '../../../../domain/seeded-random';

/**
 * Numeric evaluation for checking steps. Two modes:
 * - real: every intermediate value must be real (mathjs `predictable`): √x, ln x, √x·√y are undefined for
 *   negative x, as on a school number line. Domain holes are skipped by the callers, never compared.
 * - complex: for states whose values are complex (x = 2i, √-4).
 */
export interface Value {
  re: number;
  im: number;
}
export type Scope = Record<string, number | Value>;
export type Evaluator = (scope: Scope) => Value | undefined;

const realMath = create(all as NonNullable<typeof all>, { predictable: true });

/**
 * x^(p/q) on the real line, as mathjs's predictable mode computes it (an odd root of a negative number
 * is real, an even one is not), without the exact-fraction conversion mathjs repeats at every call:
 * that conversion made one check of x^(4/5) steps take a second.
 */
function realPower(x: unknown, p: number, q: number): unknown {
  if (typeof x !== 'number') return realMath.pow(x as number, p / q);
  if (x >= 0) return Math.pow(x, p / q);
  if (q % 2 === 0) return Number.NaN;
  const magnitude = Math.pow(-x, p / q);
  return p % 2 === 0 ? magnitude : -magnitude;
}
realMath.import({ realPower }, { override: true });

/** p/q for a constant exponent that is a simple fraction but not a whole number. */
function fractionOf(value: number): [number, number] | null {
  if (Number.isInteger(value)) return null;
  for (let q = 2; q <= 64; q++) {
    const p = Math.round(value * q);
    if (Math.abs(value * q - p) < 1e-12) return [p, q];
  }
  return null;
}

/** The value of a numbers-only exponent (4/5, -(1/2)), else undefined. */
function numberIn(node: MathNode): number | undefined {
  const direct = constantValue(node);
  if (direct !== undefined) return direct;
  if (node.filter((n) => n.type === 'SymbolNode' || n.type === 'FunctionNode').length > 0) return undefined;
  try {
    const value: unknown = node.evaluate();
    return typeof value === 'number' ? value : undefined;
  } catch {
    return undefined;
  }
}

function withRealPowers(node: MathNode): MathNode {
  return node.transform((n) => {
    if (n.type !== 'OperatorNode') return n;
    const o = n as unknown as { fn: string; args: MathNode[] };
    if (o.fn !== 'pow' || o.args.length !== 2) return n;
    const value = numberIn(o.args[1]!);
    const fraction = value === undefined ? null : fractionOf(value);
    if (!fraction) return n;
    const base = withRealPowers(o.args[0]!);
    return new FunctionNode(new SymbolNode('realPower'), [base, new ConstantNode(fraction[0]), new ConstantNode(fraction[1])]);
  });
}

function toValue(result: unknown, realOnly: boolean): Value | undefined {
  if (typeof result === 'number') return Number.isFinite(result) ? { re: result, im: 0 } : undefined;
  if (isComplex(result)) {
    const { re, im } = result;
    if (!Number.isFinite(re) || !Number.isFinite(im)) return undefined;
    if (realOnly && Math.abs(im) > 1e-12 * (1 + Math.abs(re))) return undefined;
    return { re, im: realOnly ? 0 : im };
  }
  return undefined;
}

function toMathScope(scope: Scope): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(scope)) out[name] = typeof value === 'number' ? value : complex(value.re, value.im);
  return out;
}

/** Compiles once, evaluates many times; any error or non-number result is "undefined here". */
export function compileNode(node: MathNode, mode: 'real' | 'complex'): Evaluator {
  let compiled: { evaluate(scope?: Record<string, unknown>): unknown };
  try {
    // Nodes belong to the default mathjs instance; the real-only instance needs its own tree, read from
    // text written with explicit products.
    const normal = normalizeNode(expandDefinitions(node));
    compiled = mode === 'real' ? realMath.parse(rereadableText(withRealPowers(normal))).compile() : parse(rereadableText(normal)).compile();
  } catch {
    return () => undefined;
  }
  return (scope) => {
    try {
      const mathScope = toMathScope(scope);
      if (mode === 'real' && Object.values(mathScope).some((value) => typeof value !== 'number')) return undefined;
      return toValue(compiled.evaluate(mathScope), mode === 'real');
    } catch {
      return undefined;
    }
  };
}

export function close(a: Value, b: Value, relative = 1e-7): boolean {
  const size = Math.max(Math.hypot(a.re, a.im), Math.hypot(b.re, b.im));
  return Math.hypot(a.re - b.re, a.im - b.im) <= 1e-9 + relative * size;
}

export function isReal(value: Value): boolean {
  return Math.abs(value.im) <= 1e-7 * (1 + Math.abs(value.re));
}

/**
 * Where to look: small and large, positive and negative, never whole numbers (where holes like x = 0 or
 * x = 1 sit). A mix makes domains like |x| ≤ 1 (arcsin) and x > 10 (√(x-10)) both get points.
 */
const RANGES: Array<[number, number]> = [
  [0.1, 3],
  [-3, -0.1],
  [-1, 1],
  [3, 12],
  [-12, -3],
  [12, 40],
];

export function samplePoints(symbols: string[], count: number, seed = 20240611): Scope[] {
  const random = createSeededRandom(seed);
  const points: Scope[] = [];
  for (let k = 0; k < count; k += 1) {
    const scope: Scope = {};
    symbols.forEach((symbol, index) => {
      const [low, high] = RANGES[(k + index * 2) % RANGES.length] as [number, number];
      let value = low + (high - low) * random();
      if (Math.abs(value - Math.round(value)) < 1e-3) value += 0.0123;
      scope[symbol] = value;
    });
    points.push(scope);
  }
  return points;
}

/** Parameters (symbols that are not unknowns) get moderate positive values: a·x + b with a, b in (0.5, 4). */
export function sampleParameters(symbols: string[], count: number, seed = 7): Scope[] {
  const random = createSeededRandom(seed);
  return Array.from({ length: count }, () => {
    const scope: Scope = {};
    for (const symbol of symbols) scope[symbol] = 0.5 + 3.5 * random();
    return scope;
  });
}
