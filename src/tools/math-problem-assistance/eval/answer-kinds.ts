import type { MathNode } from 'mathjs';
import { closeValues, equivalentExpressions, evaluateAt, freeVariables, sameValueSets, type ComplexValue } from './evaluate-numerically';

/** An answer in a form two answers can be compared in, whoever wrote it. */
export type Answer =
  /** One value or expression, or several (the roots of an equation, "2, -3"): compared as a set. */
  | { kind: 'values'; values: MathNode[] }
  /** An ordered pair or triple, "(15, -11)". */
  | { kind: 'tuple'; items: MathNode[] }
  /** A union of intervals; endpoints may be ±Infinity. */
  | { kind: 'intervals'; intervals: Interval[] }
  /** Words: "Evelyn", "(C)". */
  | { kind: 'text'; text: string };

export interface Interval {
  lower: MathNode;
  upper: MathNode;
  lowerClosed: boolean;
  upperClosed: boolean;
}

function constantValue(node: MathNode): ComplexValue | null {
  return freeVariables(node).length === 0 ? evaluateAt(node, {}) : null;
}

function sameNode(a: MathNode, b: MathNode): boolean {
  const va = constantValue(a);
  const vb = constantValue(b);
  if (va && vb) return closeValues(va, vb);
  if (va || vb) return false;
  return equivalentExpressions(a, b);
}

function sameEndpoint(a: MathNode, b: MathNode): boolean {
  const va = evaluateAt(a, {});
  const vb = evaluateAt(b, {});
  if (!va || !vb) {
    const infinite = (node: MathNode) => {
      const text = node.toString().replace(/\s/g, '');
      return text === 'Infinity' ? 1 : text === '-Infinity' ? -1 : 0;
    };
    return infinite(a) !== 0 && infinite(a) === infinite(b);
  }
  return closeValues(va, vb);
}

function sameIntervals(a: Interval[], b: Interval[]): boolean {
  return (
    a.length === b.length &&
    a.every((x) =>
      b.some((y) => x.lowerClosed === y.lowerClosed && x.upperClosed === y.upperClosed && sameEndpoint(x.lower, y.lower) && sameEndpoint(x.upper, y.upper)),
    )
  );
}

/** Whether our answer says the same as the expected one (numerically, or as words). */
export function sameAnswer(expected: Answer, ours: Answer): boolean {
  if (expected.kind === 'text' || ours.kind === 'text') {
    const norm = (a: Answer) => (a.kind === 'text' ? a.text.toLowerCase().replace(/[^a-z0-9]/g, '') : '');
    return expected.kind === 'text' && ours.kind === 'text' && norm(expected) === norm(ours) && norm(expected) !== '';
  }
  if (expected.kind === 'values' && ours.kind === 'values') {
    const ev = expected.values.map(constantValue);
    const ov = ours.values.map(constantValue);
    if (ev.every((v) => v) && ov.every((v) => v)) return sameValueSets(ev as ComplexValue[], ov as ComplexValue[]);
    return expected.values.length === ours.values.length && expected.values.every((e) => ours.values.some((o) => sameNode(e, o)));
  }
  if (expected.kind === 'tuple' && ours.kind === 'tuple') {
    return expected.items.length === ours.items.length && expected.items.every((e, i) => sameNode(e, ours.items[i]!));
  }
  if (expected.kind === 'intervals' && ours.kind === 'intervals') return sameIntervals(expected.intervals, ours.intervals);
  // "(1, 2)" is a point or an open interval: the expected text cannot tell, our answer's kind can.
  if (expected.kind === 'tuple' && ours.kind === 'intervals' && expected.items.length === 2) {
    return sameIntervals([{ lower: expected.items[0]!, upper: expected.items[1]!, lowerClosed: false, upperClosed: false }], ours.intervals);
  }
  if (expected.kind === 'intervals' && ours.kind === 'tuple') return sameAnswer(ours, expected);
  return false;
}
