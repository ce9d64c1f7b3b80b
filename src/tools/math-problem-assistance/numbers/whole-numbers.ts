/**
 * Whole-number arithmetic on bigint, shared by every method: exact steps (3/4 + 5/6 over 12, the
 * LCD of a rational equation, √50 = 5√2) must never pass through floats.
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
