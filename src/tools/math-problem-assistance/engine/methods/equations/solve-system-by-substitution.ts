import { fraction, type Fraction, type MathNode } from 'mathjs';
import type { MathMethod, MethodResult, Relation, StepDraft } from '../../problem';
import { fractionNode, multiply, parenthesize, relation, sum, termNode } from './build-node';
import { printNode } from '../../nodes/print-nodes';
import { ZERO } from './polynomial';
import { formNode, ordinal, rowRelation, rowsText, solvedRelation, systemRows, systemState, type LinearForm, type Row } from './linear-system';
import { infiniteSystemResult } from './system-special-cases';
import { symbolNode } from '../../nodes/build-nodes';

const METHOD = 'substitution';

interface Solved {
  variable: number;
  form: LinearForm;
  value?: Fraction;
}

/** The equation and variable to solve for first: a coefficient of 1 (then -1) means no fractions. */
function chooseVariable(rows: Row[]): { row: number; variable: number } | null {
  let best: { row: number; variable: number; score: number } | null = null;
  rows.forEach((r, i) =>
    r.coefficients.forEach((c, k) => {
      if (c.equals(0)) return;
      const score = c.equals(1) ? 0 : c.equals(-1) ? 1 : 2 + Number(c.abs().valueOf());
      if (!best || score < best.score) best = { row: i, variable: k, score };
    }),
  );
  return best;
}

/** True when some equation has a variable with coefficient ±1: substitution is then the easy way. */
export function hasUnitCoefficient(rows: Row[]): boolean {
  return rows.some((r) => r.coefficients.some((c) => c.abs().equals(1)));
}

/**
 * Systems of 2–3 linear equations by substitution: solve one equation for a variable (one with
 * coefficient 1 when there is one), put that expression into the other equations, solve what is
 * left, then substitute back.
 */
export const solveSystemBySubstitution: MathMethod = (problem): MethodResult | null => {
  const system = systemRows(problem);
  if (!system) return null;
  const { variables } = system;
  let rows: Row[] = system.rows.map((r) => ({ ...r }));
  if (rows.length !== variables.length) return null;
  const solved: Solved[] = [];
  const steps: StepDraft[] = [];
  const solvedRelations = () =>
    solved.map((s) => (s.value ? solvedRelation(variables[s.variable]!, s.value) : relation(symbolNode(variables[s.variable]!), '=', formNode(s.form, variables))));
  let shown = rowsText(system.relations);
  const push = (rule: string, explanation: string, state: Relation[]) => {
    const text = rowsText(state);
    if (text === shown) return;
    shown = text;
    steps.push({ rule, explanation, state: systemState(state) });
  };
  push('Line up the variables', `Write each equation with ${variables.join(', ')} on the left and the number on the right.`, rows.map((r) => rowRelation(r, variables)));

  while (rows.length > 1) {
    const choice = chooseVariable(rows);
    if (!choice) break;
    const row = rows[choice.row]!;
    const k = choice.variable;
    const a = row.coefficients[k]!;
    const form: LinearForm = { coefficients: row.coefficients.map((c, j) => (j === k ? ZERO : c.neg().div(a))), constant: row.constant.div(a) };
    const others = rows.filter((_, i) => i !== choice.row);
    const v = variables[k]!;
    solved.push({ variable: k, form });
    const original = system.rows.indexOf(row);
    const which = original >= 0 ? ordinal(original) : rowRelation(row, variables).lhs.toString() + ' = ' + row.constant.toFraction();
    push(
      `Solve ${original >= 0 ? which : 'the next equation'} for ${v}`,
      `Get ${v} on its own in ${which}` + (a.abs().equals(1) ? ` (its coefficient is ${a.toFraction()}, so no fractions appear).` : `: divide by ${a.toFraction()}.`),
      [...solvedRelations(), ...others.map((r) => rowRelation(r, variables))],
    );
    // Substitute: show the expression in brackets first, then the simplified equations.
    const substitutedNodes = others.map((r) => {
      const terms: MathNode[] = [];
      r.coefficients.forEach((c, j) => {
        if (c.equals(0)) return;
        if (j === k) terms.push(c.equals(1) ? parenthesize(formNode(form, variables)) : multiply(fractionNode(c), parenthesize(formNode(form, variables)), true));
        else terms.push(termNode(c, 1, variables[j]!));
      });
      return relation(sum(terms), '=', fractionNode(r.constant));
    });
    push(`Substitute ${v} = ${formNode(form, variables).toString()}`, `Replace ${v} by ${formNode(form, variables).toString()} in the other equation${others.length > 1 ? 's' : ''}.`, [
      ...solvedRelations(),
      ...substitutedNodes,
    ]);
    rows = others.map((r) => ({
      coefficients: r.coefficients.map((c, j) => (j === k ? ZERO : c.add(r.coefficients[k]!.mul(form.coefficients[j]!)))),
      constant: r.constant.sub(r.coefficients[k]!.mul(form.constant)),
    }));
    push('Simplify', 'Multiply out the brackets and combine like terms.', [...solvedRelations(), ...rows.map((r) => rowRelation(r, variables))]);
  }

  const last = rows[0]!;
  const k = last.coefficients.findIndex((c) => !c.equals(0));
  if (k < 0) {
    if (!last.constant.equals(0)) {
      return { method: METHOD, steps, answer: systemState([...solvedRelations(), rowRelation(last, variables)]), solutions: [], note: 'No solution: the equations contradict each other (the lines are parallel).' };
    }
    const first = solved[0];
    if (!first || variables.length !== 2) return null;
    const row: Row = { coefficients: variables.map((_, j) => (j === first.variable ? fraction(1) : first.form.coefficients[j]!.neg())), constant: first.form.constant };
    return infiniteSystemResult(METHOD, steps, [row], variables);
  }
  if (last.coefficients.filter((c) => !c.equals(0)).length !== 1) return null;
  const value = last.constant.div(last.coefficients[k]!);
  const values: Array<Fraction | null> = variables.map((_, j) => (j === k ? value : null));
  const finalRelation = () => solvedRelation(variables[k]!, value);
  push(`Solve for ${variables[k]}`, `Divide both sides by ${last.coefficients[k]!.toFraction()}.`, [...solvedRelations(), finalRelation()]);
  for (const s of [...solved].reverse()) {
    const v = s.form.coefficients.reduce((acc, c, j) => (c.equals(0) ? acc : acc.add(c.mul(values[j] ?? ZERO))), s.form.constant);
    s.value = v;
    values[s.variable] = v;
    push(`Substitute back to find ${variables[s.variable]}`, `Put the value${solved.length > 1 ? 's' : ''} found into ${variables[s.variable]} = ${formNode(s.form, variables).toString()}.`, [...solvedRelations(), finalRelation()]);
  }
  if (values.some((x) => x === null)) return null;
  return {
    method: METHOD,
    steps,
    answer: systemState(variables.map((v, j) => solvedRelation(v, values[j]!))),
    solutions: [Object.fromEntries(variables.map((v, j) => [v, printNode(fractionNode(values[j]!), 'mathjs-fixed')]))],
  };
};
