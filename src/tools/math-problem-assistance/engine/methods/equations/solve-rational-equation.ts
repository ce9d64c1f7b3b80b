import { fraction, type Fraction, type MathNode } from 'mathjs';
import type { MathMethod, MethodResult, Relation, StepDraft } from '../../problem';
import { fractionNode, multiply, parenthesize, polynomialNode, relation, sum } from './build-node';
import { printNode } from '../../nodes/print-nodes';
import { satisfies, valueOf } from './check-solution';
import { factorOverRationals, linearFactorOf } from './factor-polynomial';
import { degreeOf, denominatorLcm, dividePolynomials, gcdOfPolynomials, isZeroPolynomial, multiplyPolynomials, scalePolynomial, splitContent, toPolynomial, type Polynomial } from './polynomial';
import { toRationalFunction } from './rational-function';
import { distinctRoots, rootsState } from './roots-answer';
import { solveRelation } from './solve-linear-equation';
import { rootNodesOf, solvePolynomialRelation } from './solve-polynomial-relation';
import { productNode } from './solve-quadratic-by-factoring';
import { additiveTerms } from './tidy-sides';
import { lcmInt } from '../../numbers/whole-numbers';

const METHOD = 'multiply by the LCD';

interface Term {
  /** The term as numerator over a primitive integer denominator. */
  num: Polynomial;
  den: Polynomial;
}

function termsOf(node: MathNode, variable: string): Term[] | null {
  const out: Term[] = [];
  for (const t of additiveTerms(node)) {
    const r = toRationalFunction(t.node, variable);
    if (!r) return null;
    const { content, primitive } = splitContent(r.den);
    const sign = t.negative ? fraction(-1) : fraction(1);
    out.push({ num: scalePolynomial(r.num, sign.div(content)), den: primitive });
  }
  return out;
}

function lcmOfPolynomials(a: Polynomial, b: Polynomial): Polynomial {
  const g = gcdOfPolynomials(a, b);
  return splitContent(dividePolynomials(multiplyPolynomials(a, b), g).quotient).primitive;
}

/** Real roots of a denominator that we can name exactly (rational ones). */
function excludedValues(dens: Polynomial[]): Fraction[] {
  const out: Fraction[] = [];
  for (const d of dens) {
    const f = factorOverRationals(d);
    for (const r of f?.roots ?? []) if (!out.some((o) => o.equals(r.root))) out.push(r.root);
  }
  return out.sort((a, b) => a.compare(b));
}

/** LCD as a student writes it: 2x(x - 1), not 2x² - 2x. */
function lcdNode(numeric: bigint, lcd: Polynomial, variable: string): MathNode {
  const f = factorOverRationals(lcd);
  let node: MathNode;
  if (f && degreeOf(lcd) >= 1) {
    const factors = f.roots.map((r) => ({ polynomial: linearFactorOf(r.root), multiplicity: r.multiplicity }));
    if (degreeOf(f.rest) >= 1) factors.push({ polynomial: f.rest, multiplicity: 1 });
    node = productNode(factors, variable);
  } else node = polynomialNode(lcd, variable);
  if (numeric === 1n) return node;
  if (degreeOf(lcd) < 1) return fractionNode(fraction(numeric));
  const n = node as unknown as { type: string };
  return multiply(fractionNode(fraction(numeric)), n.type === 'OperatorNode' && !(node as unknown as { fn: string }).fn.startsWith('multiply') ? parenthesize(node) : node, true);
}

/**
 * Equations with the variable in a denominator: name the excluded values, multiply both sides by the
 * lowest common denominator, solve the polynomial equation left, and reject any root that makes a
 * denominator zero (extraneous).
 */
export const solveRationalEquation: MathMethod = (problem): MethodResult | null => {
  const rel = solveRelation(problem, false);
  if (!rel) return null;
  const v = problem.variable;
  if (toPolynomial(rel.lhs, v) && toPolynomial(rel.rhs, v)) return null;
  const left = termsOf(rel.lhs, v);
  const right = termsOf(rel.rhs, v);
  if (!left || !right) return null;
  const all = [...left, ...right];
  if (all.every((t) => degreeOf(t.den) < 1)) return null;
  const lcd = all.reduce<Polynomial>((acc, t) => lcmOfPolynomials(acc, t.den), [fraction(1)]);
  const scaled = (t: Term) => multiplyPolynomials(t.num, dividePolynomials(lcd, t.den).quotient);
  const numeric = all.reduce((acc, t) => lcmInt(acc, denominatorLcm(scaled(t))), 1n);
  const side = (terms: Term[]) => terms.map((t) => scalePolynomial(scaled(t), fraction(numeric)));
  const leftPolys = side(left);
  const rightPolys = side(right);
  const sideNode = (ps: Polynomial[]) => sum(ps.filter((p) => !isZeroPolynomial(p)).map((p) => (ps.length > 1 && degreeOf(p) >= 1 && p.filter((c) => !c.equals(0)).length > 1 ? parenthesize(polynomialNode(p, v)) : polynomialNode(p, v))));
  const cleared: Relation = relation(sideNode(leftPolys), '=', sideNode(rightPolys));

  const excluded = excludedValues(all.map((t) => t.den));
  const excludedText = excluded.length ? `${v} cannot be ${excluded.map((e) => e.toFraction()).join(' or ')}, because that makes a denominator zero. ` : '';
  const shownLcd = printNode(lcdNode(numeric, lcd, v), 'mathjs-juxtaposed');
  const steps: StepDraft[] = [
    {
      rule: `Multiply both sides by ${shownLcd}`,
      explanation: `${excludedText}The lowest common denominator is ${shownLcd}. Multiply every term by it: each denominator cancels.`,
      state: { kind: 'relation', relation: cleared },
    },
  ];
  const inner = solvePolynomialRelation(cleared, v, problem.variables);
  if (!inner) return null;
  steps.push(...inner.steps);
  const candidates = rootNodesOf(inner);
  if (candidates === 'all') return null;
  const distinct = distinctRoots(candidates);
  const kept = distinct.filter((r) => {
    const value = valueOf(r);
    return value !== null && satisfies(rel, { [v]: value });
  });
  const rejected = distinct.filter((r) => !kept.includes(r));
  let note: string | undefined = inner.note;
  if (rejected.length > 0) {
    const names = rejected.map((r) => `${v} = ${printNode(r, 'mathjs-juxtaposed')}`).join(' and ');
    steps.push({
      rule: 'Check for excluded values',
      explanation: `${names} ${rejected.length > 1 ? 'make' : 'makes'} a denominator of the original equation zero, so ${rejected.length > 1 ? 'they are' : 'it is'} not a solution (an extraneous root).${kept.length === 0 ? ' No solution is left.' : ''}`,
      state: kept.length ? rootsState(v, kept) : { kind: 'relations', relations: [], join: 'or' },
    });
    note = kept.length === 0 ? `No solution: ${names} would make a denominator zero.` : `${names} is rejected: it makes a denominator zero.`;
  }
  if (candidates.length === 0 && kept.length === 0 && rejected.length === 0) {
    return { method: METHOD, steps, answer: inner.answer, solutions: [], ...(inner.note ? { note: inner.note } : {}) };
  }
  return {
    method: METHOD,
    steps,
    answer: kept.length ? rootsState(v, kept) : { kind: 'relations', relations: [], join: 'or' },
    solutions: kept.map((r) => ({ [v]: r.toString({ implicit: 'show' }) })),
    ...(note ? { note } : {}),
  };
};
