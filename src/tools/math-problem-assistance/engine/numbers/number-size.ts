import { ToolInputError } from '../../../../platform/engine';

/**
 * How big an exact number the engine works with. Every step is shown and verified through
 * double-precision numbers (mathjs, the verifier's random points), whose largest value is about
 * 1.8 × 10^308: past it a result prints as "Infinity" and a check of Infinity against Infinity proves
 * nothing. So a problem whose numbers have more than this many digits (top or bottom of a fraction)
 * is refused before anything is computed, rather than answered wrongly.
 */
export const MAX_SHOWN_DIGITS = 308;

/**
 * The backstop for exact (bigint) powers computed inside the methods: 100,000 digits. One bigint
 * power cannot be interrupted by the worker's time budget (V8 finishes the whole multiplication), so
 * its size is estimated before it is computed; 100,000 digits take milliseconds, 10^10^10 would take
 * the thread for minutes and then fail.
 */
export const MAX_EXACT_DIGITS = 100_000;

const LOG10_2 = Math.log10(2);

/** A number too large (or a fraction too fine) to write out and check exactly: a 413, never a 500. */
export class NumberTooLargeError extends ToolInputError {
  constructor(message: string) {
    super(message, { code: 'input_too_complex', status: 413 });
    this.name = 'NumberTooLargeError';
  }
}

/** Decimal digits of |n|, estimated from its bit length without printing it (exact to ±1). */
export function estimateDigits(n: bigint): number {
  const magnitude = n < 0n ? -n : n;
  if (magnitude < 2n) return 1;
  // |n| lies in [2^(bits-1), 2^bits): the digits of its lower end are at most one short.
  return Math.floor((magnitude.toString(2).length - 1) * LOG10_2) + 1;
}

/** "10,000,000,001 digits", "about 10^15 digits": a count a student can read. */
export function describeDigitCount(digits: number): string {
  if (!Number.isFinite(digits) || digits >= 1e15) {
    const exponent = Number.isFinite(digits) ? Math.floor(Math.log10(digits)) : Infinity;
    return Number.isFinite(exponent) ? `about 10^${exponent} digits` : 'more digits than can be counted';
  }
  return `${Math.round(digits).toLocaleString('en-US')} digits`;
}

/** The refusal every cap gives: what is too large, how large, and what to do instead. */
export function refuseHugeNumber(what: string, digits: number): NumberTooLargeError {
  return new NumberTooLargeError(
    `${what} is too large to write out exactly: it has ${describeDigitCount(digits)}, and this tool works exactly only with numbers of up to ${MAX_SHOWN_DIGITS} digits. Leave it as a power (for example 2^100000), or use logarithms to compare such numbers. This request was not counted.`,
  );
}

/**
 * Refuses base^exponent before computing it when the result would have more than `MAX_EXACT_DIGITS`
 * digits: digits ≈ exponent × log10(base).
 */
export function guardBigPower(base: bigint, exponent: bigint | number): void {
  const k = typeof exponent === 'bigint' ? Number(exponent) : exponent;
  const magnitude = base < 0n ? -base : base;
  if (magnitude < 2n || Math.abs(k) <= 1) return;
  const baseDigits = Number.isFinite(Number(magnitude)) ? Math.log10(Number(magnitude)) : estimateDigits(magnitude);
  const digits = Math.abs(k) * baseDigits;
  if (digits > MAX_EXACT_DIGITS || !Number.isFinite(digits)) throw refuseHugeNumber('This number', digits);
}
