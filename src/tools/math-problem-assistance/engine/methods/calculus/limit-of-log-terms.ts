import { rationalize, type MathNode } from 'mathjs';
import { callNode } from '../../nodes/build-nodes';
import { asFunction, asOperator, dependsOn, div, mul, neg, numberNode, rational, sum, termsOf, unwrap } from './calculus-nodes';
import { limitByGrowth } from './limit-by-growth';
import { evaluateNode } from './numeric-check';

/**
 * The limit at ±∞ of an antiderivative with two or more logs of polynomials, c₁·ln|p₁(x)| + c₂·ln|p₂(x)| + … (partial
 * fractions give ln|x − 1|/2 − ln|x + 1|/2 for 1/(x² − 1)), which limitByGrowth leaves undecided as ∞ − ∞. Far out
 * ln|p(x)| = deg p · ln|x| + ln|lead p| + o(1), so the logs together grow like (Σ cᵢ·deg pᵢ)·ln|x|: when that sum is
 * 0 their limit is Σ cᵢ·ln|lead pᵢ| (exact), otherwise ±∞. The other terms go to limitByGrowth. Session 44; the
 * caller (improper-integral.ts) checks the integral's value by quadrature, so a slip here cannot be shown.
 */
export type LogTermsLimit = { kind: 'finite'; node: MathNode } | { kind: 'infinite'; sign: 1 | -1 };

interface LogTerm {
  coefficient: MathNode;
  argument: MathNode;
}

function constantValue(node: MathNode): number | undefined {
  const value = evaluateNode(node, {});
  return value && value.im === 0 && Number.isFinite(value.re) ? value.re : undefined;
}

/** c·ln(u), ln(u)/c, −ln(u), with c free of x; null for anything else. */
function asLogTerm(raw: MathNode, x: string): LogTerm | null {
  const node = unwrap(raw);
  const f = asFunction(node);
  if (f && (f.name === 'log' || f.name === 'ln') && f.args.length === 1) return { coefficient: numberNode(1), argument: f.args[0]! };
  const o = asOperator(node);
  if (!o) return null;
  if (o.fn === 'unaryMinus') {
    const inner = asLogTerm(o.args[0]!, x);
    return inner && { ...inner, coefficient: neg(inner.coefficient) };
  }
  if (o.fn === 'divide' && !dependsOn(o.args[1]!, x)) {
    const inner = asLogTerm(o.args[0]!, x);
    return inner && { ...inner, coefficient: div(inner.coefficient, o.args[1]!) };
  }
  if (o.fn === 'multiply' && o.args.length === 2) {
    const [a, b] = o.args as [MathNode, MathNode];
    const [constant, other] = !dependsOn(a, x) ? [a, b] : !dependsOn(b, x) ? [b, a] : [null, null];
    if (!constant || !other) return null;
    const inner = asLogTerm(other, x);
    return inner && { ...inner, coefficient: mul(constant, inner.coefficient) };
  }
  return null;
}

/** The degree and leading coefficient of a polynomial in x (under an abs or not); null when it is not one. */
function polynomialShape(raw: MathNode, x: string): { degree: number; lead: number } | null {
  let node = unwrap(raw);
  const f = asFunction(node);
  if (f && f.name === 'abs' && f.args.length === 1) node = unwrap(f.args[0]!);
  try {
    const shape = rationalize(node, {}, true) as unknown as { coefficients: number[]; variables: string[]; denominator: MathNode | null };
    if (shape.denominator || shape.variables.length !== 1 || shape.variables[0] !== x || shape.coefficients.length < 2) return null;
    const lead = shape.coefficients[shape.coefficients.length - 1]!;
    if (!Number.isFinite(lead) || lead === 0 || !shape.coefficients.every(Number.isFinite)) return null;
    return { degree: shape.coefficients.length - 1, lead };
  } catch {
    return null;
  }
}

export function limitOfLogTerms(node: MathNode, x: string, direction: 1 | -1): LogTermsLimit | null {
  const logs: Array<{ coefficient: number; coefficientNode: MathNode; degree: number; lead: number }> = [];
  const others: MathNode[] = [];
  for (const { sign, term } of termsOf(node)) {
    const log = asLogTerm(term, x);
    const shape = log && polynomialShape(log.argument, x);
    const coefficientNode = log && (sign > 0 ? log.coefficient : neg(log.coefficient));
    const coefficient = coefficientNode ? constantValue(coefficientNode) : undefined;
    if (log && shape && coefficientNode && coefficient !== undefined) logs.push({ coefficient, coefficientNode, ...shape });
    else others.push(sign > 0 ? term : neg(term));
  }
  if (logs.length < 2) return null;
  const growth = logs.reduce((total, log) => total + log.coefficient * log.degree, 0);
  let logPart: LogTermsLimit;
  if (Math.abs(growth) > 1e-12) logPart = { kind: 'infinite', sign: growth > 0 ? 1 : -1 };
  else {
    const leads = logs.map((log) => {
      const lead = rational(Math.abs(log.lead));
      if (!lead) return null;
      return mul(log.coefficientNode, callNode('log', [div(numberNode(lead[0]), numberNode(lead[1]))]));
    });
    if (leads.some((lead) => lead === null)) return null;
    logPart = { kind: 'finite', node: sum(leads as MathNode[]) };
  }
  if (others.length === 0) return logPart;
  const rest = limitByGrowth(sum(others), x, direction);
  if (!rest) return null;
  if (rest.kind === 'finite' && logPart.kind === 'finite') return { kind: 'finite', node: sum([logPart.node, rest.node]) };
  if (rest.kind === 'finite') return logPart;
  if (logPart.kind === 'finite') return { kind: 'infinite', sign: rest.sign };
  // Both grow: logs grow like ln x (rank 1); a faster part wins, an equal rank with opposite signs is undecided.
  if (rest.sign === logPart.sign) return logPart;
  return rest.rank > 1 ? { kind: 'infinite', sign: rest.sign } : null;
}
