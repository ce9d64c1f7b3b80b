import { derivative, SymbolNode, type MathNode } from 'mathjs';
import type { MathProblem, MathState } from '../../problem';
import { add, asFunction, dependsOn, mul, replaceSymbol, symbolName } from './calculus-nodes';
import { asMarker, BETWEEN, limitDirection, PENDING_DERIVATIVE, PENDING_INTEGRAL, SUBSTITUTION } from './calculus-markers';
import { limitsAgree } from './check-limit-state';
import { expandDefinitions } from '../../verify/expand-definitions';
import { definiteIntegralValue, divergenceSign } from './quadrature';
import { closeValues, evaluateNode, isFiniteValue, numericallyEqual } from './numeric-check';

/**
 * What a calculus state is worth, so every step can be checked against the problem itself
 * (which makes consecutive steps agree with each other too):
 *
 * - derivative task: the state with each `derivative(u, x)` worked out by mathjs equals d/dx of the function;
 * - integral task (indefinite): d/dx of the state equals the integrand, where d/dx `integral(h, x)` = h and
 *   `subst(E, u, g)` is E with u = g (so d/dx `subst(integral(h, u), u, g)` = h(g)·g');
 * - integral task (definite): `between(F, x, a, b)` needs F to be an antiderivative (as above); a state
 *   without x equals the definite integral (numeric quadrature);
 * - limit task: see check-limit-state.ts.
 */

export function resolveDerivatives(state: MathNode, variable: string): MathNode {
  return state.transform((n) => {
    const m = asMarker(n);
    if (m && m.name === PENDING_DERIVATIVE) return derivative(m.args[0]!, variable, { simplify: false });
    return n;
  });
}

export function checkDerivativeState(fn: MathNode, state: MathNode, variable: string): boolean {
  try {
    const expanded = expandDefinitions(fn);
    return numericallyEqual(resolveDerivatives(expandDefinitions(state), variable), derivative(expanded, variable, { simplify: false }), variable);
  } catch {
    return false;
  }
}

interface Pending {
  symbol: string;
  integrand: MathNode;
  inner: MathNode;
}

/** d/dx of an integration state under the convention above; null when it has no meaning (a stray variable). */
export function integralStateDerivative(state: MathNode, variable: string): MathNode | null {
  const pending: Pending[] = [];
  let broken = false;
  const freeze = (node: MathNode, u: string | null, g: MathNode | null): MathNode =>
    node.transform((n) => {
      const m = asMarker(n);
      if (m && m.name === SUBSTITUTION) {
        const name = symbolName(m.args[1]!);
        if (!name || u) {
          broken = true;
          return n;
        }
        return freeze(m.args[0]!, name, m.args[2]!);
      }
      if (m && m.name === PENDING_INTEGRAL) {
        const v = symbolName(m.args[1]!);
        const symbol = `I_${pending.length}`;
        if (v === variable && !u) pending.push({ symbol, integrand: m.args[0]!, inner: new SymbolNode(variable) });
        else if (u && g && v === u) pending.push({ symbol, integrand: replaceSymbol(m.args[0]!, u, g), inner: g });
        else broken = true;
        return new SymbolNode(symbol);
      }
      if (u && g && n.type === 'SymbolNode' && symbolName(n) === u) return g;
      return n;
    });
  const frozen = freeze(state, null, null);
  if (broken || asFunctionAnywhere(frozen, [PENDING_DERIVATIVE])) return null;
  try {
    let total = derivative(frozen, variable, { simplify: false });
    for (const p of pending) {
      const dInner = derivative(p.inner, variable, { simplify: false });
      total = add(total, mul(mul(derivative(frozen, p.symbol, { simplify: false }), p.integrand), dInner));
    }
    return total;
  } catch {
    return null;
  }
}

function asFunctionAnywhere(node: MathNode, names: string[]): boolean {
  let found = false;
  node.traverse((n) => {
    const f = asFunction(n);
    if (f && names.includes(f.name)) found = true;
  });
  return found;
}

export function checkAntiderivativeState(integrand: MathNode, state: MathNode, variable: string): boolean {
  const d = integralStateDerivative(state, variable);
  return d !== null && numericallyEqual(d, integrand, variable);
}

export function checkDefiniteValue(integrand: MathNode, lower: MathNode, upper: MathNode, state: MathNode, variable: string): boolean {
  const value = evaluateNode(state, {});
  // ±Infinity for ∫ to ±∞ (a divergent integral, decision 0094): the pieces of the integral towards the infinite end.
  if (value && value.im === 0 && (value.re === Infinity || value.re === -Infinity)) return divergesAs(integrand, lower, upper, variable, Math.sign(value.re));
  const expected = definiteIntegralValue(integrand, lower, upper, variable);
  if (!isFiniteValue(value) || expected === null) return false;
  return closeValues(value, { re: expected, im: 0 }, 1e-6);
}

function divergesAs(integrand: MathNode, lower: MathNode, upper: MathNode, variable: string, sign: number): boolean {
  const a = evaluateNode(lower, {});
  const b = evaluateNode(upper, {});
  if (!a || !b || a.im !== 0 || b.im !== 0) return false;
  if (Number.isFinite(a.re) && b.re === Infinity) return divergenceSign(integrand, a.re, 1, variable) === sign;
  if (Number.isFinite(b.re) && a.re === -Infinity) return divergenceSign(integrand, b.re, -1, variable) === sign;
  return false;
}

function checkExpressionState(problem: MathProblem, node: MathNode): boolean {
  const x = problem.variable;
  const target = problem.target;
  if (problem.task === 'derivative' && target.kind === 'expression') return checkDerivativeState(target.node, node, x);
  if (problem.task === 'integral' && target.kind === 'integral') {
    if (target.lower && target.upper) {
      // [F] from a to b is worth F(b) - F(a): F must be an antiderivative (a stronger check than the value).
      const m = asMarker(node);
      if (m && m.name === BETWEEN) return checkAntiderivativeState(target.node, m.args[0]!, x);
      return !dependsOn(node, x) && checkDefiniteValue(target.node, target.lower, target.upper, node, x);
    }
    return checkAntiderivativeState(target.node, node, x);
  }
  if (problem.task === 'limit' && target.kind === 'limit') return limitsAgree(problem, node, target.direction);
  return false;
}

/** True when the state is worth what the problem asks for (see the top of this file). */
export function checkCalculusState(problem: MathProblem, state: MathState): boolean {
  if (state.kind === 'expression') return checkExpressionState(problem, state.node);
  if (state.kind === 'relations' && problem.task === 'limit' && problem.target.kind === 'limit') {
    // One-sided limits side by side: each `limit(f, x, a, side) = value` is checked on its side.
    return state.relations.every((r) => r.op === '=' && limitsAgree(problem, r.lhs, sideOf(r.lhs)) && limitsAgree(problem, r.rhs, sideOf(r.lhs)));
  }
  return false;
}

function sideOf(node: MathNode): 'left' | 'right' | undefined {
  const m = asMarker(node);
  return m ? limitDirection(m.args) : undefined;
}
