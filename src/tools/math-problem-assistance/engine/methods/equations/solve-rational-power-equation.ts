import { fraction, parse, type Fraction, type MathNode } from 'mathjs';
import type { MathMethod, MethodResult, StepDraft } from '../../problem';
import { relationState } from './build-node';
import { unwrapParens } from '../../nodes/build-nodes';
import { printNode } from '../../nodes/print-nodes';
import { wholeRoot } from '../../numbers/whole-numbers';
import { isolateTerm, splitCoefficient } from './isolate-term';
import { containsVariable, toPolynomial } from './polynomial';
import { rootsResult } from './roots-answer';
import { solveRelation } from './solve-linear-equation';

// x^(3/2) = 27: a power of x with a fractional exponent, undone by the reciprocal power (x = 27^(2/3) = 9).
// Only where that power has one real answer: an even root (x ≥ 0, right side positive) or an odd root with an
// odd power. x^(2/3) = 4 has two (±8) and is left alone, as is a negative right side under an even root.

const METHOD = 'rational power';

/** The exponent of x^(p/q) with q > 1, or null. */
function fractionalExponent(node: MathNode, variable: string): Fraction | null {
  const n = unwrapParens(node) as unknown as { type: string; fn?: string; args?: MathNode[] };
  if (n.type !== 'OperatorNode' || n.fn !== 'pow' || !n.args) return null;
  const [base, exponent] = n.args as [MathNode, MathNode];
  const bare = unwrapParens(base) as unknown as { type: string; name?: string };
  if (bare.type !== 'SymbolNode' || bare.name !== variable || containsVariable(exponent, variable)) return null;
  const p = toPolynomial(exponent, '\u0000');
  if (!p || p.length !== 1 || p[0]!.d === 1n) return null;
  return p[0]!;
}

function constantOf(node: MathNode): Fraction | null {
  const p = toPolynomial(node, '\u0000');
  if (!p) return null;
  return p.length === 0 ? fraction(0) : p.length === 1 ? p[0]! : null;
}

/** c^(1/p) exactly when c's top and bottom are whole p-th powers, else null. */
function exactRoot(c: Fraction, p: bigint): Fraction | null {
  const top = wholeRoot(c.n, Number(p));
  const bottom = wholeRoot(c.d, Number(p));
  return top === null || bottom === null ? null : fraction(`${top}/${bottom}`);
}

export const solveRationalPowerEquation: MathMethod = (problem): MethodResult | null => {
  const rel = solveRelation(problem, false);
  if (!rel) return null;
  const v = problem.variable;
  const isPower = (node: MathNode) => fractionalExponent(node, v) !== null || splitCoefficient(node, (n) => fractionalExponent(n, v) !== null, v) !== null;
  const isolated = isolateTerm(rel, isPower);
  if (!isolated || containsVariable(isolated.other, v)) return null;
  const split = splitCoefficient(isolated.term, (n) => fractionalExponent(n, v) !== null, v);
  if (!split) return null;
  const exponent = fractionalExponent(split.core, v)!;
  let right = constantOf(isolated.other);
  if (!right) return null;
  const steps: StepDraft[] = [];
  if (isolated.moved) steps.push({ rule: 'Isolate the power', explanation: 'Get the power of x alone on one side.', state: relationState(isolated.term, '=', isolated.other) });
  if (split.coefficient || split.divisor) {
    const by = constantOf((split.coefficient ?? split.divisor)!);
    if (!by || by.equals(0)) return null;
    right = split.coefficient ? right.div(by) : right.mul(by);
    steps.push({ rule: split.coefficient ? 'Divide both sides' : 'Multiply both sides', explanation: 'Leave the power on its own.', state: relationState(split.core, '=', parse(right.toFraction())) });
  }
  const [p, q] = [exponent.n, exponent.d];
  const evenRoot = q % 2n === 0n;
  // One real answer only: an even root of a positive number, or an odd root with an odd power.
  if (evenRoot ? right.s < 0n || right.equals(0) : p % 2n === 0n) return null;
  if (exponent.s < 0n && right.equals(0)) return null;
  const reciprocal = fraction(1).div(exponent);
  const raised = parse(`(${right.toFraction()})^(${reciprocal.toFraction()})`);
  steps.push({
    rule: `Raise both sides to the power ${reciprocal.toFraction()}`,
    explanation: `(${v}^(${exponent.toFraction()}))^(${reciprocal.toFraction()}) = ${v}${evenRoot ? `, for ${v} ≥ 0 (an even root needs ${v} ≥ 0)` : ''}.`,
    state: relationState(parse(v), '=', raised),
  });
  // |c|^(q/p) = (p-th root of |c|)^q, kept exact when the root is whole.
  const root = exactRoot(right.abs(), p);
  let value: MathNode = raised;
  if (root) {
    let exact = root.pow(Number(q));
    if (exponent.s < 0n) exact = fraction(1).div(exact);
    if (right.s < 0n) exact = exact.neg();
    value = parse(exact.toFraction());
    steps.push({ rule: 'Work out the power', explanation: `${printNode(raised, 'words')}: take the root first, then the power.`, state: relationState(parse(v), '=', value) });
  }
  return rootsResult(problem, METHOD, steps, [value]);
};
