import type { MathNode } from 'mathjs';
import type { Relation, StepDraft } from '../../problem';
import { fractionNode, numberNode, polynomialNode, relation, statesOf } from './build-node';
import { wholeRoot } from '../../numbers/whole-numbers';
import { quadraticRoots } from './exact-root';
import { scaleToIntegers } from './factor-polynomial';
import { coefficientOf, degreeOf, type Polynomial } from './polynomial';
import { symbolNode } from '../../nodes/build-nodes';

// The zero product rule: if A·B = 0 then A = 0 or B = 0. Each factor is linear (solved in one line)
// or an irreducible quadratic (solved by the formula).

export interface ZeroProductOutcome {
  steps: StepDraft[];
  roots: MathNode[];
}

/** Steps from `A·B·… = 0` (factors given, repeated factors once) to `x = … or x = …`. */
export function zeroProductSteps(factors: Polynomial[], variable: string, onePower = false): ZeroProductOutcome | null {
  if (factors.some((f) => degreeOf(f) < 1 || degreeOf(f) > 2)) return null;
  const equations: Relation[] = factors.map((f) => relation(polynomialNode(f, variable), '=', numberNode(0)));
  const steps: StepDraft[] = [];
  if (factors.length > 1) {
    steps.push({
      rule: 'Set each factor equal to zero',
      explanation: 'A product is zero only when one of its factors is zero, so solve each factor = 0 separately.',
      state: statesOf(equations, 'or'),
    });
  } else if (onePower) {
    steps.push({
      rule: 'Set the base equal to zero',
      explanation: 'A power is zero only when the number being raised is zero.',
      state: statesOf(equations, 'or'),
    });
  }
  const roots: MathNode[] = [];
  const solved: Relation[] = [];
  const explanations: string[] = [];
  for (const f of factors) {
    if (degreeOf(f) === 1) {
      const a = coefficientOf(f, 1);
      const b = coefficientOf(f, 0);
      const root = fractionNode(b.neg().div(a));
      roots.push(root);
      solved.push(relation(symbolNode(variable), '=', root));
      if (!(a.equals(1) && b.equals(0))) explanations.push(`${polynomialNode(f, variable).toString()} = 0 gives ${variable} = ${root.toString()}`);
    } else {
      const g = scaleToIntegers(f);
      const [c, b, a] = [0, 1, 2].map((k) => coefficientOf(g, k));
      const { discriminant, roots: qr } = quadraticRoots(a!.n * a!.s, b!.n * b!.s, c!.n * c!.s);
      roots.push(...qr);
      solved.push(...qr.map((r) => relation(symbolNode(variable), '=', r)));
      const how = wholeRoot(discriminant, 2) !== null ? 'by the quadratic formula' : 'has no rational solution; the quadratic formula gives';
      explanations.push(`${polynomialNode(f, variable).toString()} = 0 ${how} ${variable} = ${qr.map((r) => r.toString()).join(' or ')}`);
    }
  }
  if (explanations.length > 0) {
    steps.push({
      rule: factors.length > 1 ? 'Solve each equation' : 'Solve the equation',
      explanation: explanations.join('; ') + '.',
      state: statesOf(solved, 'or'),
    });
  }
  return { steps, roots };
}
