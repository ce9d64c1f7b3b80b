import { fraction, type Fraction } from 'mathjs';
import { freeSymbols } from '../../math-text';
import type { MathMethod, MathState, Relation, StepDraft } from '../../problem';
import { printNode } from '../../nodes/print-nodes';
import { symbolNode } from '../../nodes/build-nodes';
import { fractionNode, polynomialNode, relation, statesOf } from './build-node';
import { toPolynomial } from './polynomial';

const METHOD = 'compound inequality';

/** a < middle < b as a chain state (printed a < middle < b, read back the same way). */
function chain(low: Fraction, lowOp: Relation['op'], middle: Relation['lhs'], highOp: Relation['op'], high: Fraction): MathState {
  return statesOf([relation(fractionNode(low), lowOp, middle), relation(middle, highOp, fractionNode(high))], 'and');
}

/**
 * A chain with a linear middle, −3 < 2x + 1 ≤ 7: do the same to all three parts — subtract the constant,
 * divide by the coefficient (turning both signs round for a negative one) — until x stands alone in the middle.
 * The chain is read as two inequalities sharing their middle; both must point the same way (< or ≤).
 */
export const solveCompoundInequality: MathMethod = (problem) => {
  const { target } = problem;
  const v = problem.variable;
  if (problem.task !== 'solve' || target.kind !== 'system' || target.relations.length !== 2) return null;
  const ascending = (op: Relation['op']) => op === '<' || op === '<=';
  // 3 > 2x + 1 > −5 is −5 < 2x + 1 < 3 read from the other end.
  const flip = (r: Relation): Relation => ({ lhs: r.rhs, op: r.op === '>' ? '<' : r.op === '>=' ? '<=' : r.op, rhs: r.lhs });
  const given = target.relations as [Relation, Relation];
  const descending = given.every((r) => r.op === '>' || r.op === '>=');
  const [first, second] = descending ? [flip(given[1]), flip(given[0])] : given;
  if (!ascending(first.op) || !ascending(second.op) || printNode(first.rhs, 'ascii') !== printNode(second.lhs, 'ascii')) return null;
  if (freeSymbols(first.lhs, second.rhs).length > 0) return null;
  const middle = toPolynomial(first.rhs, v);
  const low = toPolynomial(first.lhs, v);
  const high = toPolynomial(second.rhs, v);
  if (!middle || middle.length !== 2 || !low || !high || low.length > 1 || high.length > 1) return null;
  const [b, a] = middle as [Fraction, Fraction];
  let [lo, hi] = [low[0] ?? fraction(0), high[0] ?? fraction(0)];
  const steps: StepDraft[] = [];
  const ax = polynomialNode([fraction(0), a], v);
  if (!b.equals(0)) {
    [lo, hi] = [lo.sub(b), hi.sub(b)];
    steps.push({ rule: `${b.s < 0n ? 'Add' : 'Subtract'} ${b.abs().toFraction()} in all three parts`, explanation: 'What is done to the middle is done to both ends, so the chain stays true.', state: chain(lo, first.op, ax, second.op, hi) });
  }
  const x = symbolNode(v);
  let answer: MathState;
  if (a.s > 0n) {
    [lo, hi] = [lo.div(a), hi.div(a)];
    answer = chain(lo, first.op, x, second.op, hi);
  } else {
    // Dividing by a negative number turns both signs round: the chain is written again from the smaller end.
    [lo, hi] = [hi.div(a), lo.div(a)];
    answer = chain(lo, second.op, x, first.op, hi);
  }
  if (!a.equals(1)) {
    const by = a.n === 1n && a.d !== 1n ? `Multiply all three parts by ${a.s < 0n ? '-' : ''}${a.d}` : `Divide all three parts by ${a.toFraction()}`;
    steps.push({ rule: by, explanation: a.s < 0n ? 'Dividing by a negative number turns both inequality signs round.' : 'Dividing by a positive number keeps the signs.', state: answer });
  }
  if (lo.compare(hi) >= 0) return null;
  const relations = (answer as { relations: Relation[] }).relations;
  const note = `In interval notation: ${relations[0]!.op === '<=' ? '[' : '('}${lo.toFraction()}, ${hi.toFraction()}${relations[1]!.op === '<=' ? ']' : ')'}.`;
  return { method: METHOD, steps, answer, note };
};
