import { fraction, type MathNode } from 'mathjs';
import type { MathMethod, MethodResult, Relation, StepDraft } from '../../problem';
import { add, divide, polynomialNode, fractionNode, multiply, parenthesize, power, numberNode, relation, relationState } from './build-node';
import { checkCandidates } from './check-candidates';
import { isolateTerm, splitCoefficient } from './isolate-term';
import { functionName, unwrapParens } from '../../nodes/build-nodes';
import { containsVariable, toPolynomial } from './polynomial';
import { solveRelation } from './solve-linear-equation';
import { rootNodesOf, solvePolynomialRelation } from './solve-polynomial-relation';

const METHOD = 'isolate and square';

function isSquareRoot(node: MathNode): boolean {
  const n = unwrapParens(node) as unknown as { type: string; fn?: string; args?: MathNode[] };
  if (functionName(node) === 'sqrt') return true;
  if (n.type === 'OperatorNode' && n.fn === 'pow' && n.args) {
    const e = toPolynomial(n.args[1]!, '\u0000');
    return e !== null && e.length === 1 && e[0]!.equals(fraction(1, 2));
  }
  return false;
}

function radicand(node: MathNode): MathNode {
  return (unwrapParens(node) as unknown as { args: MathNode[] }).args[0]!;
}

function isSum(node: MathNode): boolean {
  const n = unwrapParens(node) as unknown as { type: string; fn?: string };
  return n.type === 'OperatorNode' && (n.fn === 'add' || n.fn === 'subtract');
}

function hasRadicalOf(node: MathNode, variable: string): boolean {
  let found = false;
  node.traverse((child) => {
    if (isSquareRoot(child) && containsVariable(radicand(child), variable)) found = true;
  });
  return found;
}

/** (c·sqrt(u))² = c²·u, (sqrt(u)/d)² = u/d²; null for other terms. */
function squareOfTerm(term: MathNode, variable: string): MathNode | null {
  const split = splitCoefficient(term, isSquareRoot, variable);
  if (!split) return null;
  const u = radicand(split.core);
  const wrapped = isSum(u) ? parenthesize(u) : u;
  const squared = (c: MathNode) => {
    const p = toPolynomial(c, '\u0000');
    return p && p.length <= 1 ? fractionNode((p[0] ?? fraction(0)).mul(p[0] ?? fraction(0))) : power(c, numberNode(2));
  };
  if (split.coefficient) return multiply(squared(split.coefficient), wrapped, true);
  if (split.divisor) return divide(wrapped, squared(split.divisor));
  return u;
}

/**
 * Equations with the variable under a square root: isolate the root, square both sides (twice when
 * two roots), solve the polynomial equation, and check every candidate in the original equation —
 * squaring can add roots that do not work (extraneous).
 */
export const solveRadicalEquation: MathMethod = (problem): MethodResult | null => {
  const rel = solveRelation(problem, false);
  if (!rel) return null;
  const v = problem.variable;
  if (!hasRadicalOf(rel.lhs, v) && !hasRadicalOf(rel.rhs, v)) return null;
  const steps: StepDraft[] = [];
  let current: Relation = rel;
  for (let round = 0; round < 3 && (hasRadicalOf(current.lhs, v) || hasRadicalOf(current.rhs, v)); round++) {
    const isolated = isolateTerm(current, (n) => hasRadicalOf(n, v));
    if (!isolated) return null;
    const collected = toPolynomial(isolated.other, v);
    if (collected) isolated.other = polynomialNode(collected, v);
    if (isolated.moved) {
      steps.push({
        rule: 'Isolate the square root',
        explanation: 'Get the square root alone on one side (move every other term across and combine), so that squaring removes it.',
        state: relationState(isolated.term, '=', isolated.other),
      });
    }
    const left = squareOfTerm(isolated.term, v);
    if (!left) return null;
    const otherIsSimple = (unwrapParens(isolated.other) as unknown as { type: string }).type !== 'OperatorNode';
    const right = hasRadicalOf(isolated.other, v) || !otherIsSimple ? power(parenthesize(isolated.other), numberNode(2)) : power(isolated.other, numberNode(2));
    current = relation(left, '=', right);
    steps.push({
      rule: 'Square both sides',
      explanation: 'Squaring undoes the square root. It can also add solutions that do not work, so every answer is checked at the end.',
      state: relationState(left, '=', right),
    });
    if (hasRadicalOf(current.rhs, v)) {
      // (a + sqrt(u))² = a² + 2a·sqrt(u) + u: expanded by the next round's isolation step.
      const expanded = expandSquareWithRoot(current.rhs, v);
      if (!expanded) return null;
      current = relation(current.lhs, '=', expanded);
      steps.push({ rule: 'Expand the square', explanation: '(a + b)² = a² + 2ab + b².', state: { kind: 'relation', relation: current } });
    }
  }
  const inner = solvePolynomialRelation(current, v, problem.variables);
  if (!inner) return null;
  const candidates = rootNodesOf(inner);
  if (candidates === 'all') return null;
  return checkCandidates(problem, METHOD, [...steps, ...inner.steps], candidates, 'the two sides differ, or a square root of a negative number appears', true);
};

/** (a ± b·sqrt(u))² written out, for the second squaring of sqrt(x) + sqrt(x + 5) = 5. */
function expandSquareWithRoot(node: MathNode, variable: string): MathNode | null {
  const n = unwrapParens(node) as unknown as { fn?: string; args?: MathNode[] };
  if (n.fn !== 'pow' || !n.args) return null;
  const inside = unwrapParens(n.args[0]!) as unknown as { fn?: string; args?: MathNode[] };
  if ((inside.fn !== 'add' && inside.fn !== 'subtract') || !inside.args) return null;
  const [first, second] = inside.args as [MathNode, MathNode];
  const rootSide = hasRadicalOf(second, variable) ? second : hasRadicalOf(first, variable) ? first : null;
  if (!rootSide) return null;
  const plain = rootSide === second ? first : second;
  const bSquared = squareOfTerm(rootSide, variable);
  if (!bSquared) return null;
  const sign = inside.fn === 'subtract' ? -1 : 1;
  const plainValue = toPolynomial(plain, '\u0000');
  const a = plainValue && plainValue.length <= 1 ? (plainValue[0] ?? fraction(0)) : null;
  const twoAB = a
    ? multiply(fractionNode(a.mul(2 * sign)), rootSide, true)
    : multiply(multiply(fractionNode(fraction(2 * sign)), parenthesize(plain), true), rootSide, true);
  const parts: MathNode[] = [a ? fractionNode(a.mul(a)) : power(parenthesize(plain), numberNode(2)), twoAB, bSquared];
  return parts.slice(1).reduce((acc, p) => add(acc, p), parts[0]!);
}
