import type { MathNode } from 'mathjs';
import { add, asFunction, asOperator, dependsOn, div, factorsOf, isNumber, mul, neg, num, pow, product, sub, termsOf, unwrap } from './calculus-nodes';
import { pendingIntegral } from './calculus-markers';
import type { RuleApplication } from './differentiate-rules';
import { tableIntegral } from './integral-table';
import { applyParts } from './integration-by-parts';
import { applyRationalRule } from './partial-fractions';
import { toPolynomial } from '../equations/polynomial';
import { applySubstitution } from './u-substitution';
import { expandRule, expandsLarge } from './expand-integrand';
import { tidyLayout } from './tidy-expression';
import { doubled } from './trig-powers';
import { applyLetterFractions } from './letter-fractions';
import { applyRewriteRule } from './rewrite-integrand';
import { applyTrigRule } from './trig-integral-rules';
import { applyTrigSubstitution } from './trig-substitution';
import { callNode, symbolNode } from '../../nodes/build-nodes';
import { printNode } from '../../nodes/print-nodes';

/** ∫ of a part: read off the table at once when it is there, left pending otherwise. */
function part(h: MathNode, v: string, notes: string[]): MathNode {
  const t = tableIntegral(h, v);
  if (!t) return pendingIntegral(h, v);
  notes.push(`∫ ${printNode(h, 'mathjs')} d${v} = ${printNode(tidyLayout(t.node), 'mathjs')}`);
  return t.node;
}

function withNotes(text: string, notes: string[]): string {
  return notes.length ? `${text} Here ${notes.join(', ')}.` : text;
}

/** c · rest with every constant factor in c (2x/3 → 2/3 · x, -4x/(x^2+1) → -4 · x/(x^2+1)). */
export function splitConstant(h: MathNode, v: string): { c: MathNode; rest: MathNode } {
  const n = unwrap(h);
  if (!dependsOn(n, v)) return { c: n, rest: num(1) };
  const o = asOperator(n);
  if (o && o.fn === 'unaryMinus') {
    const inner = splitConstant(o.args[0]!, v);
    return { c: neg(inner.c), rest: inner.rest };
  }
  if (o && o.fn === 'multiply') {
    const parts = factorsOf(n).map((f) => splitConstant(f, v));
    return { c: product(parts.map((p) => p.c)), rest: product(parts.map((p) => p.rest)) };
  }
  if (o && o.fn === 'divide') {
    const top = splitConstant(o.args[0]!, v);
    if (!dependsOn(o.args[1]!, v)) return { c: div(top.c, o.args[1]!), rest: top.rest };
    const bottom = splitConstant(o.args[1]!, v);
    return { c: div(top.c, bottom.c), rest: div(top.rest, bottom.rest) };
  }
  return { c: num(1), rest: n };
}

/** tan^2 = sec^2 - 1 and cot^2 = csc^2 - 1: squares with a table integral. */
function trigSquareRule(h: MathNode, v: string): RuleApplication | null {
  const { c, rest } = splitConstant(h, v);
  const o = asOperator(unwrap(rest));
  if (!o || o.fn !== 'pow' || !isNumber(o.args[1]!, 2)) return null;
  const f = asFunction(unwrap(o.args[0]!));
  if (!f || f.args.length !== 1) return null;
  const inside = f.args[0]!;
  const identities: Record<string, [string, MathNode]> = {
    tan: ['tan^2 u = sec^2 u - 1', sub(pow(callNode('sec', [inside]), num(2)), num(1))],
    cot: ['cot^2 u = csc^2 u - 1', sub(pow(callNode('csc', [inside]), num(2)), num(1))],
    sin: ['sin^2 u = (1 - cos(2u))/2', div(sub(num(1), callNode('cos', [doubled(inside)])), num(2))],
    cos: ['cos^2 u = (1 + cos(2u))/2', div(add(num(1), callNode('cos', [doubled(inside)])), num(2))],
  };
  const identity = identities[f.name];
  if (!identity) return null;
  return {
    rule: 'Trig identity',
    explanation: `Rewrite with ${identity[0]}, which has a table integral.`,
    result: pendingIntegral(mul(c, identity[1]), v),
  };
}

/** (a + b)/m with a plain denominator: one fraction per term of the top. */
function splitFractionRule(h: MathNode, v: string): RuleApplication | null {
  const o = asOperator(unwrap(h));
  if (!o || o.fn !== 'divide') return null;
  const terms = termsOf(o.args[0]!);
  const bottom = o.args[1]!;
  if (terms.length < 2 || termsOf(bottom).length > 1 || toPolynomial(bottom, v)) return null;
  const split = terms.reduce<MathNode>((acc, t) => (t.sign === 1 ? add(acc, div(t.term, bottom)) : sub(acc, div(t.term, bottom))), num(0));
  return {
    rule: 'Split the fraction',
    explanation: `Divide each term of the top by ${printNode(bottom, 'mathjs')}.`,
    result: pendingIntegral(split, v),
  };
}

/** The one rule a student would use next on ∫ h dv; null when none applies. */
export function applyIntegralRule(h: MathNode, v: string): RuleApplication | null {
  const n = unwrap(h);
  if (!dependsOn(n, v)) {
    return { rule: 'Constant rule', explanation: `The integral of a constant c is c·${v}.`, result: mul(n, symbolNode(v)) };
  }
  const table = tableIntegral(n, v);
  if (table) return { rule: table.rule, explanation: table.explanation, result: table.node };
  const terms = termsOf(n);
  if (terms.length > 1) {
    const notes: string[] = [];
    const result = terms.reduce<MathNode>((acc, t) => {
      const p = part(t.term, v, notes);
      return t.sign === 1 ? add(acc, p) : sub(acc, p);
    }, num(0));
    return { rule: 'Sum rule', explanation: withNotes('Integrate term by term: ∫ (f ± g) = ∫ f ± ∫ g.', notes), result };
  }
  const { c, rest } = splitConstant(n, v);
  if (!isNumber(c, 1)) {
    return {
      rule: 'Constant multiple rule',
      explanation: `Take the constant ${printNode(c, 'mathjs')} out in front: ∫ c·f = c·∫ f.`,
      result: mul(c, pendingIntegral(rest, v)),
    };
  }
  return (
    applyRewriteRule(n, v) ??
    trigSquareRule(n, v) ??
    // x²(x³ − 2)^5: a large expansion (slow, and pages of terms) when u = x³ − 2 does it in one step.
    (expandsLarge(n, v) ? applySubstitution(n, v) : null) ??
    expandRule(n, v) ??
    applyRationalRule(n, v) ??
    applyLetterFractions(n, v) ??
    splitFractionRule(n, v) ??
    applySubstitution(n, v) ??
    applyTrigRule(n, v) ??
    applyTrigSubstitution(n, v) ??
    applyParts(n, v)
  );
}
