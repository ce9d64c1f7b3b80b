import type { MathNode } from 'mathjs';
import type { StepDraft } from '../../problem';
import { expressionStep } from './method-kit';
import { asOperator, constantValue, negNode, numberNode, powNode, productNode, sumNode } from './node-build';
import { type Poly, type Term, constPoly, invertTerm, mergeTerms, mulPoly, mulTermLists, polyKey } from './poly';
import * as R from './rational';
import { isPolyRatio, polyToNode, readRatio, termToNode } from './ratio';
import { printNode } from '../../nodes/print-nodes';

/** A sum in brackets to a whole power, inside a term. */
interface Bracket {
  poly: Poly;
  power: number;
}

/** One term of the top-level sum: sign × monomial × brackets, until it is expanded to `done`. */
interface TermWork {
  sign: 1 | -1;
  monomial: Poly;
  brackets: Bracket[];
  /** The unmerged product, shown between multiplying and collecting. */
  shown?: Term[];
  done?: Poly;
}

function signedTerms(node: MathNode, sign: 1 | -1, out: Array<{ sign: 1 | -1; node: MathNode }>): void {
  const o = asOperator(node);
  if (o?.fn === 'add') {
    signedTerms(o.args[0] as MathNode, sign, out);
    signedTerms(o.args[1] as MathNode, sign, out);
  } else if (o?.fn === 'subtract') {
    signedTerms(o.args[0] as MathNode, sign, out);
    signedTerms(o.args[1] as MathNode, sign === 1 ? -1 : 1, out);
  } else if (o?.fn === 'unaryMinus' && asOperator(o.args[0] as MathNode)?.fn !== 'multiply' && isSum(o.args[0] as MathNode)) {
    signedTerms(o.args[0] as MathNode, sign === 1 ? -1 : 1, out);
  } else {
    out.push({ sign, node });
  }
}

function isProductLike(node: MathNode): boolean {
  const fn = asOperator(node)?.fn;
  return fn === 'multiply' || fn === 'divide' || fn === 'pow' || fn === 'unaryMinus' || node.type === 'FunctionNode';
}

function isSum(node: MathNode): boolean {
  const fn = asOperator(node)?.fn;
  return fn === 'add' || fn === 'subtract';
}

/** Splits a product/quotient into its factors; null when a denominator has more than one term. */
function readTerm(node: MathNode, sign: 1 | -1): TermWork | null {
  const work: TermWork = { sign, monomial: constPoly(R.ONE), brackets: [] };
  const visit = (n: MathNode, inverse: boolean): boolean => {
    const o = asOperator(n);
    if (o?.fn === 'multiply') return o.args.every((arg) => visit(arg, inverse));
    if (o?.fn === 'divide') return visit(o.args[0] as MathNode, inverse) && visit(o.args[1] as MathNode, !inverse);
    if (o?.fn === 'unaryMinus') {
      work.sign = work.sign === 1 ? -1 : 1;
      return visit(o.args[0] as MathNode, inverse);
    }
    let base = n;
    let power = 1;
    if (o?.fn === 'pow') {
      const e = constantValue(o.args[1] as MathNode);
      if (e !== null && Number.isInteger(e) && e >= 1 && e <= 8) {
        base = o.args[0] as MathNode;
        power = e;
      }
    }
    const r = readRatio(base);
    if (!r || !isPolyRatio(r)) return false;
    if (r.num.length <= 1) {
      const full = readRatio(n);
      if (!full || !isPolyRatio(full) || full.num.length > 1) return false;
      if (inverse) {
        if (full.num.length === 0) return false;
        work.monomial = mulPoly(work.monomial, [invertTerm(full.num[0] as Term)]);
      } else {
        work.monomial = mulPoly(work.monomial, full.num);
      }
      return true;
    }
    if (inverse) return false;
    work.brackets.push({ poly: r.num, power });
    return true;
  };
  return visit(node, false) ? work : null;
}

function bracketNode(b: Bracket): MathNode {
  const node = polyToNode(b.poly);
  return b.power === 1 ? node : powNode(node, numberNode(b.power));
}

function workNode(work: TermWork): MathNode {
  let body: MathNode;
  if (work.done) body = polyToNode(work.done);
  else if (work.shown) body = sumNode(work.shown.map(termToNode));
  else {
    const m = work.monomial;
    const mono = m.length === 1 && (m[0] as Term).factors.length === 0 && R.isOne((m[0] as Term).coef) ? [] : [polyToNode(m)];
    body = productNode([...mono, ...work.brackets.map(bracketNode)]);
  }
  return work.sign === -1 ? negNode(body) : body;
}

