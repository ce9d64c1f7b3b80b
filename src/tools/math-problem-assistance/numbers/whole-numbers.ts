/**
 * Whole-number arithmetic on bigint, shared by every method: exact steps (3/4 + 5/6 over 12, the
 * LCD of a rational equation, √50 = 5√2) must never pass through floats. The one float helper
 * (gcdOfNumbers) is for calculus, whose coefficients are numbers.
 */

/** The greatest common divisor, never negative; gcd(0, 0) = 0. */
export function gcdInt(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** The least common multiple, never negative; 0 when either is 0. */
export function lcmInt(a: bigint, b: bigint): bigint {
  if (a === 0n || b === 0n) return 0n;
  const l = (a / gcdInt(a, b)) * b;
  return l < 0n ? -l : l;
}

/** Splits a positive integer n into outside^k · inside with inside free of k-th powers (50 → 5² · 2). */
export function splitRoot(value: bigint, k: number): { outside: bigint; inside: bigint } {
  let outside = 1n;
  let inside = value;
  // 2^k already exceeds a value of fewer than k bits: no k-th power divides it (and 2^(10^9) is never computed).
  if (k >= value.toString(2).length) return { outside, inside };
  const bigK = BigInt(k);
  for (let p = 2n; p ** bigK <= inside && p < 100_000n; p += p === 2n ? 1n : 2n) {
    const pk = p ** bigK;
    while (inside % pk === 0n) {
      inside /= pk;
      outside *= p;
    }
  }
  return { outside, inside };
}

/** The whole k-th root of a non-negative value when it has one (8, 3 → 2), else null. */
export function wholeRoot(value: bigint, k: number): bigint | null {
  if (value < 0n) return null;
  if (value < 2n) return value;
  const bits = value.toString(2).length;
  // A k-th root of a number of fewer than k bits lies between 1 and 2: there is no whole one.
  if (k >= bits) return null;
  const approximate = Number(value) ** (1 / k);
  if (Number.isFinite(approximate)) {
    const near = BigInt(Math.round(approximate));
    for (const candidate of [near - 1n, near, near + 1n]) if (candidate >= 0n && candidate ** BigInt(k) === value) return candidate;
  }
  // Large values: Newton's method on bigint, from 2^⌈bits/k⌉ (above the root), so that guess^(k-1)
  // stays about as long as the value itself.
  let guess = 1n << BigInt(Math.ceil(bits / k));
  let next = ((BigInt(k) - 1n) * guess + value / guess ** (BigInt(k) - 1n)) / BigInt(k);
  while (next < guess) {
    guess = next;
    next = ((BigInt(k) - 1n) * guess + value / guess ** (BigInt(k) - 1n)) / BigInt(k);
  }
  return guess ** BigInt(k) === value ? guess : null;
}

/**
 * The positive divisors of |n|, smallest first, for the rational root theorem: trial division up to
 * 10^6 (so complete below 10^12), stopping once more than `most` are found.
 */
export function divisors(n: bigint, most = Infinity): bigint[] {
  const m = n < 0n ? -n : n;
  const out: bigint[] = [];
  for (let d = 1n; d * d <= m && d <= 1_000_000n; d++) {
    if (m % d === 0n) {
      out.push(d);
      if (d * d !== m) out.push(m / d);
    }
    if (out.length > most) break;
  }
  return out.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The greatest common divisor of two numbers (floats within 1e-12), never negative; 1 for gcd(0, 0). */
export function gcdOfNumbers(a: number, b: number): number {
  let [x, y] = [Math.abs(a), Math.abs(b)];
  while (y > 1e-12) [x, y] = [y, x % y];
  return x || 1;
}
