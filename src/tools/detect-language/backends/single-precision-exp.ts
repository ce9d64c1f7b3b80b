/**
 * `expf` as the C library of WebAssembly builds (Emscripten's musl, whose expf comes from Arm's
 * Optimized Routines) computes it. Math.fround(Math.exp(x)) is a different rounding of the same
 * number: on lid.176's probabilities it disagreed in the last bit about once in a thousand values,
 * and fastText's answers are compared with the package to the bit. The method: x / ln 2 = k/32 + r/32
 * with k an integer, exp(x) = 2^(k/32) × 2^(r/32), the first from a table of 2^(i/32), the second
 * from a cubic in r, all in double precision, rounded to single once at the end.
 */

const TABLE_BITS = 5;
const TABLE_SIZE = 1 << TABLE_BITS;
/**
 * 1/ln 2 (0x1.71547652b82fep0) × 32, and the cubic for 2^(r/32) (0x1.c6af84b912394p-5,
 * 0x1.ebfce50fac4f3p-3, 0x1.62e42ff0c52d6p-1, scaled by 32^-3, 32^-2, 32^-1): the routine's published
 * constants, written here as the decimals that read back to the same doubles.
 */
const INVERSE_LN2_SCALED = 1.4426950408889634 * TABLE_SIZE;
const CUBIC = 0.05550361559341535 / TABLE_SIZE ** 3;
const QUADRATIC = 0.2402284522445722 / TABLE_SIZE ** 2;
const LINEAR = 0.6931471806916203 / TABLE_SIZE;
/** Adding 1.5 × 2^52 rounds a double to an integer, ties to even, as the C code does. */
const ROUND_SHIFT = 6755399441055744;
/** Beyond these (0x1.62e42ep6 and -0x1.9fe368p6), single precision overflows to infinity or underflows to zero. */
const OVERFLOW_ABOVE = 0x162e42e / 2 ** 18;
const UNDERFLOW_BELOW = -0x19fe368 / 2 ** 18;
const MANTISSA_BITS = 52n;

/** The double nearest 2^(i/32): the integer m with m / 2^52 closest to it, found exactly with integers. */
function nearestPowerOfTwoFraction(index: number): number {
  // m^32 against 2^(52 × 32 + i): bisect for the largest m at or below, then round on the midpoint.
  const target = 1n << (MANTISSA_BITS * BigInt(TABLE_SIZE) + BigInt(index));
  let low = 1n << MANTISSA_BITS;
  let high = 1n << (MANTISSA_BITS + 1n);
  while (high - low > 1n) {
    const middle = (low + high) >> 1n;
    if (middle ** BigInt(TABLE_SIZE) <= target) low = middle;
    else high = middle;
  }
  const roundsUp = (2n * low + 1n) ** BigInt(TABLE_SIZE) <= target << BigInt(TABLE_SIZE);
  return Number(roundsUp ? low + 1n : low) / 2 ** 52;
}

export const POWERS_OF_TWO_FRACTIONS = Float64Array.from({ length: TABLE_SIZE }, (_, index) => nearestPowerOfTwoFraction(index));

/** 2^e for the whole exponents k/32 can reach between the underflow and overflow bounds. */
const LOWEST_EXPONENT = -160;
const WHOLE_POWERS = Float64Array.from({ length: 320 }, (_, index) => 2 ** (index + LOWEST_EXPONENT));

export function expSingle(value: number): number {
  const x = Math.fround(value);
  if (Number.isNaN(x)) return Number.NaN;
  if (x > OVERFLOW_ABOVE) return Number.POSITIVE_INFINITY;
  if (x < UNDERFLOW_BELOW) return 0;
  const z = INVERSE_LN2_SCALED * x;
  const k = z + ROUND_SHIFT - ROUND_SHIFT;
  const r = z - k;
  const index = k & (TABLE_SIZE - 1);
  const scale = (POWERS_OF_TWO_FRACTIONS[index] ?? 1) * (WHOLE_POWERS[((k - index) >> TABLE_BITS) - LOWEST_EXPONENT] ?? 0);
  const r2 = r * r;
  const y = (CUBIC * r + QUADRATIC) * r2 + (LINEAR * r + 1);
  return Math.fround(y * scale);
}
