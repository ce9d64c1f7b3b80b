import type { MathNode } from 'mathjs';
import type { MathProblem, MethodResult, StepDraft } from '../../problem';
import { arithmeticSteps, isValue } from './arithmetic-steps';
import { expandSteps } from './expand-steps';
import { type Factorization, factorPolynomial, factorizationNode } from './factor-polynomial';
import { expressionState, expressionStep, problemExpression } from './method-kit';
import { asOperator, constantValue, divNode, freeVariables, stripParens } from './node-build';
import { type Poly, constPoly, isPlainPolynomial, mergeTerms, mulPoly, polyConst, samePoly } from './poly';
import { dividePoly } from './poly-divide';
import * as R from './rational';
import { type Ratio, clearNegativePowers, isPolyRatio, polyToNode, ratioToNode, readRatio } from './ratio';
import { gcdInt } from '../../numbers/whole-numbers';
import { printNode } from '../../nodes/print-nodes';

interface Rewrite {
  node: MathNode;
  lines: string[];
}

/** Numbers-only pieces inside an expression with letters: 2·4 → 8, -(2 + 2) → -4, |−3| → 3. */
function foldNumbers(node: MathNode): Rewrite {
  const lines: string[] = [];
  const out = node.transform((child) => {
    if (child.type === 'ConstantNode' || child.type === 'SymbolNode' || isValue(child)) return child;
    if (freeVariables(child).length > 0 || !(child.type === 'OperatorNode' || child.type === 'FunctionNode')) return child;
    const r = readRatio(child);
    if (!r) return child;
    const value = ratioToNode(r);
    if (printNode(value, 'words') === printNode(child, 'words')) return child;
    lines.push(`${printNode(child, 'words')} = ${printNode(value, 'words')}`);
    return value;
  });
  return { node: out, lines };
}

function termCount(node: MathNode): number {
  const fn = asOperator(node)?.fn;
  if (fn === 'add' || fn === 'subtract') return (asOperator(node)?.args ?? []).reduce((n, arg) => n + termCount(arg), 0);
  return 1;
}

/** Like terms inside brackets and denominators first: (x^2 + y^2)/(5x - 6x) → (x^2 + y^2)/(-x). */
function combineInnerSums(node: MathNode): Rewrite {
  const lines: string[] = [];
  const visit = (n: MathNode, nested: boolean): MathNode => {
    const o = asOperator(n);
    const isSum = o?.fn === 'add' || o?.fn === 'subtract';
    if (isSum && nested) {
      const r = readRatio(n);
      if (r && isPolyRatio(r) && r.num.length < termCount(n) && freeVariables(n).length > 0) {
        const merged = polyToNode(r.num);
        lines.push(`${printNode(n, 'words')} = ${printNode(merged, 'words')}`);
        return merged;
      }
    }
    if (n.type !== 'OperatorNode' && n.type !== 'FunctionNode') return n;
    return n.map((child) => visit(child, nested || !isSum));
  };
  return { node: visit(node, false), lines };
}

/** (x + 2)/6 is already simplest: a polynomial over a whole number with nothing to cancel. */
function isSimplestSingleFraction(node: MathNode): boolean {
  const o = asOperator(node);
  if (o?.fn !== 'divide') return false;
  const c = constantValue(o.args[1] as MathNode);
  if (c === null || !Number.isInteger(c) || c < 2) return false;
  const top = readRatio(o.args[0] as MathNode);
  if (!top || !isPolyRatio(top) || top.num.length < 2 || !top.num.every((t) => R.isInteger(t.coef))) return false;
  const content = top.num.reduce((g, t) => gcdInt(g, R.numerator(t.coef)), 0n);
  return gcdInt(content, BigInt(c)) === 1n && top.num.length === termCount(o.args[0] as MathNode);
}

function isOne(f: Factorization): boolean {
  return f.pieces.length === 0 && R.isOne(f.constant);
}

/** Factor top and bottom and cancel what they share. */
function cancelQuotient(top: Poly, bottom: Poly): { steps: StepDraft[]; result: Ratio } | null {
  if (!isPlainPolynomial(top) || !isPlainPolynomial(bottom)) return null;
  const fTop = factorPolynomial(top);
  const fBottom = factorPolynomial(bottom);
  if (!fTop || !fBottom) return null;
  const steps: StepDraft[] = [];
  const factoredNode = divNode(factorizationNode(fTop.result), factorizationNode(fBottom.result));
  if (printNode(factoredNode, 'words') !== printNode(divNode(polyToNode(top), polyToNode(bottom)), 'words') || fTop.steps.length + fBottom.steps.length > 0) {
    steps.push(expressionStep('Factor the top and the bottom', 'Write the top and the bottom as products, so common factors show.', factoredNode));
  }
  const topPieces = fTop.result.pieces.map((p) => ({ ...p }));
  const bottomPieces = fBottom.result.pieces.map((p) => ({ ...p }));
  const cancelled: string[] = [];
  for (const b of bottomPieces) {
    const t = topPieces.find((p) => samePoly(p.poly, b.poly));
    if (!t) continue;
    const k = Math.min(t.power, b.power);
    t.power -= k;
    b.power -= k;
    cancelled.push(printNode(polyToNode(b.poly), 'words'));
  }
  const ratio = R.div(fTop.result.constant, fBottom.result.constant);
  const newTop: Factorization = { constant: ratio, pieces: topPieces.filter((p) => p.power > 0) };
  const newBottom: Factorization = { constant: R.ONE, pieces: bottomPieces.filter((p) => p.power > 0) };
  if (cancelled.length === 0) return null;
  const node = isOne(newBottom) ? factorizationNode(newTop) : divNode(factorizationNode(newTop), factorizationNode(newBottom));
  steps.push(
    expressionStep(
      'Cancel the common factor',
      `${cancelled.map((c) => `(${c})`).join(' and ')} ${cancelled.length > 1 ? 'are' : 'is'} on the top and the bottom, so ${cancelled.length > 1 ? 'they divide' : 'it divides'} out (where ${cancelled.length > 1 ? 'they are' : 'it is'} not zero).`,
      node,
    ),
  );
  const expand = (f: Factorization): Poly => f.pieces.reduce((acc, p) => {
    let out = acc;
    for (let i = 0; i < p.power; i++) out = mulPoly(out, p.poly);
    return out;
  }, constPoly(f.constant));
  return { steps, result: { num: expand(newTop), den: expand(newBottom) } };
}

