import type { MathState } from '../problem';

type Same = (before: MathState, after: MathState) => boolean;
type Includes = (before: MathState, after: MathState) => boolean;

/**
 * Squaring both sides or multiplying by the LCD keeps every solution and may add some: such a step
 * (its solutions a superset of the step before's) is verified only when the chain repairs it, i.e.
 * a later step checks the candidates (drops some, keeping a subset of the step before it) and lands
 * on the original equation's solution set, and the final step says the same as the original.
 * Otherwise it stays unverified: a superset alone proves nothing about the answer.
 *
 * `verified[i]` is the plain verdict of step i; the returned list marks the repaired steps as well.
 */
export function allowAddedSolutions(start: MathState, states: MathState[], verified: boolean[], same: Same, includes: Includes): boolean[] {
  const last = states.length - 1;
  const safely = (check: () => boolean) => {
    try {
      return check();
    } catch {
      return false;
    }
  };
  if (last < 0 || verified.every(Boolean) || !safely(() => same(start, states[last]!))) return verified;
  const before = (i: number) => (i === 0 ? start : states[i - 1]!);
  // Steps that remove candidates and arrive at the original solutions: the check of the candidates.
  const checks = states
    .map((state, j) => j)
    .filter((j) => j > 0 && safely(() => includes(states[j]!, before(j)) && !same(before(j), states[j]!) && same(start, states[j]!)));
  if (checks.length === 0) return verified;
  return verified.map((ok, i) => ok || (checks.some((j) => j > i) && safely(() => includes(before(i), states[i]!))));
}
