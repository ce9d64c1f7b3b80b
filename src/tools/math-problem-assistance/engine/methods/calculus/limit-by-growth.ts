import type { MathNode } from 'mathjs';
import { callNode, symbolNode } from '../../nodes/build-nodes';
import { add, asFunction, asOperator, constValue, dependsOn, div, mul, neg, numberNode, pow, sub, unwrap } from './calculus-nodes';
import { evaluateNode } from './numeric-check';

/**
 * A part's limit: an exact finite node, or +∞ / −∞. `rank` says how fast: 1 like ln x, 2 like a power of x, 3 like e^x
 * (an infinity), or how fast a 0 is reached (1/ln x, 1/x, e^(−x)); the faster one wins 0·∞ and ∞/∞ (x·e^(−x) → 0,
 * ln x / x → 0), equal ranks are left undecided.
 */
type Limit = { kind: 'finite'; node: MathNode; rank?: number } | { kind: 'infinite'; sign: 1 | -1; rank: number };

/**
 * The limit of an antiderivative at ±∞ by how its parts grow (improper integrals, decision 0094): x → ±∞, ln ∞ = ∞,
 * e^(−∞) = 0, √∞ = ∞, c/∞ = 0, arctan(±∞) = ±π/2, c·∞ = ±∞ for c ≠ 0. A form it cannot decide (∞ − ∞, 0·∞, ∞/∞,
 * sin ∞) gives null: the caller then refuses. The exact finite value is a node, so L − F(a) stays exact; the caller
 * checks the integral's value numerically, so a slip here cannot be shown.
 */
