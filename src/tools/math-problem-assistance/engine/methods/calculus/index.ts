import type { MathMethod, MathProblem, MethodResult } from '../../problem';
import { derivativeByRules } from './derivative-steps';
import { improperIntegralBySteps } from './improper-integral';
import { integralBySteps } from './integral-steps';
import { limitBySteps } from './limit-steps';

export { checkCalculusState } from './check-calculus-state';

/**
 * Calculus: derivatives rule by rule, integrals (table, linearity, u-substitution, parts, partial
 * fractions, definite), limits (substitution, factoring, L'Hôpital, at infinity). Each method
 * answers only its own task, so the order does not matter.
 */
export const calculusMethods: MathMethod[] = [derivativeByRules, improperIntegralBySteps, integralBySteps, limitBySteps];

/** No second method is shown for calculus yet: the rule-by-rule work is the method. */
export function alternativeCalculusMethods(problem: MathProblem): MethodResult[] {
  void problem;
  return [];
}
