import type { MathNode } from 'mathjs';
import { ConstantNode, FunctionNode, SymbolNode } from 'mathjs';
import type { MathStep } from '../contract';
import { areEquivalent, haveSameSolutions, includesSolutions } from './equivalence';
import { formatState, freeSymbols } from './math-text';
import type { MathProblem, MathState, StepDraft } from './problem';
import { compareAtPoints } from './verify/compare-numerically';
import { allowAddedSolutions } from './verify/may-add-solutions';
import type { Evaluator, Scope } from './verify/evaluate';
import { sampleParameters } from './verify/evaluate';
import type { LimitValue } from './verify/evaluate-state';
import { baseKey, compileState, hasStepFunction, limitAt, numericDerivative, sameLimit } from './verify/evaluate-state';
import { asFunction, asSymbol } from './read/node-kit';
import { checkAntiderivativeState, checkCalculusState } from './methods/calculus/check-calculus-state';
import { boundsOf, sameSolutionsIn } from './verify/roots-in-domain';
import { evaluateNode } from './methods/calculus/numeric-check';
import { definiteIntegralValue, divergenceSign } from './methods/calculus/quadrature';
/**
 * Checks every step against the one before it (the first against the problem), with the notion of
 * "the same" that fits the task (see problem.ts, "Step notation"):
 * - simplify, factor, expand, evaluate: the same expression (areEquivalent);
 * - solve: the same solutions (haveSameSolutions; systems: every variable is an unknown);
 * - derivative: the chain starts at derivative(f, x); every state has the same value as it;
 * - integral, indefinite: the chain starts at integral(f, x); every state has the same derivative
 *   (antiderivatives agree up to a constant);
 * - integral, definite, and limit: every state has the same value.
 * A step that fails against the step before but states the same thing as the problem itself (a root
 * rejected after squaring both sides) is verified too: what it says is right. A step that may add
 * solutions (squaring both sides, multiplying by the LCD) is verified only when a later step checks
 * the candidates and the chain ends on the original solutions (verify/may-add-solutions.ts).
 */
export function verifySteps(problem: MathProblem, steps: StepDraft[]): MathStep[] {
  const start = initialState(problem);
  const same = sameness(problem);
  let previous = start;
  const plain = steps.map((step) => {
    let verified = false;
    try {
      verified = same(previous, step.state) || (previous !== start && same(start, step.state));
    } catch {
      verified = false;
    }
    previous = step.state;
    return verified;
  });
  const states = steps.map((step) => step.state);
  const verdicts =
    problem.task === 'solve' && problem.target.kind !== 'system'
      ? allowAddedSolutions(start, states, plain, same, (before, after) => includesSolutions(before, after, problem.variable))
      : plain;
  return steps.map((step, i) => ({ rule: step.rule, explanation: step.explanation, expression: formatState(step.state), verified: verdicts[i] ?? false }));
}

/** The problem as the first state of its chain: d/dx f, ∫ f dx, lim f, or the equation/expression itself. */
export function initialState(problem: MathProblem): MathState {
  const x = new SymbolNode(problem.variable);
  const target = problem.target;
  switch (target.kind) {
    case 'expression':
      if (problem.task === 'solve') return { kind: 'relation', relation: { lhs: target.node, op: '=', rhs: new ConstantNode(0) } };
      if (problem.task === 'derivative') return { kind: 'expression', node: new FunctionNode(new SymbolNode('derivative'), [target.node, x]) };
      if (problem.task === 'integral') return { kind: 'expression', node: new FunctionNode(new SymbolNode('integral'), [target.node, x]) };
      return { kind: 'expression', node: target.node };
    case 'relation':
      return { kind: 'relation', relation: target.relation };
    case 'system':
      return { kind: 'relations', relations: target.relations, join: 'and' };
    case 'integral': {
      const args: MathNode[] = target.lower && target.upper ? [target.node, x, target.lower, target.upper] : [target.node, x];
      return { kind: 'expression', node: new FunctionNode(new SymbolNode('integral'), args) };
    }
    case 'limit': {
      const args: MathNode[] = [target.node, x, target.point];
      if (target.direction) args.push(new SymbolNode(target.direction));
      return { kind: 'expression', node: new FunctionNode(new SymbolNode('limit'), args) };
    }
  }
}