/** A quotient whose denominator has several terms: cancel common polynomial factors. */
function cancelRatio(r: Ratio): Ratio {
  if (isPolyRatio(r)) return r;
  const cleared = clearNegativePowers(r);
  const f = factorPolynomial(cleared.den);
  if (!f) return r;
  let num = cleared.num;
  let den = cleared.den;
  for (const piece of f.result.pieces) {
    for (let i = 0; i < piece.power; i++) {
      const a = dividePoly(num, piece.poly);
      const b = dividePoly(den, piece.poly);
      if (!a || !b) break;
      num = a;
      den = b;
    }
  }
  const c = polyConst(den);
  if (c) return { num: mergeTerms(num.map((t) => ({ coef: R.div(t.coef, c), factors: t.factors }))), den: constPoly(R.ONE) };
  if (den.length === 1) return readRatio(divNode(polyToNode(num), polyToNode(den))) ?? { num, den };
  return { num, den };
}

function alreadySimplest(node: MathNode, why: string): MethodResult {
  return { method: 'simplifying', steps: [expressionStep('Already in simplest form', why, node)], answer: expressionState(node) };
}

/** Simplify: numbers first, then brackets, like terms, cancelling; the answer in simplest form. */
export function simplifyNode(input: MathNode, source = ''): MethodResult | null {
  const node = stripParens(input);
  const ratio = readRatio(node);
  if (!ratio) return null;
  if (freeVariables(node).length === 0) {
    const arithmetic = arithmeticSteps(node, { percent: source.includes('%') });
    if (!arithmetic) return null;
    if (arithmetic.steps.length === 0) return alreadySimplest(node, 'This number cannot be written more simply.');
    return { method: 'order of operations', steps: arithmetic.steps, answer: expressionState(arithmetic.answer) };
  }
  const steps: StepDraft[] = [];
  let current = node;
  const folded = foldNumbers(current);
  if (folded.lines.length > 0) {
    current = folded.node;
    steps.push(expressionStep('Calculate', `Work out the numbers first: ${folded.lines.join('; ')}.`, current));
  }
  const inner = combineInnerSums(current);
  if (inner.lines.length > 0) {
    current = inner.node;
    steps.push(expressionStep('Combine like terms inside the brackets', `Simplify inside first: ${inner.lines.join('; ')}.`, current));
  }
  if (isSimplestSingleFraction(current)) {
    const o = asOperator(current) as { args: MathNode[] };
    const tidy = divNode(polyToNode((readRatio(o.args[0] as MathNode) as Ratio).num), o.args[1] as MathNode);
    if (steps.length === 0) return alreadySimplest(tidy, 'The top has no like terms and no factor in common with the bottom, so nothing cancels.');
    return { method: 'simplifying', steps, answer: expressionState(tidy) };
  }
  const expanded = expandSteps(current);
  let answer: MathNode;
  let method = 'combining like terms';
  if (expanded) {
    steps.push(...expanded.steps.map((step) => (step.rule === 'Write in standard form' ? { ...step, rule: 'Write in standard form' } : step)));
    answer = polyToNode(expanded.result);
  } else {
    const o = asOperator(current);
    const top = o?.fn === 'divide' ? readRatio(o.args[0] as MathNode) : null;
    const bottom = o?.fn === 'divide' ? readRatio(o.args[1] as MathNode) : null;
    const quotient = top && bottom && isPolyRatio(top) && isPolyRatio(bottom) ? cancelQuotient(top.num, bottom.num) : null;
    const whole = cancelRatio(readRatio(current) ?? ratio);
    if (quotient) {
      method = 'cancelling common factors';
      steps.push(...quotient.steps);
      answer = ratioToNode(cancelRatio(quotient.result));
    } else {
      method = 'writing as one fraction';
      answer = ratioToNode(whole);
      if (printNode(answer, 'words') !== printNode(current, 'words')) steps.push(expressionStep('Write as one fraction', 'Use a common denominator, add the tops, and cancel any factor the top and the bottom share.', answer));
    }
    const last = steps[steps.length - 1];
    if (last && last.state.kind === 'expression' && printNode(last.state.node, 'words') !== printNode(answer, 'words')) {
      steps.push(expressionStep('Multiply out', 'Multiply out what is left and collect like terms.', answer));
    }
  }
  if (steps.length === 0 || printNode(answer, 'words') === printNode(node, 'words')) {
    return alreadySimplest(node, 'There are no like terms to combine, no brackets to multiply out and no common factors to cancel.');
  }
  return { method, steps, answer: expressionState(answer) };
}

export function simplifyExpression(problem: MathProblem): MethodResult | null {
  if (problem.task !== 'simplify') return null;
  const node = problemExpression(problem);
  return node ? simplifyNode(node, problem.source) : null;
}
