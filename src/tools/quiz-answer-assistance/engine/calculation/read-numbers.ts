import { evaluate } from 'mathjs';

/** A number as written in an option, with the precision it was written to (so "3.14" can stand for π). */
export interface WrittenNumber {
  value: number;
  /** Half the last written digit: "3.14" → 0.005, "1.2 × 10^3" → 50, "7/8" → 0. */
  tolerance: number;
  /** A whole number ("12"): it stands for itself first, and for a value it rounds only when no option is exact. */
  whole: boolean;
}

// "1,250.5", "-3", ".5", "1.2 × 10^3", "1.2x10^-3", "1.2e-3", "3/4"; a minus sign may be typographic.
const NUMBER =
  /(?<![\w.])([-−–]?)\s?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+)(?:\s*\/\s*(\d+(?:\.\d+)?)|\s*(?:[×x*·]\s*10\s*\^\s*|e)([-−+]?\d+))?/giu;

/** Arithmetic only (no letters but the few functions and constants a student writes): safe to hand to mathjs. */
const ARITHMETIC = /^[\d\s.,+\-−*/^()×·√π]*(?:(?:sqrt|pi)[\d\s.,+\-−*/^()×·√π]*)*$/u;

function decimalsOf(digits: string): number {
  const point = digits.indexOf('.');
  return point < 0 ? 0 : digits.length - point - 1;
}

function readMatch(match: RegExpExecArray): WrittenNumber | null {
  const [, sign, digits, denominator, exponent] = match;
  const mantissa = Number(digits!.replace(/,/g, ''));
  const negative = sign ? -1 : 1;
  if (denominator !== undefined) {
    const bottom = Number(denominator);
    return bottom === 0 ? null : { value: (negative * mantissa) / bottom, tolerance: 0, whole: false };
  }
  const scale = exponent === undefined ? 1 : 10 ** Number(exponent.replace('−', '-'));
  return { value: negative * mantissa * scale, tolerance: 0.5 * 10 ** -decimalsOf(digits!) * scale, whole: exponent === undefined && decimalsOf(digits!) === 0 };
}

/** An option that is a whole arithmetic expression ("sqrt(2)", "2π", "(3+5)/2"), worked out exactly. */
function readExpression(text: string): WrittenNumber | null {
  const trimmed = text.trim();
  if (!/[√π(]|sqrt|pi/u.test(trimmed) || !ARITHMETIC.test(trimmed)) return null;
  try {
    const value: unknown = evaluate(trimmed.replace(/√\s*(\d+(?:\.\d+)?)/gu, 'sqrt($1)').replace(/π/gu, 'pi').replace(/[×·]/gu, '*').replace(/−/gu, '-'));
    return typeof value === 'number' && Number.isFinite(value) ? { value, tolerance: 0, whole: false } : null;
  } catch {
    return null;
  }
}

/** Every number written in the text, in order; units and words around them are ignored. */
export function readWrittenNumbers(text: string): WrittenNumber[] {
  const expression = readExpression(text.replace(/^\s*[a-z]\s*=\s*/iu, ''));
  if (expression) return [expression];
  const found: WrittenNumber[] = [];
  for (const match of text.matchAll(NUMBER)) {
    const number = readMatch(match);
    if (number) found.push(number);
  }
  return found;
}

/** A math answer ("12", "7/8", "sqrt(2)", "-3.5") as a number; null when it is not one (an expression in x, "no solution"). */
export function evaluateMathAnswer(text: string): number | null {
  try {
    const value: unknown = evaluate(text);
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}
