import { fraction, type Fraction } from 'mathjs';
import type { MathMethod, MethodResult, Relation, StepDraft } from '../../problem';
import { fractionNode } from './build-node';
import { printNode } from '../../nodes/print-nodes';
import { ZERO } from './polynomial';
import { combineRows, ordinal, rowRelation, rowsText, solvedRelation, systemRows, systemState, type Row } from './linear-system';
import { infiniteSystemResult } from './system-special-cases';
import { lcmInt } from '../../numbers/whole-numbers';

const METHOD = 'elimination';

/** Integer multipliers that make two coefficients cancel when the equations are added: 2 and 3 for 3x and -2x... */
function cancellingMultipliers(a: Fraction, b: Fraction): [Fraction, Fraction] {
  // a·ka + b·kb = 0 with small integers: ka = |b|/g, kb = -sign·|a|/g over the common denominator.
  const num = (f: Fraction) => f.s * f.n;
  const da = lcmInt(a.d, b.d);
  const ai = (num(a) * da) / a.d;
  const bi = (num(b) * da) / b.d;
  const l = lcmInt(ai, bi);
  const ka = l / (ai < 0n ? -ai : ai);
  const kb = l / (bi < 0n ? -bi : bi);
  const sameSign = ai > 0n === bi > 0n;
  return [fraction(ka), fraction(sameSign ? -kb : kb)];
}

function describeCombination(target: number, pivot: number, kt: Fraction, kp: Fraction, variable: string): string {
  const parts: string[] = [];
  if (!kt.equals(1)) parts.push(`multiply ${ordinal(target)} by ${kt.toFraction()}`);
  const kpAbs = kp.abs();
  if (!kpAbs.equals(1)) parts.push(`multiply ${ordinal(pivot)} by ${kpAbs.toFraction()}`);
  const how = kp.s < 0n ? `subtract ${ordinal(pivot)}${kpAbs.equals(1) ? '' : ' (multiplied)'} from ${ordinal(target)}` : `add ${ordinal(pivot)}${kpAbs.equals(1) ? '' : ' (multiplied)'} to ${ordinal(target)}`;
  return `${parts.length ? parts.join(' and ').replace(/^./, (c) => c.toUpperCase()) + ', then ' : ''}${parts.length ? how : how.replace(/^./, (c) => c.toUpperCase())}: the ${variable} terms cancel.`;
}

/**
 * Systems of 2–3 linear equations by elimination: combine equations so that one variable cancels,
 * until one equation has one variable; solve it and substitute back. Inconsistent systems have no
 * solution; dependent ones (two equations, the same line) have infinitely many.
 */
export const solveSystemByElimination: MathMethod = (problem): MethodResult | null => {
  const system = systemRows(problem);
  if (!system) return null;
  const { variables } = system;
  const rows: Row[] = system.rows.map((r) => ({ ...r }));
  if (rows.length !== variables.length) return null;
  const steps: StepDraft[] = [];
  const relations = () => rows.map((r) => rowRelation(r, variables));
  let shown = rowsText(system.relations);
  const push = (rule: string, explanation: string, state: Relation[] = relations()) => {
    const text = rowsText(state);
    if (text === shown) return;
    shown = text;
    steps.push({ rule, explanation, state: systemState(state) });
  };
  push('Line up the variables', `Write each equation with ${variables.join(', ')} on the left, in the same order, and the number on the right.`);

  // Forward elimination: variable k is removed from every row below its pivot row.
  const pivots: number[] = [];
  for (let k = 0; k < variables.length; k++) {
    const candidates = rows.map((r, i) => i).filter((i) => !pivots.includes(i) && !rows[i]!.coefficients[k]!.equals(0));
    if (candidates.length === 0) continue;
    // An equation where the variable has coefficient ±1 needs no multiplying.
    const pivot = candidates.find((i) => rows[i]!.coefficients[k]!.abs().equals(1)) ?? candidates[0]!;
    pivots.push(pivot);
    for (const target of candidates) {
      if (target === pivot) continue;
      const [kt, kp] = cancellingMultipliers(rows[target]!.coefficients[k]!, rows[pivot]!.coefficients[k]!);
      rows[target] = combineRows(rows[target]!, kt, rows[pivot]!, kp);
      push(`Eliminate ${variables[k]} from ${ordinal(target)}`, describeCombination(target, pivot, kt, kp, variables[k]!));
    }
  }

  // A row with no variable left is 0 = c: false (no solution) or true (a repeated equation).
  const empty = rows.filter((r) => r.coefficients.every((c) => c.equals(0)));
  if (empty.some((r) => !r.constant.equals(0))) {
    return { method: METHOD, steps, answer: systemState(relations()), solutions: [], note: 'No solution: the equations contradict each other (the lines are parallel).' };
  }
  if (empty.length > 0) return infiniteSystemResult(METHOD, steps, rows, variables);

  // Back substitution, last pivot first.
  const values: Array<Fraction | null> = variables.map(() => null);
  const solvedRelations = () =>
    rows.map((r, i) => {
      const k = pivots.indexOf(i) >= 0 ? pivotVariable(r, values) : -1;
      return k >= 0 && values[k] ? solvedRelation(variables[k]!, values[k]!) : rowRelation(r, variables);
    });
  for (const i of [...pivots].reverse()) {
    const row = rows[i]!;
    const k = pivotVariable(row, values);
    if (k < 0) return null;
    const known = row.coefficients.map((c, j) => (j !== k && !c.equals(0) && values[j] ? c.mul(values[j]!) : ZERO)).reduce((a, b) => a.add(b), ZERO);
    const value = row.constant.sub(known).div(row.coefficients[k]!);
    const usedKnown = row.coefficients.some((c, j) => j !== k && !c.equals(0));
    values[k] = value;
    const v = variables[k]!;
    push(
      usedKnown ? `Substitute to find ${v}` : `Solve for ${v}`,
      usedKnown
        ? `Put the values found so far into ${ordinal(i)} and solve for ${v}: ${v} = ${value.toFraction()}.`
        : `Divide both sides by ${row.coefficients[k]!.toFraction()}: ${v} = ${value.toFraction()}.`,
      solvedRelations(),
    );
  }
  if (values.some((x) => x === null)) return null;
  const answer = variables.map((v, k) => solvedRelation(v, values[k]!));
  return {
    method: METHOD,
    steps,
    answer: systemState(answer),
    solutions: [Object.fromEntries(variables.map((v, k) => [v, printNode(fractionNode(values[k]!), 'mathjs-fixed')]))],
  };
};

/** The one variable of a row still unknown (the pivot), -1 when there is none. */
function pivotVariable(row: Row, values: Array<Fraction | null>): number {
  const unknown = row.coefficients.map((c, k) => (!c.equals(0) && !values[k] ? k : -1)).filter((k) => k >= 0);
  if (unknown.length === 1) return unknown[0]!;
  // Already solved: its own variable is the first nonzero one whose value came from this row.
  return unknown.length === 0 ? row.coefficients.findIndex((c) => !c.equals(0)) : -1;
}
