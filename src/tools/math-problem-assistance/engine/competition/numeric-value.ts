import type { MathNode } from 'mathjs';
import { complex } from 'mathjs';

/** A closed expression's real value; null when it has letters, is not finite or is not real. */
export function numericValue(node: MathNode): number | null {
  let value: unknown;
  try {
    value = node.compile().evaluate({});
  } catch {
    return null;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value && typeof value === 'object' && 're' in value && 'im' in value) {
    const { re, im } = complex(value as never) as unknown as { re: number; im: number };
    return Math.abs(im) <= 1e-9 * Math.max(1, Math.abs(re)) && Number.isFinite(re) ? re : null;
  }
  if (value && typeof value === 'object' && 'valueOf' in value) {
    const plain = Number((value as { valueOf(): unknown }).valueOf());
    return Number.isFinite(plain) ? plain : null;
  }
  return null;
}

export function sameNumber(a: number | null, b: number | null): boolean {
  if (a === null || b === null) return false;
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
}
