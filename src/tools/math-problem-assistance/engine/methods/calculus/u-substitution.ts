import { derivative, simplify, SymbolNode, type MathNode } from 'mathjs';
import { asFunction, asOperator, constValue, dependsOn, div, mul, num, replaceSymbol, unwrap } from './calculus-nodes';
import { pendingIntegral, substitution } from './calculus-markers';
import type { RuleApplication } from './differentiate-rules';
import { linearSlope } from './power-factors';
import { evaluateNode, freeSymbols, isFiniteValue, numericallyEqual } from './numeric-check';
import { tidyLayout } from './tidy-expression';
import { printNode } from '../../nodes/print-nodes';

/**
 * u-substitution: find an inside part g(x) whose derivative is also a factor (up to a constant),
 * so f(g(x))·g'(x) dx becomes f(u) du. Candidates are the insides of functions and powers, whole
 * function calls (sin x in sin^2 x cos x) and denominators, tried in reading order.
 */

function candidates(h: MathNode, v: string): MathNode[] {
  const found: MathNode[] = [];
  const push = (g: MathNode) => {
    const n = unwrap(g);
    if (!dependsOn(n, v) || linearSlope(n, v) || found.some((f) => f.equals(n))) return;
    found.push(n);
  };
  h.traverse((node) => {
    const n = unwrap(node);
    const f = asFunction(n);
    if (f && f.args.length >= 1) {
      push(f.args[0]!);
      push(n);
    }
    const o = asOperator(n);
    if (o && o.fn === 'pow') {
      if (constValue(o.args[1]!) !== null) push(o.args[0]!);
      else if (!dependsOn(o.args[0]!, v)) push(o.args[1]!);
    }
    if (o && o.fn === 'divide') push(o.args[1]!);
  });
  return found;
}

/** Replaces every copy of g in h by u. */
function replaceInside(h: MathNode, g: MathNode, u: string): MathNode {
  return h.transform((n) => (unwrap(n).equals(g) ? new SymbolNode(u) : n));
}

/** h / g' written in u alone, or null when x does not cancel out. */
function inTermsOfU(h: MathNode, g: MathNode, dg: MathNode, v: string, u: string): MathNode | null {
  const ratio = div(replaceInside(h, g, u), dg);
  let simplified: MathNode;
  try {
    simplified = simplify(ratio);
  } catch {
    return null;
  }
  if (!dependsOn(simplified, v)) return simplified;
  // x may cancel only numerically (sqrt(1 - x^2)·1/sqrt(2 - 2x^2)): then any x gives the same function of u.
  for (const t of [1, 2, 0.5, 3, 0.25]) {
    const fixed = replaceSymbol(simplified, v, num(t));
    let candidate: MathNode;
    try {
      candidate = simplify(fixed);
    } catch {
      continue;
    }
    const probe = evaluateNode(candidate, Object.fromEntries(freeSymbols(candidate).map((s) => [s, 0.7])));
    if (!isFiniteValue(probe)) continue;
    return candidate;
  }
  return null;
}

/** A letter for the substitution that the problem does not use. */
export function freshLetter(h: MathNode): string {
  const used = new Set(freeSymbols(h));
  return ['u', 't', 'w', 's', 'z'].find((l) => !used.has(l)) ?? 'u';
}

export function applySubstitution(h: MathNode, v: string): RuleApplication | null {
  const u = freshLetter(h);
  for (const g of candidates(h, v)) {
    let dg: MathNode;
    try {
      dg = simplify(derivative(g, v));
    } catch {
      continue;
    }
    if (constValue(dg) === 0) continue;
    const body = inTermsOfU(h, g, dg, v, u);
    if (!body || dependsOn(body, v)) continue;
    // The substitution is right only if f(g(x))·g'(x) is the integrand again.
    const back = replaceSymbol(body, u, g);
    if (!numericallyEqual(mul(back, dg), h, v)) continue;
    const tidyBody = tidyLayout(body);
    return {
      rule: 'u-substitution',
      explanation: `Let ${u} = ${printNode(g, 'mathjs')}. Then d${u} = ${printNode(tidyLayout(dg), 'mathjs')} d${v}, so the integral becomes ∫ ${printNode(tidyBody, 'mathjs')} d${u}.`,
      result: substitution(pendingIntegral(tidyBody, u), u, g),
    };
  }
  return null;
}
