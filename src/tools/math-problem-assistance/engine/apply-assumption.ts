import { OperatorNode, ParenthesisNode, simplify, type MathNode } from 'mathjs';
import type { MathStep } from '../contract';
import { formatState } from './math-text';
import { degreeOf, evaluatePolynomial, toPolynomial, type Polynomial } from './methods/equations/polynomial';
import type { MathProblem, MethodResult } from './problem';
import { compileNode } from './verify/evaluate';
import { fraction } from 'mathjs';

/**
 * "simplify √(x²) if x < 0": the answer |x| holds for every x and is checked so; the condition the student gave
 * then decides the sign inside each |…|, so the answer is written -x as the book has it. Only a condition on one
 * letter against a number, and only a bracket whose inside is a polynomial of degree 1 or 2 in that letter with no
 * root strictly inside the region (worked out exactly): then its sign is the same everywhere there. The new form is
 * checked against the old one at points of the region, since elsewhere they differ by design.
 */

interface Region {
  variable: string;
  /** The region is x > bound (or ≥) when `above`, else x < bound (or ≤). */
  above: boolean;
  bound: number;
  text: string;
}

function readRegion(assumption: string | undefined): Region | null {
  const match = /^([A-Za-z])\s*(<=|>=|≤|≥|<|>)\s*(-?\d+(?:\.\d+)?)$/u.exec(assumption?.trim() ?? '');
  if (!match) return null;
  return { variable: match[1]!, above: /[>≥]/u.test(match[2]!), bound: Number(match[3]), text: assumption!.trim() };
}

/** Real roots of a polynomial of degree 1 or 2, as numbers; null for any other degree. */
function realRoots(p: Polynomial): number[] | null {
  const [c, b, a] = [0, 1, 2].map((k) => (p[k] ?? fraction(0)).valueOf() as number);
  if (degreeOf(p) === 1) return [-c! / b!];
  if (degreeOf(p) !== 2) return null;
  const d = b! * b! - 4 * a! * c!;
  return d < 0 ? [] : [(-b! - Math.sqrt(d)) / (2 * a!), (-b! + Math.sqrt(d)) / (2 * a!)];
}

/** +1 or -1 when the polynomial keeps one sign on the open region (a zero at a closed end does no harm: |0| = 0), else null. */
function signOn(inside: MathNode, region: Region): 1 | -1 | null {
  const p = toPolynomial(inside, region.variable);
  const roots = p && realRoots(p);
  if (!p || !roots) return null;
  if (roots.some((root) => (region.above ? root > region.bound + 1e-12 : root < region.bound - 1e-12))) return null;
  const value = evaluatePolynomial(p, fraction(region.above ? region.bound + 1 : region.bound - 1)).valueOf() as number;
  return value > 0 ? 1 : value < 0 ? -1 : null;
}

/** The same value at points of the region (both sides of 1, near the bound and far from it). */
function sameInRegion(a: MathNode, b: MathNode, region: Region): boolean {
  const [fa, fb] = [compileNode(a, 'real'), compileNode(b, 'real')];
  const offsets = [1e-3, 0.1, 0.5, 1, 1.7, 3, 7.3, 20, 150];
  return offsets.every((offset) => {
    const x = region.above ? region.bound + offset : region.bound - offset;
    const [va, vb] = [fa({ [region.variable]: x }), fb({ [region.variable]: x })];
    return va !== undefined && vb !== undefined && Math.abs(va.re - vb.re) <= 1e-9 * (1 + Math.abs(va.re)) && Math.abs(va.im) + Math.abs(vb.im) < 1e-12;
  });
}

/** The answer with every |u| of known sign written u or -u, and the step that says so; null when nothing changes. */
export function applyAssumption(problem: MathProblem, result: MethodResult): { result: MethodResult; step: MathStep } | null {
  const region = readRegion(problem.assumption);
  if (!region || result.answer.kind !== 'expression' || result.solutions) return null;
  const opened: string[] = [];
  const rewritten = result.answer.node.transform((node) => {
    const call = node as unknown as { type: string; fn?: { name?: string }; args?: MathNode[] };
    if (call.type !== 'FunctionNode' || call.fn?.name !== 'abs' || call.args?.length !== 1) return node;
    const inside = call.args[0]!;
    const sign = signOn(inside, region);
    if (sign === null) return node;
    const text = formatState({ kind: 'expression', node: inside }).text;
    const negated = inside.type === 'SymbolNode' ? `-${text}` : `-(${text})`;
    opened.push(`|${text}| = ${sign > 0 ? text : negated}`);
    return sign > 0 ? new ParenthesisNode(inside) : new OperatorNode('-', 'unaryMinus', [new ParenthesisNode(inside)]);
  });
  if (opened.length === 0) return null;
  let tidy: MathNode = rewritten;
  try {
    tidy = simplify(rewritten);
  } catch {
    // The unsimplified form is still right.
  }
  if (!sameInRegion(result.answer.node, tidy, region)) tidy = rewritten;
  if (!sameInRegion(result.answer.node, tidy, region)) return null;
  const state = { kind: 'expression' as const, node: tidy };
  return {
    result: { ...result, answer: state },
    step: {
      rule: 'Use the condition',
      explanation: `With ${region.text}, the sign inside each absolute value is known: ${opened.join(', ')}.`,
      expression: formatState(state),
      verified: true,
    },
  };
}
