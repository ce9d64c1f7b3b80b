import { derivative, simplify } from 'mathjs';
import type { MathResult, MathStep, MathText } from '../../contract';
import { formatNode, formatRelation } from '../math-text';
import { compileNode, samplePoints } from '../verify/evaluate';
import type { Relation } from '../problem';
import { checkImplicitDerivative, checkSlopeAt, liesOnCurve } from './check-implicit-derivative';
import { DYDX, differentiateImplicitly, type ImplicitStep } from './differentiate-implicitly';
import type { ImplicitDerivativeProblem } from './read-implicit-derivative';

const METHOD = 'implicit differentiation';

/** dydx printed the way it is written: dy/dx, \frac{dy}{dx}. */
function showDydx(text: MathText): MathText {
  return { text: text.text.replace(/\bdydx\b/gu, 'dy/dx'), latex: text.latex.replace(/\\mathrm\{dydx\}|\bdydx\b/gu, '\\frac{dy}{dx}') };
}

/**
 * A step is verified when, at sample points (x, y), the dy/dx its relation fixes (it is linear in dy/dx)
 * is -F_x/F_y of the curve F = lhs - rhs, worked out by the CAS.
 */
function verifyStep(curve: Relation, step: ImplicitStep): boolean {
  const fx = compileNode(derivative(curve.lhs, 'x'), 'real');
  const fy = compileNode(derivative(curve.lhs, 'y'), 'real');
  const gx = compileNode(derivative(curve.rhs, 'x'), 'real');
  const gy = compileNode(derivative(curve.rhs, 'y'), 'real');
  const lhs = compileNode(step.relation.lhs, 'real');
  const rhs = compileNode(step.relation.rhs, 'real');
  let compared = 0;
  for (const point of samplePoints(['x', 'y'], 12, 35)) {
    const at = (t: number) => {
      const [a, b] = [lhs({ ...point, [DYDX]: t }), rhs({ ...point, [DYDX]: t })];
      return a && b ? a.re - b.re : undefined;
    };
    const [g0, g1] = [at(0), at(1)];
    const [px, py, qx, qy] = [fx(point), fy(point), gx(point), gy(point)];
    if (g0 === undefined || g1 === undefined || !px || !py || !qx || !qy || Math.abs(g1 - g0) < 1e-12 || Math.abs(py.re - qy.re) < 1e-12) continue;
    const fromStep = -g0 / (g1 - g0);
    const truth = -(px.re - qx.re) / (py.re - qy.re);
    if (!Number.isFinite(fromStep) || !Number.isFinite(truth)) continue;
    if (Math.abs(fromStep - truth) > 1e-8 * (1 + Math.abs(truth))) return false;
    compared += 1;
  }
  return compared >= 3;
}

function toStep(curve: Relation, step: ImplicitStep): MathStep {
  return { rule: step.rule, explanation: step.explanation, expression: showDydx(formatRelation(step.relation)), verified: verifyStep(curve, step) };
}

function unsupported(message: string, readAs: MathText): MathResult {
  return { status: 'unsupported', task: 'derivative', steps: [], hints: [], engine: 'embedded', message, readAs };
}

/**
 * dy/dx on a curve by implicit differentiation, every step checked by the CAS and the answer checked on
 * its own against the curve as typed (its slope measured at points on it, checkImplicitDerivative).
 * At a point: the point must lie on the curve, and the value is checked against the slope measured there.
 */
export function solveImplicitDerivative(problem: ImplicitDerivativeProblem): MathResult {
  const curve = formatRelation(problem.curve);
  const readAs = { text: `dy/dx on the curve ${curve.text}`, latex: `\\frac{dy}{dx} \\text{ on the curve } ${curve.latex}` };
  const worked = differentiateImplicitly(problem.curve);
  if (!worked) return unsupported('dy/dx drops out when both sides are differentiated, so this curve does not fix a slope: check the equation.', readAs);
  if (checkImplicitDerivative(problem.curve, worked.answer) !== 'passed') {
    return unsupported('I worked out dy/dx, but I could not confirm it against the slope of the curve itself, so I do not show it.', readAs);
  }
  const steps = worked.steps.map((step) => toStep(problem.curve, step));
  const hints = [
    'This is implicit differentiation: y is a function of x, so differentiate both sides with respect to x and multiply the derivative of every y term by dy/dx.',
    'Then gather the dy/dx terms on one side and solve for dy/dx.',
  ];
  if (!problem.point) {
    return { status: 'solved', task: 'derivative', method: METHOD, answer: formatNode(worked.answer), steps, hints, engine: 'embedded', readAs };
  }
  const [x, y] = [problem.point.x, problem.point.y].map((node) => compileNode(node, 'real')({})?.re);
  if (x === undefined || y === undefined || !liesOnCurve(problem.curve, x, y)) {
    return unsupported(`The point (${problem.point.x.toString()}, ${problem.point.y.toString()}) is not on the curve ${curve.text}, so the curve has no slope there.`, readAs);
  }
  const value = simplify(worked.answer.transform((node) => (node.type === 'SymbolNode' && (node as unknown as { name: string }).name === 'x' ? problem.point!.x : node.type === 'SymbolNode' && (node as unknown as { name: string }).name === 'y' ? problem.point!.y : node)));
  const number = compileNode(value, 'real')({})?.re;
  if (number === undefined || !Number.isFinite(number) || !checkSlopeAt(problem.curve, x, y, number)) {
    return unsupported('The tangent at this point is vertical or I could not confirm its slope, so I give no number.', readAs);
  }
  const put: MathStep = {
    rule: `Put in x = ${problem.point.x.toString()} and y = ${problem.point.y.toString()}`,
    explanation: 'The point lies on the curve, so the slope of the tangent there is dy/dx at that point.',
    expression: showDydx(formatRelation({ lhs: worked.steps[2]!.relation.lhs, op: '=', rhs: value })),
    verified: true,
  };
  return { status: 'solved', task: 'derivative', method: METHOD, answer: formatNode(value), steps: [...steps, put], hints, engine: 'embedded', readAs: { text: `${readAs.text} at (${problem.point.x.toString()}, ${problem.point.y.toString()})`, latex: readAs.latex } };
}
