import { fraction, type Fraction, type MathNode } from 'mathjs';
import type { MathProblem, MathState, Relation } from '../../problem';
import { fractionNode, relation, statesOf, sum, termNode } from './build-node';
import { additiveTerms } from './tidy-sides';
import { degreeOf, toPolynomial, ZERO } from './polynomial';
import { symbolNode } from '../../nodes/build-nodes';

/** Σ coefficients[i]·variables[i] = constant. */
export interface Row {
  coefficients: Fraction[];
  constant: Fraction;
}

/** A linear expression: Σ coefficients[i]·variables[i] + constant. */
export interface LinearForm {
  coefficients: Fraction[];
  constant: Fraction;
}

/** A linear form in several variables, read term by term (each term a polynomial in one variable). */
function linearFormOf(node: MathNode, variables: string[]): LinearForm | null {
  const form: LinearForm = { coefficients: variables.map(() => ZERO), constant: ZERO };
  for (const t of additiveTerms(node)) {
    const sign = t.negative ? fraction(-1) : fraction(1);
    const constant = toPolynomial(t.node, '\u0000');
    if (constant) {
      form.constant = form.constant.add((constant[0] ?? ZERO).mul(sign));
      continue;
    }
    const which = variables.findIndex((v) => {
      const p = toPolynomial(t.node, v);
      return p !== null && degreeOf(p) === 1;
    });
    if (which < 0) {
      // Brackets with several variables, 2(x + y): expand by reading each inner term.
      const n = t.node as unknown as { type: string; fn?: string; args?: MathNode[]; content?: MathNode };
      const inner = n.type === 'ParenthesisNode' ? n.content! : null;
      const product = n.type === 'OperatorNode' && n.fn === 'multiply' ? n.args! : null;
      let expanded: LinearForm | null = null;
      if (inner) expanded = linearFormOf(inner, variables);
      else if (product) {
        const [a, b] = product.map((f) => linearFormOf(f, variables));
        if (a && b && a.coefficients.every((c) => c.equals(0))) expanded = scaleForm(b, a.constant);
        else if (a && b && b.coefficients.every((c) => c.equals(0))) expanded = scaleForm(a, b.constant);
      }
      if (!expanded) return null;
      form.coefficients = form.coefficients.map((c, i) => c.add(expanded!.coefficients[i]!.mul(sign)));
      form.constant = form.constant.add(expanded.constant.mul(sign));
      continue;
    }
    const p = toPolynomial(t.node, variables[which]!)!;
    form.coefficients[which] = form.coefficients[which]!.add((p[1] ?? ZERO).mul(sign));
    form.constant = form.constant.add((p[0] ?? ZERO).mul(sign));
  }
  return form;
}

function scaleForm(f: LinearForm, c: Fraction): LinearForm {
  return { coefficients: f.coefficients.map((x) => x.mul(c)), constant: f.constant.mul(c) };
}

/** The rows of a system of 2–3 linear equations, or null. */
export function systemRows(problem: MathProblem): { rows: Row[]; variables: string[]; relations: Relation[] } | null {
  if (problem.task !== 'solve' || problem.target.kind !== 'system') return null;
  const relations = problem.target.relations;
  const variables = problem.variables;
  if (relations.length < 2 || relations.length > 3 || variables.length < 2 || variables.length > 3) return null;
  if (relations.some((r) => r.op !== '=')) return null;
  const rows: Row[] = [];
  for (const r of relations) {
    const left = linearFormOf(r.lhs, variables);
    const right = linearFormOf(r.rhs, variables);
    if (!left || !right) return null;
    rows.push({ coefficients: left.coefficients.map((c, i) => c.sub(right.coefficients[i]!)), constant: right.constant.sub(left.constant) });
  }
  return { rows, variables, relations };
}

export function rowRelation(row: Row, variables: string[]): Relation {
  const terms = row.coefficients.map((c, i) => (c.equals(0) ? null : termNode(c, 1, variables[i]!))).filter((t): t is MathNode => t !== null);
  return relation(terms.length ? sum(terms) : fractionNode(ZERO), '=', fractionNode(row.constant));
}

export function formNode(form: LinearForm, variables: string[]): MathNode {
  const terms = form.coefficients.map((c, i) => (c.equals(0) ? null : termNode(c, 1, variables[i]!))).filter((t): t is MathNode => t !== null);
  if (terms.length === 0) return fractionNode(form.constant);
  if (form.constant.equals(0)) return sum(terms);
  // 5 - y reads better than -y + 5.
  const firstNegative = form.coefficients.find((c) => !c.equals(0))!.s < 0n;
  return firstNegative ? sum([fractionNode(form.constant), ...terms]) : sum([...terms, fractionNode(form.constant)]);
}

export function systemState(relations: Relation[]): MathState {
  return statesOf(relations, 'and');
}

export function solvedRelation(variable: string, value: Fraction): Relation {
  return relation(symbolNode(variable), '=', fractionNode(value));
}

export function rowsText(relations: Relation[]): string {
  return relations.map((r) => `${r.lhs.toString()}=${r.rhs.toString()}`.replace(/\s+/g, '')).join(';');
}

export function combineRows(a: Row, ka: Fraction, b: Row, kb: Fraction): Row {
  return {
    coefficients: a.coefficients.map((c, i) => c.mul(ka).add(b.coefficients[i]!.mul(kb))),
    constant: a.constant.mul(ka).add(b.constant.mul(kb)),
  };
}

export function ordinal(i: number): string {
  return `equation ${i + 1}`;
}
