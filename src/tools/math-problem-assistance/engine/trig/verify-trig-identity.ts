import { type MathNode, OperatorNode } from 'mathjs';
import type { MathResult, MathStep } from '../../contract';
import { areEquivalent } from '../equivalence';
import { formatRelation, parseMath } from '../math-text';
import type { Relation } from '../problem';
import { compileNode, samplePoints } from '../verify/evaluate';
import { isZeroPolynomial, reduceOnCircle, type SinCosPolynomial } from './sin-cos-polynomial';
import { toSinCosRational } from './sin-cos-rational';
import { rewriteInSinCos } from './simplify-trig';

const METHOD = 'trig identities';
const TRIG = /^(sin|cos|tan|cot|sec|csc)$/u;

export function hasTrig(node: MathNode): boolean {
  return node.filter((child) => child.type === 'FunctionNode' && TRIG.test((child as unknown as { fn: { name: string } }).fn.name)).length > 0;
}

function step(rule: string, explanation: string, relation: Relation): MathStep {
  // Each state of an identity proof is itself an identity: checked at sample points like any equivalence.
  return { rule, explanation, expression: formatRelation(relation), verified: areEquivalent(relation.lhs, relation.rhs) };
}

/** A point where the two sides differ, to show a student why the equation is not an identity. */
function counterexample(relation: Relation, variable: string): string | undefined {
  const [lhs, rhs] = [compileNode(relation.lhs, 'real'), compileNode(relation.rhs, 'real')];
  for (const point of samplePoints([variable], 12, 3)) {
    const [a, b] = [lhs(point), rhs(point)];
    if (a && b && Math.abs(a.re - b.re) > 1e-6 * (1 + Math.abs(a.re))) return `at ${variable} = ${(point[variable] as number).toFixed(2)} the left side is ${a.re.toFixed(4)} and the right side ${b.re.toFixed(4)}`;
  }
  return undefined;
}

/**
 * "verify sin²x + cos²x = 1", "prove tan x cos x = sin x": an identity in one angle shown by writing both
 * sides in sin and cos, each over one denominator, and the cross-multiplied difference reduced with
 * sin²u + cos²u = 1 to 0 (an exact proof: that reduced form is 0 only for an identity). The answer is
 * checked again on its own: both sides as typed agree at sample points. Null when the equation is not
 * of this kind (another angle, letters outside trig functions); a refusal naming a point where the sides
 * differ when it is not an identity.
 */
export function verifyTrigIdentity(relation: Relation, variable: string, readAs: MathResult['readAs']): MathResult | null {
  if (relation.op !== '=' || !(hasTrig(relation.lhs) || hasTrig(relation.rhs))) return null;
  const difference = reducedDifference(relation);
  if (difference === null) return null;
  const base = { task: 'solve' as const, engine: 'embedded' as const, ...(readAs ? { readAs } : {}) };
  if (!isZeroPolynomial(difference) || !areEquivalent(relation.lhs, relation.rhs)) {
    const where = counterexample(relation, variable);
    return { ...base, status: 'unsupported', steps: [], hints: [], message: `This is not an identity${where ? `: ${where}` : ''}. To find where the two sides are equal, give an interval, e.g. “for 0 ≤ x < 2π”.` };
  }
  const inSinCos: Relation = { lhs: rewriteInSinCos(relation.lhs), op: '=', rhs: rewriteInSinCos(relation.rhs) };
  const steps = [
    step('Write everything in sin and cos', 'tan = sin/cos, cot = cos/sin, sec = 1/cos, csc = 1/sin (and sin 2u = 2 sin u cos u, cos 2u = cos²u − sin²u).', inSinCos),
    step(
      'Use sin²x + cos²x = 1',
      'Put each side over one denominator and cross-multiply: with sin² = 1 − cos² the difference of the two sides is 0 wherever both sides are defined.',
      { lhs: parseMath('0'), op: '=', rhs: parseMath('0') },
    ),
  ];
  return {
    ...base,
    status: 'solved',
    method: METHOD,
    answer: { text: `identity: true for every ${variable} where both sides are defined`, latex: `\\text{identity: true for every } ${variable} \\text{ where both sides are defined}`, solutions: [{ [variable]: variable }] },
    steps,
    hints: ['This is a trig identity: write every function in terms of sin and cos.', 'Combine fractions, then use sin²x + cos²x = 1 to make the two sides match.'],
  };
}

/**
 * The numerator of lhs − rhs over one denominator, reduced with sin² = 1 − cos² (zero exactly for an
 * identity); null when the two sides are not sin–cos fractions of one angle or the denominator is 0.
 */
function reducedDifference(relation: Relation): SinCosPolynomial | null {
  const whole = toSinCosRational(new OperatorNode('-', 'subtract', [relation.lhs, relation.rhs]));
  if (!whole) return null;
  const { numerator, denominator } = whole.rational;
  if (isZeroPolynomial(reduceOnCircle(denominator, 'c'))) return null;
  return reduceOnCircle(numerator, 'c');
}
