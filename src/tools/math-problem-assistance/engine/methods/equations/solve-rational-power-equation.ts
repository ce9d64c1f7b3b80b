import { fraction, parse, type Fraction, type MathNode } from 'mathjs';
import type { MathMethod, MathProblem, MethodResult, StepDraft } from '../../problem';
import { close, compileNode } from '../../verify/evaluate';
import { relationState } from './build-node';
import { NO_SOLUTION_STATE } from './check-candidates';
import { unwrapParens } from '../../nodes/build-nodes';
import { printNode } from '../../nodes/print-nodes';
import { wholeRoot } from '../../numbers/whole-numbers';
import { isolateTerm, splitCoefficient } from './isolate-term';
import { containsVariable, toPolynomial } from './polynomial';
import { rootsResult, rootsState } from './roots-answer';
import { solveRelation } from './solve-linear-equation';

// x^(3/2) = 27: a power of x with a fractional exponent, undone by the reciprocal power (x = 27^(2/3) = 9).
// Over the real numbers: an even root needs x ≥ 0 and a positive right side; an odd root is the real one, so an odd
// power keeps the sign (x^(3/5) = -8 → x = -32) and an even power has two answers (x^(2/3) = 16 → x = ±64).

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
  const evenPower = p % 2n === 0n;
  // An even root needs x ≥ 0 and a positive right side. With an odd root (the real one: ∛-8 = -2), an odd power
  // keeps the sign (one answer) and an even power makes (∛x)² ≥ 0: a positive right side has two answers, ±.
  if ((evenRoot || evenPower) && right.s < 0n) return neverNegative(steps, `${v}^(${exponent.toFraction()})`, evenRoot, right);
  if ((evenRoot || evenPower) && right.equals(0)) return null;
  if (exponent.s < 0n && right.equals(0)) return null;
  const reciprocal = fraction(1).div(exponent);
  const twoSigns = !evenRoot && evenPower;
  const negative = right.s < 0n;
  // |c|^(q/p) written with its sign outside, so that no reader takes (-8)^(5/3) for the complex principal power.
  const magnitude = parse(`(${right.abs().toFraction()})^(${reciprocal.toFraction()})`);
  const raised = negative ? parse(`-(${right.abs().toFraction()})^(${reciprocal.toFraction()})`) : magnitude;
  const power = `${v}^(${exponent.toFraction()})`;
  const why = evenRoot
    ? `(${power})^(${reciprocal.toFraction()}) = ${v}, for ${v} ≥ 0 (an even root needs ${v} ≥ 0).`
    : twoSigns
      ? `${power} is the ${q === 3n ? 'cube' : `${q}th`} root of ${v}, raised to an even power: ${v} and -${v} give the same value, so both signs solve it (real odd roots: the ${q === 3n ? 'cube' : `${q}th`} root of a negative number is negative).`
      : `(${power})^(${reciprocal.toFraction()}) = ${v}, with the real ${q === 3n ? 'cube' : `${q}th`} root (odd roots of negative numbers are negative).`;
  const candidatesOf = (value: MathNode) => (twoSigns ? [value, parse(`-(${printNode(value, 'mathjs-fixed')})`)] : [value]);
  steps.push({ rule: `Raise both sides to the power ${reciprocal.toFraction()}`, explanation: why, state: rootsState(v, candidatesOf(raised)) });
  // |c|^(q/p) = (p-th root of |c|)^q, kept exact when the root is whole.
  const root = exactRoot(right.abs(), p);
  let value: MathNode = raised;
  if (root) {
    let exact = root.pow(Number(q));
    if (exponent.s < 0n) exact = fraction(1).div(exact);
    if (negative) exact = exact.neg();
    value = parse(exact.toFraction());
    steps.push({ rule: 'Work out the power', explanation: `${printNode(magnitude, 'words')}: take the root first, then the power.`, state: rootsState(v, candidatesOf(value)) });
  }
  const candidates = twoSigns && root ? [value, parse(fraction(value.evaluate() as number).neg().toFraction())] : candidatesOf(value);
  if (!holdOverReals(problem, candidates)) return null;
  const result = rootsResult(problem, METHOD, steps, candidates);
  return result ?? realRootsResult(problem, steps, candidates);
};

/** Every candidate put back into the equation as typed, with real odd roots ((-64)^(2/3) = 16): all must hold. */
function holdOverReals(problem: MathProblem, candidates: MathNode[]): boolean {
  if (problem.target.kind !== 'relation') return false;
  const { lhs, rhs } = problem.target.relation;
  const [left, right] = [compileNode(lhs, 'real'), compileNode(rhs, 'real')];
  return candidates.every((candidate) => {
    const at = compileNode(candidate, 'real')({});
    if (!at) return false;
    const [a, b] = [left({ [problem.variable]: at.re }), right({ [problem.variable]: at.re })];
    return a !== undefined && b !== undefined && close(a, b);
  });
}

/** rootsResult checks over the complex numbers, where (-64)^(2/3) is not 16: these roots were checked over the reals. */
function realRootsResult(problem: MathProblem, steps: StepDraft[], roots: MathNode[]): MethodResult {
  return { method: METHOD, steps, answer: rootsState(problem.variable, roots), solutions: roots.map((r) => ({ [problem.variable]: printNode(r, 'mathjs-fixed') })) };
}

/**
 * x^(2/3) = -4, x^(1/2) = -3: an even root is never negative, nor is an odd root raised to an even power (nor 1 over
 * either), so no real x solves it. Said outright: refusing it left a student with no answer where the answer is "none".
 */
function neverNegative(steps: StepDraft[], power: string, evenRoot: boolean, right: Fraction): MethodResult {
  const why = evenRoot
    ? `${power} is an even root of x (raised to a power): it is never negative, so it cannot equal ${right.toFraction()}.`
    : `${power} is an odd root of x raised to an even power: a square is never negative, so it cannot equal ${right.toFraction()}.`;
  return {
    method: METHOD,
    steps: [...steps, { rule: 'An even power is never negative', explanation: why, state: NO_SOLUTION_STATE }],
    answer: NO_SOLUTION_STATE,
    solutions: [],
    note: `No real solution: ${power} is never negative.`,
  };
}