type Sameness = (before: MathState, after: MathState) => boolean;

function sameness(problem: MathProblem): Sameness {
  const variables = problem.variables.length > 0 ? problem.variables : [problem.variable];
  const expressions = (compare: (a: MathNode, b: MathNode) => boolean): Sameness => (before, after) =>
    before.kind === 'expression' && after.kind === 'expression' && compare(before.node, after.node);
  switch (problem.task) {
    case 'solve': {
      // Solutions wanted inside an interval (sin x = 1/2 for 0 ≤ x < 2π): the same solutions there.
      const bounds = problem.domain && boundsOf(problem.domain);
      if (bounds) return (before, after) => sameSolutionsIn(before, after, problem.variable, bounds);
      const unknowns = problem.target.kind === 'system' ? variables : [problem.variable];
      return (before, after) => haveSameSolutions(before, after, unknowns);
    }
    case 'integral':
      if (problem.target.kind === 'integral' && problem.target.lower && problem.target.upper) {
        const { lower, upper } = problem.target;
        if ([lower, upper].some((bound) => !Number.isFinite(evaluateNode(bound, {})?.re ?? Number.NaN))) {
          const { node } = problem.target;
          return expressions((a, b) => sameImproperValue(node, problem.variable, a, b));
        }
        return expressions(sameValue);
      }
      return expressions((a, b) => sameDerivative(a, b, problem.variable));
    case 'limit':
      // "The limit does not exist": one-sided limits side by side, each checked against the problem on its side.
      return (before, after) => (after.kind === 'relations' ? checkCalculusState(problem, after) : expressions(sameLimitState)(before, after));
    case 'derivative':
      return expressions(sameValue);
    default:
      return expressions((a, b) => (hasStepFunction(a) || hasStepFunction(b) ? sameValue(a, b) : areEquivalent(a, b, variables)));
  }
}

/**
 * ∫ to ±∞ (decision 0094): a number or ±∞ as it stands, and the integral itself by quadrature over the mapped range
 * (or ±∞ when its pieces grow without bound).
 */
function improperWorth(node: MathNode): LimitValue | undefined {
  const call = asFunction(node);
  if (call && call.fn.name === 'integral' && call.args.length === 4) {
    const [body, variableNode, lowerNode, upperNode] = call.args as [MathNode, MathNode, MathNode, MathNode];
    const variable = asSymbol(variableNode)?.name;
    const low = evaluateNode(lowerNode, {})?.re;
    const high = evaluateNode(upperNode, {})?.re;
    if (!variable || low === undefined || high === undefined || Number.isNaN(low) || Number.isNaN(high)) return undefined;
    const value = definiteIntegralValue(body, lowerNode, upperNode, variable);
    if (value !== null) return { re: value, im: 0 };
    const sign = Number.isFinite(low) && high === Infinity ? divergenceSign(body, low, 1, variable) : Number.isFinite(high) && low === -Infinity ? divergenceSign(body, high, -1, variable) : null;
    return sign === null ? undefined : sign > 0 ? 'inf' : '-inf';
  }
  if (hasStepFunction(node)) return undefined;
  const value = evaluateNode(node, {});
  if (value && value.im === 0 && value.re === Infinity) return 'inf';
  if (value && value.im === 0 && value.re === -Infinity) return '-inf';
  return value && Number.isFinite(value.re) && Number.isFinite(value.im) ? value : undefined;
}

/**
 * A step of ∫ to ±∞: [F] from a to ∞ (F's value at ∞ is a limit, not a number) is checked as the definite steps
 * check it, F an antiderivative of the integrand (pending ∫ parts included); any other state by its worth.
 */
