import { fraction, type Fraction } from 'mathjs';

/** Coefficients low power first, without trailing zeros. */
function trim(p: Fraction[]): Fraction[] {
  const out = [...p];
  while (out.length && out[out.length - 1]!.equals(0)) out.pop();
  return out;
}

/** a = q·b + r, exactly. */
export function divideUnivariate(a: Fraction[], b: Fraction[]): { quotient: Fraction[]; remainder: Fraction[] } {
  let remainder = trim(a);
  const divisor = trim(b);
  if (!divisor.length) throw new Error('division by the zero polynomial');
  const lead = divisor[divisor.length - 1]!;
  const quotient: Fraction[] = Array.from({ length: Math.max(remainder.length - divisor.length + 1, 0) }, () => fraction(0));
  while (remainder.length >= divisor.length) {
    const shift = remainder.length - divisor.length;
    const factor = remainder[remainder.length - 1]!.div(lead);
    quotient[shift] = factor;
    remainder = trim(remainder.map((value, n) => (n >= shift && n - shift < divisor.length ? value.sub(factor.mul(divisor[n - shift]!)) : value)));
  }
  return { quotient: trim(quotient), remainder };
}

/** The greatest common divisor, monic (leading coefficient 1); [1] when they share no factor. */
export function gcdUnivariate(a: Fraction[], b: Fraction[]): Fraction[] {
  let [x, y] = [trim(a), trim(b)];
  while (y.length) [x, y] = [y, divideUnivariate(x, y).remainder];
  if (!x.length) return [fraction(1)];
  const lead = x[x.length - 1]!;
  return x.map((value) => value.div(lead));
}