/** The whole expression; expanded terms with a plus sign join the top-level sum. */
function stateNode(works: TermWork[]): MathNode {
  return sumNode(works.flatMap((work) => (work.done && work.sign === 1 && work.done.length > 0 ? work.done.map(termToNode) : [workNode(work)])));
}

const text = (p: Poly): string => printNode(polyToNode(p), 'words');

export interface ExpandOutcome {
  steps: StepDraft[];
  result: Poly;
  /** A rule name per step kind used, for hints and the method name. */
  usedFoil: boolean;
}

/**
 * Multiplies out every product of brackets, one rule at a time: squares of sums, FOIL and
 * term-by-term products, then the number or letter in front; like terms are collected at the end.
 * Null when the expression is not a polynomial (a letter in a denominator with several terms).
 */
export function expandSteps(node: MathNode): ExpandOutcome | null {
  const pieces: Array<{ sign: 1 | -1; node: MathNode }> = [];
  signedTerms(node, 1, pieces);
  const works: TermWork[] = [];
  for (const piece of pieces) {
    const work = readTerm(piece.node, piece.sign);
    if (!work) return null;
    works.push(work);
  }
  const steps: StepDraft[] = [];
  let usedFoil = false;
  const push = (rule: string, explanation: string): void => {
    steps.push(expressionStep(rule, explanation, stateNode(works)));
  };
  // Products of numbers and letters first: 3x·(-4x) = -12x^2.
  const multiplied: string[] = [];
  works.forEach((work, i) => {
    if (work.brackets.length > 0) return;
    const before = printNode(pieces[i]?.node as MathNode, 'words');
    const after = printNode(polyToNode(work.monomial), 'words');
    if (before === after || !isProductLike(pieces[i]?.node as MathNode)) return;
    if (work.sign === -1) {
      work.monomial = work.monomial.map((t) => ({ coef: R.neg(t.coef), factors: t.factors }));
      work.sign = 1;
    }
    work.done = work.monomial;
    multiplied.push(`${before} = ${printNode(polyToNode(work.monomial), 'words')}`);
  });
  if (multiplied.length > 0) {
    const bars = multiplied.some((m) => m.includes('|')) ? ' An even root of an even power keeps no sign: √(x^2) = |x|.' : '';
    push('Multiply', `Multiply the numbers, and add the powers of the same letter (x^a·x^b = x^(a + b)): ${multiplied.join('; ')}.${bars}`);
  }
  for (const work of works) {
    if (work.brackets.length === 0) continue;
    // Powers of brackets first: (a + b)^2 by the square formula, higher powers as repeated products.
    const flat: Poly[] = [];
    for (const b of work.brackets) {
      if (b.power === 2 && b.poly.length === 2) {
        const [a, c] = b.poly as [Term, Term];
        const squared = mergeTerms([...mulTermLists([a], [a]), ...mulTermLists([a], [c]), ...mulTermLists([c], [a]), ...mulTermLists([c], [c])]);
        const minus = R.isNegative(c.coef);
        const cAbs = { coef: R.abs(c.coef), factors: c.factors };
        b.poly = squared;
        b.power = 1;
        push(
          minus ? 'Square of a difference' : 'Square of a sum',
          `Use (a ${minus ? '-' : '+'} b)^2 = a^2 ${minus ? '-' : '+'} 2ab + b^2 with a = ${printNode(termToNode(a), 'words')} and b = ${printNode(termToNode(cAbs), 'words')}.`,
        );
      }
      for (let i = 0; i < b.power; i++) flat.push(b.poly);
    }
    if (flat.length !== work.brackets.length) {
      work.brackets = flat.map((poly) => ({ poly, power: 1 }));
      push('Write the power as a product', 'A power means multiplying the bracket by itself that many times.');
    }
    // Multiply the brackets left to right.
    while (work.brackets.length > 1) {
      const [first, second] = work.brackets as [Bracket, Bracket];
      const products = mulTermLists(first.poly, second.poly);
      const merged = mergeTerms(products);
      const conjugates = first.poly.length === 2 && second.poly.length === 2 && merged.length === 2 && products.length === 4;
      if (conjugates) {
        work.brackets = [{ poly: merged, power: 1 }, ...work.brackets.slice(2)];
        push('Difference of squares', `(a - b)(a + b) = a^2 - b^2: the middle terms cancel, leaving ${text(merged)}.`);
        continue;
      }
      const foil = first.poly.length === 2 && second.poly.length === 2;
      usedFoil ||= foil;
      const rule = foil ? 'Multiply the brackets (FOIL)' : 'Multiply each term by each term';
      if (work.brackets.length === 2 && isPlainOne(work)) {
        // Show every product first, then collect: the step students most often get wrong.
        work.brackets = [];
        const how = foil
          ? `Multiply First, Outer, Inner and Last terms of (${text(first.poly)})(${text(second.poly)}).`
          : `Multiply every term of (${text(first.poly)}) by every term of (${text(second.poly)}).`;
        if (products.length !== merged.length) {
          work.shown = products;
          push(rule, how);
          work.shown = undefined;
          work.done = merged;
          push('Combine like terms', `Add the terms with the same power: ${likeTermsText(products)}.`);
        } else {
          work.done = merged;
          push(rule, how);
        }
        break;
      }
      work.brackets = [{ poly: merged, power: 1 }, ...work.brackets.slice(2)];
      push(
        rule,
        `Multiply every term of (${text(first.poly)}) by every term of (${text(second.poly)}) and collect like terms: ${text(merged)}.`,
      );
    }
    if (work.done) continue;
    const [only] = work.brackets as [Bracket];
    // A minus sign in front of a number or letter goes in with it: -2x^2(3x - 4) distributes -2x^2.
    if (work.sign === -1 && !isOneMonomial(work.monomial)) {
      work.monomial = work.monomial.map((t) => ({ coef: R.neg(t.coef), factors: t.factors }));
      work.sign = 1;
    }
    const product = mulPoly(work.monomial, only.poly);
    const m = printNode(polyToNode(work.monomial), 'words');
    work.brackets = [];
    work.done = product;
    const [mono] = work.monomial;
    const dividing = !!mono && work.monomial.length === 1 && (R.numerator(mono.coef) === 1n || R.numerator(mono.coef) === -1n) && (mono.coef.d !== 1n || mono.factors.some((f) => f.exp.some((e) => R.isNegative(e.coef)))) && mono.factors.every((f) => f.exp.every((e) => R.isNegative(e.coef)));
    if (dividing) push('Divide each term', `Divide each term of the bracket by ${printNode(termToNode(invertTerm(mono)), 'words')}.`);
    else if (m !== '1') push('Distribute', `Multiply each term inside the bracket by ${m}.`);
  }
  // Subtracted brackets: every sign inside changes.
  if (works.some((w) => w.sign === -1 && w.done && w.done.length > 1)) {
    for (const w of works) {
      if (w.sign === -1 && w.done) {
        w.done = mergeTerms(w.done.map((t) => ({ coef: R.neg(t.coef), factors: t.factors })));
        w.sign = 1;
      }
    }
    push('Remove the brackets', 'A minus sign in front of a bracket changes the sign of every term inside it.');
  }
  const all: Term[] = works.flatMap((w) => {
    const p = w.done ?? mulPoly(w.monomial, constPoly(R.ONE));
    return w.sign === -1 ? p.map((t) => ({ coef: R.neg(t.coef), factors: t.factors })) : p;
  });
  const result = mergeTerms(all);
  const last = steps[steps.length - 1];
  const lastText = last && last.state.kind === 'expression' ? printNode(last.state.node, 'words') : printNode(node, 'words');
  if (lastText !== text(result)) {
    steps.push(expressionStep(all.length !== result.length ? 'Combine like terms' : 'Write in standard form', all.length !== result.length ? `Add the terms with the same letters and powers: ${likeTermsText(all)}.` : 'Write the terms from the highest power to the lowest.', polyToNode(result)));
  }
  return { steps, result, usedFoil };
}

function isOneMonomial(p: Poly): boolean {
  const [t] = p;
  return p.length === 1 && !!t && t.factors.length === 0 && R.isOne(t.coef);
}

/** The term is just its brackets: no number or letter in front, no minus sign. */
function isPlainOne(work: TermWork): boolean {
  const [t] = work.monomial;
  return work.sign === 1 && work.monomial.length === 1 && !!t && t.factors.length === 0 && R.isOne(t.coef);
}

/** "3x^2 + x^2 - 12x^2 = -8x^2; 4x - 2x = 2x" for the groups that actually combine. */
export function likeTermsText(terms: Term[]): string {
  const groups = new Map<string, Term[]>();
  for (const t of terms) {
    const key = polyKey([{ coef: R.ONE, factors: t.factors }]);
    groups.set(key, [...(groups.get(key) ?? []), t]);
  }
  const parts: string[] = [];
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const sum = mergeTerms(group);
    parts.push(`${printNode(sumNode(group.map(termToNode)), 'words')} = ${sum.length ? printNode(polyToNode(sum), 'words') : '0'}`);
  }
  return parts.join('; ');
}
