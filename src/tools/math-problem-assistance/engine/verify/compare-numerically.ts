import type { Evaluator, Scope } from './evaluate';
import { close, samplePoints } from './evaluate';

export type Verdict = 'equal' | 'different' | 'unknown';

/**
 * Compares two functions at seeded points: a single point where both are defined and differ is a
 * counterexample ('different'); agreement at enough points is 'equal'; too few defined points is
 * 'unknown'. Points where either side is undefined (a domain hole, x/x at 0) are skipped.
 */
export function compareAtPoints(a: Evaluator, b: Evaluator, symbols: string[], base: Scope = {}, needed = 8): Verdict {
  if (symbols.length === 0) {
    const va = a(base);
    const vb = b(base);
    if (va === undefined || vb === undefined) return 'unknown';
    return close(va, vb) ? 'equal' : 'different';
  }
  let valid = 0;
  for (const point of samplePoints(symbols, 60)) {
    const scope = { ...base, ...point };
    const va = a(scope);
    if (va === undefined) continue;
    const vb = b(scope);
    if (vb === undefined) continue;
    if (!close(va, vb)) return 'different';
    valid += 1;
  }
  return valid >= needed ? 'equal' : 'unknown';
}
