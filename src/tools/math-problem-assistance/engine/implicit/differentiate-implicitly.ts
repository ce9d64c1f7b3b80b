import { derivative, type MathNode, OperatorNode, simplify, SymbolNode } from 'mathjs';
import { formatNode } from '../math-text';
import type { Relation } from '../problem';
import { tidy as tidyCalculus } from '../methods/calculus/tidy-expression';

/** The symbol that stands for dy/dx in the states (printed as dy/dx). */
export const DYDX = 'dydx';

export interface ImplicitStep {
  rule: string;
  explanation: string;
  relation: Relation;
}

const dydx = new SymbolNode(DYDX);
// mathjs simplifies; the calculus tidier writes the result the way students write it (x/y, not x * 1/y).
const tidy = (node: MathNode) => tidyCalculus(simplify(node));
const times = (a: MathNode, b: MathNode) => new OperatorNode('*', 'multiply', [a, b]);
const minus = (a: MathNode, b: MathNode) => new OperatorNode('-', 'subtract', [a, b]);
const plus = (a: MathNode, b: MathNode) => new OperatorNode('+', 'add', [a, b]);
const isZero = (node: MathNode) => node.type === 'ConstantNode' && Number((node as unknown as { value: unknown }).value) === 0;

/** d/dx of one side with y a function of x: ∂/∂x + ∂/∂y · dy/dx (the chain rule on every y). */
function differentiateSide(side: MathNode): { dx: MathNode; dy: MathNode; whole: MathNode } {
  const dx = tidy(derivative(side, 'x'));
  const dy = tidy(derivative(side, 'y'));
  const whole = isZero(dy) ? dx : isZero(dx) ? tidy(times(dy, dydx)) : plus(dx, tidy(times(dy, dydx)));
  return { dx, dy, whole };
}

/**
 * dy/dx on a curve F(x, y) = G(x, y), the way it is taught: differentiate both sides with respect to x,
 * every y by the chain rule (times dy/dx); gather the dy/dx terms on one side and the rest on the other;
 * divide by what multiplies dy/dx. Null when dy/dx drops out (the curve does not depend on y that way).
 */
export function differentiateImplicitly(curve: Relation): { steps: ImplicitStep[]; answer: MathNode } | null {
  const left = differentiateSide(curve.lhs);
  const right = differentiateSide(curve.rhs);
  const factor = tidy(minus(left.dy, right.dy));
  if (isZero(factor)) return null;
  const rest = tidy(minus(right.dx, left.dx));
  const answer = tidy(new OperatorNode('/', 'divide', [rest, factor]));
  return {
    answer,
    steps: [
      {
        rule: 'Differentiate both sides with respect to x',
        explanation: 'y is a function of x, so each term with y is differentiated by the chain rule and gets a factor dy/dx.',
        relation: { lhs: left.whole, op: '=', rhs: right.whole },
      },
      {
        rule: 'Collect the dy/dx terms',
        explanation: 'Move every term with dy/dx to the left and every other term to the right, then factor out dy/dx.',
        relation: { lhs: times(factor, dydx), op: '=', rhs: rest },
      },
      {
        rule: 'Divide both sides',
        explanation: `Divide by what multiplies dy/dx (${formatNode(factor).text}), which is not 0 where the tangent is not vertical.`,
        relation: { lhs: dydx, op: '=', rhs: answer },
      },
    ],
  };
}
