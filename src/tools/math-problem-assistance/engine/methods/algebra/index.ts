import type { MathMethod, MathProblem, MethodResult } from '../../problem';
import { evaluateExpression, evaluatePercentAsFraction } from './evaluate-expression';
import { evaluateExactly } from './evaluate-exactly';
import { expandExpression } from './expand-expression';
import { rationalizeDenominator } from './rationalize-denominator';
import { factorByRoots, factorExpression } from './factor-expression';
import { simplifyExpression } from './simplify-expression';
import { simplifySquareRoot } from './simplify-square-root';
import { simplifyWithTrigIdentities } from '../../trig/simplify-trig-method';
import { evaluateExactTrigValue, evaluateExactTrigValuesInDegrees } from '../../trig/evaluate-exact-trig-value';

/** Evaluate, simplify, expand and factor; each answers only its own task (null otherwise). */
export const algebraMethods: MathMethod[] = [evaluateExactTrigValue, evaluateExactTrigValuesInDegrees, rationalizeDenominator, evaluateExactly, evaluateExpression, simplifyWithTrigIdentities, simplifySquareRoot, simplifyExpression, expandExpression, factorExpression];

const ALTERNATIVES: MathMethod[] = [factorByRoots, evaluatePercentAsFraction];

/** Other ways to the same answer, for advanced responses (factoring by the roots, a percent as a fraction). */
export function alternativeAlgebraMethods(problem: MathProblem): MethodResult[] {
  const out: MethodResult[] = [];
  for (const method of [...algebraMethods, ...ALTERNATIVES]) {
    const result = method(problem);
    if (result && !out.some((other) => other.method === result.method)) out.push(result);
  }
  return out;
}