function sameImproperValue(integrand: MathNode, variable: string, a: MathNode, b: MathNode): boolean {
  const marker = asFunction(b);
  if (marker && marker.fn.name === 'between' && marker.args.length === 4) return checkAntiderivativeState(integrand, marker.args[0]!, variable);
  const va = improperWorth(a);
  const vb = improperWorth(b);
  if (va === undefined || vb === undefined) return false;
  if (typeof va === 'string' || typeof vb === 'string') return va === vb;
  return Math.hypot(va.re - vb.re, va.im - vb.im) <= 1e-5 * (1 + Math.hypot(va.re, va.im));
}

/** The same value at every sample point, step-notation calls evaluated (derivatives, definite integrals…). */
function sameValue(a: MathNode, b: MathNode): boolean {
  if (!hasStepFunction(a) && !hasStepFunction(b)) return areEquivalent(a, b);
  return compareBoth(compileState(a, 'real'), compileState(b, 'real'), compileState(a, 'complex'), compileState(b, 'complex'), freeSymbols(a, b));
}

function compareBoth(realA: Evaluator, realB: Evaluator, complexA: Evaluator, complexB: Evaluator, symbols: string[], base: Scope = {}): boolean {
  const real = compareAtPoints(realA, realB, symbols, base);
  if (real !== 'unknown') return real === 'equal';
  return compareAtPoints(complexA, complexB, symbols, base) === 'equal';
}

/** Antiderivatives: the same derivative. ∫ terms are differentiated numerically from a reference at the point itself. */
function sameDerivative(a: MathNode, b: MathNode, variable: string): boolean {
  const symbols = freeSymbols(a, b);
  if (!symbols.includes(variable)) symbols.push(variable);
  const derivativeOf = (node: MathNode, mode: 'real' | 'complex'): Evaluator => {
    const f = numericDerivative(compileState(node, mode), variable);
    // Integrals start at the point being differentiated, so only the short stretch around it is summed.
    return (scope) => f({ ...scope, [baseKey(variable)]: scope[variable] as number });
  };
  return compareBoth(derivativeOf(a, 'real'), derivativeOf(b, 'real'), derivativeOf(a, 'complex'), derivativeOf(b, 'complex'), symbols);
}

/** Limits: the same limit inside (an algebra step under lim), else the same value, ±∞ included. */
function sameLimitState(a: MathNode, b: MathNode): boolean {
  const la = asLimit(a);
  const lb = asLimit(b);
  if (la && lb && la.variable === lb.variable && la.side === lb.side && areEquivalent(la.point, lb.point) && areEquivalent(la.body, lb.body)) return true;
  const parameters = freeSymbols(a, b);
  const scopes = parameters.length === 0 ? [{}] : sampleParameters(parameters, 3);
  return scopes.every((scope) => {
    const va = limitValue(a, scope);
    const vb = limitValue(b, scope);
    return va !== undefined && vb !== undefined && sameLimit(va, vb);
  });
}

function asLimit(node: MathNode): { body: MathNode; variable: string; point: MathNode; side?: string } | undefined {
  const fn = asFunction(node);
  if (fn?.fn.name !== 'limit') return undefined;
  const [body, variable, point, side] = fn.args;
  const name = variable ? asSymbol(variable)?.name : undefined;
  if (!body || !name || !point) return undefined;
  return { body, variable: name, point, side: side ? asSymbol(side)?.name : undefined };
}

/** A state's value as a limit: a top-level lim may be ±∞; anything else is evaluated. ∞ itself is ∞. */
function limitValue(node: MathNode, scope: Scope): LimitValue | undefined {
  const text = node.toString().replace(/\s/gu, '');
  if (text === 'Infinity') return 'inf';
  if (text === '-Infinity') return '-inf';
  const limit = asLimit(node);
  if (limit) {
    const body = compileState(limit.body, 'real');
    const point = compileState(limit.point, 'real')(scope)?.re ?? (limit.point.toString().replace(/\s/gu, '') === 'Infinity' ? Infinity : limit.point.toString().replace(/\s/gu, '') === '-Infinity' ? -Infinity : undefined);
    const side = limit.side === 'left' || limit.side === 'right' ? limit.side : undefined;
    return limitAt((t) => body({ ...scope, [limit.variable]: t }), point, side);
  }
  return compileState(node, 'real')(scope) ?? compileState(node, 'complex')(scope);
}
