import type { MathMethod, MathProblem, MethodResult } from '../../problem';
import { solveAbsoluteValueEquation } from './solve-absolute-value-equation';
import { solveExponentialEquation } from './solve-exponential-equation';
import { solveExponentialBySubstitution } from './solve-exponential-by-substitution';
import { solveLinearEquation } from './solve-linear-equation';
import { solveLogarithmicEquation } from './solve-logarithmic-equation';
import { solveRadicalEquation } from './solve-radical-equation';
import { solveOddRootEquation } from './solve-odd-root-equation';
import { solveRationalPowerEquation } from './solve-rational-power-equation';
import { solveWithCas, STEPS_UNAVAILABLE_NOTE } from './solve-with-cas';
import { solveLinearInequality } from './solve-linear-inequality';
import { solveCompoundInequality } from './solve-compound-inequality';
import { signChartMethod } from './solve-inequality-by-sign-chart';
import { solveTrigEquationInInterval } from './solve-trig-equation';
import { solveTrigEquationBySubstitution } from './solve-trig-by-substitution';
import { solveTrigInDegreesWith } from './solve-trig-in-degrees';
import { solveRationalEquation } from './solve-rational-equation';
import { solveSystemByElimination } from './solve-system-by-elimination';
import { hasUnitCoefficient, solveSystemBySubstitution } from './solve-system-by-substitution';
import { systemRows } from './linear-system';
import { solveNonlinearSystemWith } from './solve-nonlinear-system';
import { solveQuadraticByCompletingSquare } from './solve-quadratic-by-completing-square';
import { solveQuadraticByFactoring } from './solve-quadratic-by-factoring';
import { solveQuadraticByFormula } from './solve-quadratic-by-formula';
import { solveQuadraticBySquareRoot } from './solve-quadratic-by-square-root';

/**
 * Equation methods, in the order the engine tries them: the first that returns a result is the one
 * shown. Conventions of every result:
 * - `answer` is `x = a`, or `x = a or x = b` (`{kind: 'relations', join: 'or'}`); `solutions` is
 *   `[{x: '2'}, {x: '3'}]`, exact ASCII (`(5 + sqrt(13)) / 2`, never 4.3027…).
 * - No solution: `solutions: []`, the note says why, and `answer` is the false statement reached
 *   (`1 = 5`) or, after rejecting extraneous roots, the rejected candidates are named in a step.
 * - Every real number: `solutions: [{x: 'x'}]` (the variable is free, as in a parametric solution),
 *   the note says so, and `answer` is the true statement reached (`2 = 2`).
 * - Inequalities: `answer` is `x > 2`; the note gives the interval `(2, oo)`; no `solutions`.
 * - Quadratics: factoring when the roots are rational, square roots when there is no x term (x² = 2),
 *   otherwise the quadratic formula; the other ways are `alternativeEquationMethods`.
 * - Systems: substitution for two equations with a coefficient ±1, otherwise elimination.
 * - Rejected (extraneous) roots are named in a "Check …" step and the note; when none is left the
 *   state is an empty list of alternatives (`{kind: 'relations', relations: [], join: 'or'}`, false).
 */
/** Substitution is the primary way only for two equations where a variable has coefficient ±1. */
function solveTwoEquationsBySubstitution(problem: MathProblem): MethodResult | null {
  const system = systemRows(problem);
  if (!system || system.rows.length !== 2 || !hasUnitCoefficient(system.rows)) return null;
  return solveSystemBySubstitution(problem);
}

/** Inequalities past linear ones: the equation's solutions (by the methods below) split the number line. */
const solveInequalityBySignChart = signChartMethod((problem) => primaryEquationResult(problem));

/** A trig equation asked for in degrees: solved in radians by the methods below, the answers turned into degrees. */
/** Session 47: y = x^2 with y = x + 2: one unknown isolated, put into the other equation, solved by the methods below. */
const solveNonlinearSystem: MathMethod = solveNonlinearSystemWith((problem) => primaryEquationResult(problem));

const solveTrigEquationInDegrees: MathMethod = solveTrigInDegreesWith((problem) => primaryEquationResult(problem));

export const equationMethods: MathMethod[] = [
  solveTrigEquationInDegrees,
  solveTrigEquationInInterval,
  solveTrigEquationBySubstitution,
  solveLinearEquation,
  solveLinearInequality,
  solveCompoundInequality,
  solveInequalityBySignChart,
  solveQuadraticByFactoring,
  solveQuadraticBySquareRoot,
  solveQuadraticByFormula,
  solveRationalEquation,
  solveRadicalEquation,
  solveOddRootEquation,
  solveRationalPowerEquation,
  solveAbsoluteValueEquation,
  solveExponentialEquation,
  solveExponentialBySubstitution,
  solveLogarithmicEquation,
  solveTwoEquationsBySubstitution,
  solveSystemByElimination,
  solveNonlinearSystem,
  solveWithCas,
];

/** Methods shown only as alternatives (advanced responses), never chosen first. */
const alternativeOnly: MathMethod[] = [solveQuadraticByCompletingSquare, solveSystemBySubstitution];

/** The method the engine would show first, with its result. */
export function primaryEquationResult(problem: MathProblem): MethodResult | null {
  for (const method of equationMethods) {
    const result = method(problem);
    if (result) return result;
  }
  return null;
}

/**
 * The same problem by every other method that applies (a quadratic by factoring, the formula and
 * completing the square): the primary result's method is left out, and so is the CAS fallback.
 */
export function alternativeEquationMethods(problem: MathProblem): MethodResult[] {
  const primary = primaryEquationResult(problem);
  const out: MethodResult[] = [];
  for (const method of [...equationMethods, ...alternativeOnly]) {
    const result = method(problem);
    if (!result || result.method === primary?.method || result.note === STEPS_UNAVAILABLE_NOTE) continue;
    if (out.some((r) => r.method === result.method)) continue;
    out.push(result);
  }
  return out;
}

export { STEPS_UNAVAILABLE_NOTE };