export function limitByGrowth(node: MathNode, x: string, direction: 1 | -1): Limit | null {
  const finite = (n: MathNode, rank?: number): Limit => ({ kind: 'finite', node: n, ...(rank ? { rank } : {}) });
  const zero = (rank: number): Limit => finite(numberNode(0), rank);
  const infinite = (sign: number, rank = 2): Limit => ({ kind: 'infinite', sign: sign > 0 ? 1 : -1, rank });
  const valueOf = (n: MathNode): number | undefined => {
    const v = evaluateNode(n, {});
    return v && v.im === 0 && Number.isFinite(v.re) ? v.re : undefined;
  };
  const walk = (raw: MathNode): Limit | null => {
    const n = unwrap(raw);
    if (!dependsOn(n, x)) return valueOf(n) === undefined ? null : finite(n);
    if (n.type === 'SymbolNode') return infinite(direction, 2);
    const o = asOperator(n);
    if (o) {
      const parts = o.args.map(walk);
      if (parts.some((part) => part === null)) return null;
      const [p, q] = parts as Limit[];
      switch (o.fn) {
        case 'unaryMinus':
          return p!.kind === 'finite' ? finite(neg(p!.node), p!.rank) : infinite(-p!.sign, p!.rank);
        case 'unaryPlus':
          return p!;
        case 'add':
        case 'subtract': {
          const sign = o.fn === 'add' ? 1 : -1;
          if (p!.kind === 'finite' && q!.kind === 'finite') {
            const rank = p!.rank && q!.rank ? Math.min(p!.rank, q!.rank) : undefined;
            return finite(sign > 0 ? add(p!.node, q!.node) : sub(p!.node, q!.node), rank);
          }
          const infinities = [p!, q!].map((part, k) => (part.kind === 'infinite' ? { sign: (k === 0 ? 1 : sign) * part.sign, rank: part.rank } : null)).filter((part) => part !== null);
          if (infinities.every((part) => part.sign === infinities[0]!.sign)) return infinite(infinities[0]!.sign, Math.max(...infinities.map((part) => part.rank)));
          // ∞ − ∞: the faster one wins (x − ln x → ∞); equal speeds are undecided.
          const [a, b] = infinities as Array<{ sign: number; rank: number }>;
          return a!.rank === b!.rank ? null : a!.rank > b!.rank ? infinite(a!.sign, a!.rank) : infinite(b!.sign, b!.rank);
        }
        case 'multiply': {
          if (p!.kind === 'finite' && q!.kind === 'finite') {
            const ranks = [p!.rank, q!.rank].filter((rank): rank is number => rank !== undefined);
            return finite(mul(p!.node, q!.node), ranks.length ? Math.max(...ranks) : undefined);
          }
          if (p!.kind === 'infinite' && q!.kind === 'infinite') return infinite(p!.sign * q!.sign, Math.max(p!.rank, q!.rank));
          const [big, other] = (p!.kind === 'infinite' ? [p!, q!] : [q!, p!]) as [Extract<Limit, { kind: 'infinite' }>, Extract<Limit, { kind: 'finite' }>];
          const value = valueOf(other.node);
          if (value === undefined) return null;
          if (value !== 0) return infinite(big.sign * Math.sign(value), big.rank);
          // 0·∞: the faster one wins; a 0 that wins stays 0, an ∞ that wins has no sign we know.
          return other.rank !== undefined && other.rank > big.rank ? zero(other.rank) : null;
        }
        case 'divide': {
          if (q!.kind === 'infinite') {
            if (p!.kind === 'finite') return zero(q!.rank);
            // ∞/∞: the faster one wins (ln x / x → 0, e^x / x² → ∞).
            if (p!.rank === q!.rank) return null;
            return p!.rank > q!.rank ? infinite(p!.sign * q!.sign, p!.rank) : zero(q!.rank);
          }
          const bottom = valueOf(q!.node);
          if (!bottom) return null;
          return p!.kind === 'finite' ? finite(div(p!.node, q!.node), p!.rank) : infinite(p!.sign * Math.sign(bottom), p!.rank);
        }
        case 'pow': {
          if (p!.kind === 'finite' && q!.kind === 'finite') {
            if (p!.rank === undefined) return finite(pow(p!.node, q!.node));
            const exponent = valueOf(q!.node);
            return exponent !== undefined && exponent > 0 ? finite(pow(p!.node, q!.node), p!.rank) : null;
          }
          if (p!.kind === 'infinite' && q!.kind === 'finite') {
            const exponent = valueOf(q!.node);
            if (exponent === undefined || exponent === 0 || p!.sign < 0) return null;
            return exponent > 0 ? infinite(1, p!.rank) : zero(p!.rank);
          }
          if (p!.kind === 'finite' && q!.kind === 'infinite') {
            const base = valueOf(p!.node);
            if (base === undefined || base <= 0 || base === 1 || p!.rank !== undefined) return null;
            return (base > 1) === (q!.sign > 0) ? infinite(1, 3) : zero(3);
          }
          return p!.kind === 'infinite' && q!.kind === 'infinite' && p!.sign > 0 && q!.sign > 0 ? infinite(1, 3) : null;
        }
        default:
          return null;
      }
    }
    const f = asFunction(n);
    if (f && f.args.length === 1) {
      const inner = walk(f.args[0]!);
      if (!inner) return null;
      if (inner.kind === 'finite') return finite(callNode(f.name, [inner.node]));
      switch (f.name) {
        case 'log':
        case 'ln':
          return inner.sign > 0 ? infinite(1, 1) : null;
        case 'sqrt':
          return inner.sign > 0 ? infinite(1, inner.rank) : null;
        case 'cbrt':
          return infinite(inner.sign, inner.rank);
        case 'abs':
          return infinite(1, inner.rank);
        case 'exp':
          return inner.sign > 0 ? infinite(1, 3) : zero(3);
        case 'atan':
        case 'arctan':
          return finite(inner.sign > 0 ? div(symbolNode('pi'), numberNode(2)) : neg(div(symbolNode('pi'), numberNode(2))));
        default:
          return null;
      }
    }
    return null;
  };
  const limit = walk(node);
  if (limit?.kind === 'finite' && constValue(limit.node) === null && valueOf(limit.node) === undefined) return null;
  return limit;
}
