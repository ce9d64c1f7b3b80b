import { fraction, type MathNode } from 'mathjs';
import type { Relation, StepDraft } from '../../problem';
import { polynomialNode, relationState, sum, termNode } from './build-node';
import { addPolynomials, scalePolynomial, toPolynomial, trimPolynomial, type Polynomial } from './polynomial';
import { lcmInt } from '../../numbers/whole-numbers';

// Before any solving, each side is tidied the way a student is taught: clear fractions (multiply by
// the least common denominator), expand brackets, combine like terms. Each is its own step, and a
// step is only shown when it changes what the student sees.

interface SignedTerm {
  node: MathNode;
  negative: boolean;
}

interface NodeShape {
  type: string;
  fn?: string;
  args?: MathNode[];
  content?: MathNode;
}

/** The top-level terms of a sum: `2x - (x+1) + 3` → [2x, -(x+1), 3]. */
export function additiveTerms(node: MathNode, negative = false): SignedTerm[] {
  const n = node as unknown as NodeShape;
  if (n.type === 'ParenthesisNode' && n.content) return additiveTerms(n.content, negative);
  if (n.type === 'OperatorNode' && n.args) {
    if (n.fn === 'add') return [...additiveTerms(n.args[0]!, negative), ...additiveTerms(n.args[1]!, negative)];
    if (n.fn === 'subtract') return [...additiveTerms(n.args[0]!, negative), ...additiveTerms(n.args[1]!, !negative)];
  }
  return [{ node, negative }];
}

/** A term's monomials, highest power first: 2(x + 1) → [2x, 2]. */
type Monomial = { coefficient: Polynomial[number]; power: number };

function monomialsOf(p: Polynomial): Monomial[] {
  const out: Monomial[] = [];
  for (let k = p.length - 1; k >= 0; k--) if (!p[k]!.equals(0)) out.push({ coefficient: p[k]!, power: k });
  return out;
}

function sideNode(monomials: Monomial[], variable: string): MathNode {
  return sum(monomials.map((m) => termNode(m.coefficient, m.power, variable)));
}

function hasBrackets(node: MathNode): boolean {
  let found = false;
  node.traverse((child, _path, parent) => {
    const c = child as unknown as NodeShape;
    const p = parent as unknown as NodeShape | null;
    if (c.type === 'ParenthesisNode' && c.content) {
      const inner = c.content as unknown as NodeShape;
      const isSum = inner.type === 'OperatorNode' && (inner.fn === 'add' || inner.fn === 'subtract');
      const insideProduct = p?.type === 'OperatorNode' && (p.fn === 'multiply' || p.fn === 'pow' || p.fn === 'unaryMinus' || p.fn === 'subtract');
      if (isSum && insideProduct) found = true;
    }
  });
  return found;
}

function shownText(lhs: MathNode, op: string, rhs: MathNode): string {
  const t = (n: MathNode) => n.toString({ parenthesis: 'auto' }).replace(/\s+/g, '');
  return `${t(lhs)}${op}${t(rhs)}`;
}

export interface TidyResult {
  steps: StepDraft[];
  lhs: Polynomial;
  rhs: Polynomial;
  /** The problem was written with decimals: answers are given as decimals when they terminate. */
  usesDecimals: boolean;
}

function termPolynomials(node: MathNode, variable: string): Polynomial[] | null {
  const out: Polynomial[] = [];
  for (const term of additiveTerms(node)) {
    const p = toPolynomial(term.node, variable);
    if (!p) return null;
    out.push(term.negative ? scalePolynomial(p, fraction(-1)) : p);
  }
  return out;
}

function usesDecimalNumbers(node: MathNode): boolean {
  let found = false;
  node.traverse((child) => {
    const c = child as unknown as { type: string; value?: unknown };
    if (c.type === 'ConstantNode' && typeof c.value === 'number' && !Number.isInteger(c.value)) found = true;
  });
  return found;
}

/**
 * Tidies both sides of a polynomial relation into collected polynomials with integer coefficients,
 * with the steps that got there; null when a side is not a polynomial in the variable.
 */
export function tidySides(relation: Relation, variable: string): TidyResult | null {
  const leftTerms = termPolynomials(relation.lhs, variable);
  const rightTerms = termPolynomials(relation.rhs, variable);
  if (!leftTerms || !rightTerms) return null;
  const steps: StepDraft[] = [];
  const op = relation.op;
  let left = leftTerms.flatMap(monomialsOf);
  let right = rightTerms.flatMap(monomialsOf);
  let shown = shownText(relation.lhs, op, relation.rhs);
  const brackets = hasBrackets(relation.lhs) || hasBrackets(relation.rhs);
  const usesDecimals = usesDecimalNumbers(relation.lhs) || usesDecimalNumbers(relation.rhs);

  const denominator = [...left, ...right].reduce((acc, m) => lcmInt(acc, m.coefficient.d), 1n);
  const push = (rule: string, explanation: string) => {
    const lhs = sideNode(left, variable);
    const rhs = sideNode(right, variable);
    const text = shownText(lhs, op, rhs);
    if (text === shown) return;
    shown = text;
    steps.push({ rule, explanation, state: relationState(lhs, op, rhs) });
  };
  if (denominator > 1n) {
    const factor = fraction(denominator);
    left = leftTerms.flatMap((p) => monomialsOf(scalePolynomial(p, factor)));
    right = rightTerms.flatMap((p) => monomialsOf(scalePolynomial(p, factor)));
    const what = usesDecimals ? 'decimals and fractions' : 'fractions';
    push(
      `Multiply both sides by ${denominator}`,
      `Multiply every term on both sides by ${denominator}, the lowest common denominator, to clear the ${what}.` +
        (brackets ? ' Multiply out the brackets as you go.' : '') +
        (op === '=' ? '' : ' Multiplying by a positive number keeps the inequality sign.'),
    );
  } else if (brackets) {
    push('Expand the brackets', 'Multiply out the brackets: multiply each term inside by the factor outside.');
  } else {
    push('Simplify', 'Work out the products and powers on each side.');
  }

  const collected = (monomials: Monomial[]) =>
    trimPolynomial(monomials.reduce<Polynomial>((acc, m) => addPolynomials(acc, scalePolynomial(unitPower(m.power), m.coefficient)), []));
  const lhs = collected(left);
  const rhs = collected(right);
  const repeats = (ms: Monomial[]) => new Set(ms.map((m) => m.power)).size !== ms.length;
  // Only a real combination is a step: 2 - x and -x + 2 are the same to a student.
  const combines = repeats(left) || repeats(right);
  left = monomialsOf(lhs);
  right = monomialsOf(rhs);
  if (combines) push('Combine like terms', 'Add up the terms with the same power of ' + variable + ' on each side, and add up the plain numbers.');
  return { steps, lhs, rhs, usesDecimals };
}

function unitPower(k: number): Polynomial {
  return [...Array.from({ length: k }, () => fraction(0)), fraction(1)];
}

/** `x = 2` style relation nodes for a collected polynomial pair. */
export function polynomialRelation(lhs: Polynomial, op: Relation['op'], rhs: Polynomial, variable: string): Relation {
  return { lhs: polynomialNode(lhs, variable), op, rhs: polynomialNode(rhs, variable) };
}
