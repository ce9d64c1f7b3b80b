import { fraction, type Fraction } from 'mathjs';
import { guardBigPower } from '../../numbers/number-size';
import { wholeRoot } from '../../numbers/whole-numbers';

/**
 * Exact rational numbers, so that 3/4 + 5/6 is 19/12 and never 1.5833333333333333: the shared fraction.js
 * type (mathjs's Fraction, BigInt parts, always reduced, positive denominator) that the equations'
 * polynomials use too. Its `n` is unsigned (the sign is `s`), while algebra's sums read signs off the
 * numerator, so the type hides `n` and `s`: the signed numerator is `numerator(a)`, and the compiler
 * catches a sign read the wrong way.
 */
export type Q = Omit<Fraction, 'n' | 's'>;

const asFraction = (a: Q): Fraction => a as Fraction;

/** The numerator with the fraction's sign: -3 for -3/4. */
export const numerator = (a: Q): bigint => asFraction(a).s * asFraction(a).n;

export function q(n: bigint | number, d: bigint | number = 1n): Q {
  if (BigInt(d) === 0n) throw new RangeError('Division by zero');
  return fraction(BigInt(n), BigInt(d));
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

export const add = (a: Q, b: Q): Q => asFraction(a).add(asFraction(b));
export const sub = (a: Q, b: Q): Q => asFraction(a).sub(asFraction(b));
export const mul = (a: Q, b: Q): Q => asFraction(a).mul(asFraction(b));
export const div = (a: Q, b: Q): Q => {
  if (isZero(b)) throw new RangeError('Division by zero');
  return asFraction(a).div(asFraction(b));
};
export const neg = (a: Q): Q => asFraction(a).neg();
export const abs = (a: Q): Q => asFraction(a).abs();
export const isZero = (a: Q): boolean => numerator(a) === 0n;
export const isOne = (a: Q): boolean => numerator(a) === 1n && a.d === 1n;
export const isInteger = (a: Q): boolean => a.d === 1n;
export const isNegative = (a: Q): boolean => numerator(a) < 0n;
export const equals = (a: Q, b: Q): boolean => numerator(a) === numerator(b) && a.d === b.d;
export const compare = (a: Q, b: Q): number => {
  const diff = numerator(a) * b.d - numerator(b) * a.d;
  return diff < 0n ? -1 : diff > 0n ? 1 : 0;
};
export const toNumber = (a: Q): number => Number(numerator(a)) / Number(a.d);

/** a^k for an integer k (negative k inverts). */
export function powInt(a: Q, k: number): Q {
  if (k < 0) return powInt(div(ONE, a), -k);
  // One bigint power cannot be interrupted: its size is checked before it is computed.
  const n = numerator(a);
  guardBigPower(n, k);
  guardBigPower(a.d, k);
  return q(n ** BigInt(k), a.d ** BigInt(k));
}

/** The exact k-th root when there is one (8 → 2 for k = 3), else null. */
export function exactRoot(a: Q, k: number): Q | null {
  const n = numerator(a);
  if (n < 0n && k % 2 === 0) return null;
  const rn = wholeRoot(n < 0n ? -n : n, k);
  const rd = wholeRoot(a.d, k);
  if (rn === null || rd === null) return null;
  return q(n < 0n ? -rn : rn, rd);
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
  const scaled = (numerator(a) * 10n ** BigInt(digits)) / a.d;
  const negative = scaled < 0n;
  const body = (negative ? -scaled : scaled).toString().padStart(digits + 1, '0');
  const text = digits === 0 ? body : `${body.slice(0, -digits)}.${body.slice(-digits)}`;
  return `${negative ? '-' : ''}${text}`;
}

export function qText(a: Q): string {
  return a.d === 1n ? numerator(a).toString() : `${numerator(a)}/${a.d}`;
}
