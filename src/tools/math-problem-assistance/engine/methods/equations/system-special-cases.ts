import type { MethodResult, StepDraft } from '../../problem';
import { relation } from './build-node';
import { printNode } from '../../nodes/print-nodes';
import { formNode, systemState, type Row } from './linear-system';
import { symbolNode } from '../../nodes/build-nodes';

export const INFINITE_SYSTEM_NOTE = 'Infinitely many solutions: the equations describe the same line. Every point on it works; the solution is given in terms of the free variable.';

/**
 * Two equations that are really one (0 = 0 after eliminating): the solution is the line itself,
 * written as `y = 2 - x` with x free ({x: 'x', y: '2 - x'}, like a parametric solution).
 */
export function infiniteSystemResult(method: string, steps: StepDraft[], rows: Row[], variables: string[]): MethodResult | null {
  const live = rows.filter((r) => r.coefficients.some((c) => !c.equals(0)));
  if (live.length !== 1 || variables.length !== 2) return null;
  const row = live[0]!;
  // Solve for the last variable with a nonzero coefficient; the first stays free.
  const k = row.coefficients[1]!.equals(0) ? 0 : 1;
  const free = 1 - k;
  const a = row.coefficients[k]!;
  const expression = formNode({ coefficients: row.coefficients.map((c, j) => (j === k ? c.mul(0) : c.neg().div(a))), constant: row.constant.div(a) }, variables);
  const solved = relation(symbolNode(variables[k]!), '=', expression);
  return {
    method,
    steps: [...steps, { rule: `Solve for ${variables[k]}`, explanation: `Both equations say the same thing; write ${variables[k]} in terms of ${variables[free]}.`, state: systemState([solved]) }],
    answer: systemState([solved]),
    solutions: [{ [variables[free]!]: variables[free]!, [variables[k]!]: printNode(expression, 'mathjs-fixed') }],
    note: INFINITE_SYSTEM_NOTE,
  };
}
