import { guardBigPower } from '../../numbers/number-size';
import { gcdInt, wholeRoot } from '../../numbers/whole-numbers';

/**
 * Exact rational numbers on bigint, so that 3/4 + 5/6 is 19/12 and never 1.5833333333333333.
 * Always reduced, with a positive denominator.
 */
export interface Q {
  readonly n: bigint;
  readonly d: bigint;
}

export function q(n: bigint | number, d: bigint | number = 1n): Q {
  let nn = BigInt(n);
  let dd = BigInt(d);
  if (dd === 0n) throw new RangeError('Division by zero');
  if (dd < 0n) [nn, dd] = [-nn, -dd];
  const g = gcdInt(nn, dd) || 1n;
  return { n: nn / g, d: dd / g };
}

export const ZERO = q(0);
export const ONE = q(1);

/** An exact rational from a JS number written in decimal (0.15 → 3/20); null for NaN/∞ or huge exponents. */
export function qFromNumber(value: number): Q | null {
  if (!Number.isFinite(value)) return null;
  if (Number.isInteger(value) && Math.abs(value) <= Number.MAX_SAFE_INTEGER) return q(BigInt(value));
  const text = String(value);
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/u.exec(text);
  if (!match) return null;
  const [, sign, whole, frac = '', exp = '0'] = match;
  const e = Number(exp) - frac.length;
  if (Math.abs(e) > 300) return null;
  const digits = BigInt(`${sign}${whole}${frac}`);
  return e >= 0 ? q(digits * 10n ** BigInt(e)) : q(digits, 10n ** BigInt(-e));
}

export const add = (a: Q, b: Q): Q => q(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Q, b: Q): Q => q(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Q, b: Q): Q => q(a.n * b.n, a.d * b.d);
export const div = (a: Q, b: Q): Q => q(a.n * b.d, a.d * b.n);
export const neg = (a: Q): Q => ({ n: -a.n, d: a.d });
export const abs = (a: Q): Q => (a.n < 0n ? neg(a) : a);
export const isZero = (a: Q): boolean => a.n === 0n;
export const isOne = (a: Q): boolean => a.n === 1n && a.d === 1n;
export const isInteger = (a: Q): boolean => a.d === 1n;
export const isNegative = (a: Q): boolean => a.n < 0n;
export const equals = (a: Q, b: Q): boolean => a.n === b.n && a.d === b.d;
export const compare = (a: Q, b: Q): number => {
  const diff = a.n * b.d - b.n * a.d;
  return diff < 0n ? -1 : diff > 0n ? 1 : 0;
};
export const toNumber = (a: Q): number => Number(a.n) / Number(a.d);

/** a^k for an integer k (negative k inverts). */
export function powInt(a: Q, k: number): Q {
  if (k < 0) return powInt(div(ONE, a), -k);
  // One bigint power cannot be interrupted: its size is checked before it is computed.
  guardBigPower(a.n, k);
  guardBigPower(a.d, k);
  return q(a.n ** BigInt(k), a.d ** BigInt(k));
}

/** The exact k-th root when there is one (8 → 2 for k = 3), else null. */
export function exactRoot(a: Q, k: number): Q | null {
  if (a.n < 0n && k % 2 === 0) return null;
  const rn = wholeRoot(a.n < 0n ? -a.n : a.n, k);
  const rd = wholeRoot(a.d, k);
  if (rn === null || rd === null) return null;
  return q(a.n < 0n ? -rn : rn, rd);
}

/** The decimal form when the fraction terminates (3/20 → "0.15"), else null. */
export function terminatingDecimal(a: Q, maxDigits = 12): string | null {
  let d = a.d;
  let twos = 0;
  let fives = 0;
  while (d % 2n === 0n) {
    d /= 2n;
    twos += 1;
  }
  while (d % 5n === 0n) {
    d /= 5n;
    fives += 1;
  }
  if (d !== 1n) return null;
  const digits = Math.max(twos, fives);
  if (digits > maxDigits) return null;
  const scaled = (a.n * 10n ** BigInt(digits)) / a.d;
  const negative = scaled < 0n;
  const body = (negative ? -scaled : scaled).toString().padStart(digits + 1, '0');
  const text = digits === 0 ? body : `${body.slice(0, -digits)}.${body.slice(-digits)}`;
  return `${negative ? '-' : ''}${text}`;
}

export function qText(a: Q): string {
  return a.d === 1n ? a.n.toString() : `${a.n}/${a.d}`;
}
