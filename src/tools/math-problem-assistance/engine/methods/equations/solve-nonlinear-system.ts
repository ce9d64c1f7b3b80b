/**
 * Session 47 (issue 35): two equations in two unknowns where one is linear in an unknown with a number coefficient
 * ("y = x^2, y = x + 2", "x + y = 5 and x^2 + y^2 = 13"): that unknown is isolated, put into the other equation,
 * the one-unknown equation solved by the equation methods (which find every root or none), and each root put back.
 * Refused (null) when a root is not a real number or the back-substitution leaves a letter: a partial answer to a
 * system would look complete.
 */
import { ConstantNode, derivative, OperatorNode, ParenthesisNode, simplify, type MathNode } from 'mathjs';
import { freeSymbols } from '../../math-text';
import type { MathMethod, MethodResult, MathProblem, Relation, StepDraft } from '../../problem';
import { compileNode } from '../../verify/evaluate';

const METHOD = 'substitution';

function differenceOf(relation: Relation): MathNode {
  return new OperatorNode('-', 'subtract', [relation.lhs, new ParenthesisNode(relation.rhs)]);
}

function substitute(node: MathNode, name: string, value: MathNode): MathNode {
  return node.transform((child) => (child.type === 'SymbolNode' && (child as unknown as { name: string }).name === name ? new ParenthesisNode(value) : child));
}

/** The unknown written from a relation that is linear in it with a number coefficient: y = f(other), or undefined. */
function isolate(relation: Relation, name: string): MathNode | undefined {
  try {
    const difference = differenceOf(relation);
    const slope = simplify(derivative(difference, name));
    if (freeSymbols(slope).length > 0) return undefined;
    const coefficient = compileNode(slope, 'real')({});
    if (!coefficient || Math.abs(coefficient.re) < 1e-12) return undefined;
    const rest = substitute(difference, name, new ConstantNode(0));
    const isolated = simplify(new OperatorNode('/', 'divide', [new OperatorNode('-', 'unaryMinus', [new ParenthesisNode(rest)]), new ParenthesisNode(slope)]));
    return freeSymbols(isolated).includes(name) ? undefined : isolated;
  } catch {
    return undefined;
  }
}

function isLinearIn(relation: Relation, names: string[]): boolean {
  try {
    const difference = differenceOf(relation);
    return names.every((name) => freeSymbols(simplify(derivative(difference, name))).length === 0);
  } catch {
    return false;
  }
}

export function solveNonlinearSystemWith(solveOne: (problem: MathProblem) => MethodResult | null): MathMethod {
  return (problem) => {
    const target = problem.target;
    if (problem.task !== 'solve' || target.kind !== 'system' || target.relations.length !== 2) return null;
    if (target.relations.some((relation) => relation.op !== '=')) return null;
    const names = freeSymbols(...target.relations.flatMap((r) => [r.lhs, r.rhs]));
    if (names.length !== 2) return null;
    // Two linear equations are the linear methods' (elimination, substitution).
    if (target.relations.every((relation) => isLinearIn(relation, names))) return null;
    for (const [from, to] of [[0, 1], [1, 0]] as const) {
      for (const name of [...names].reverse()) {
        const other = names.find((n) => n !== name) as string;
        const isolated = isolate(target.relations[from]!, name);
        if (!isolated) continue;
        const into = target.relations[to]!;
        const reduced: Relation = { lhs: substitute(into.lhs, name, isolated), op: '=', rhs: substitute(into.rhs, name, isolated) };
        if (freeSymbols(reduced.lhs, reduced.rhs).some((n) => n !== other)) continue;
        const single: MathProblem = { task: 'solve', variable: other, variables: [other], target: { kind: 'relation', relation: reduced }, source: problem.source };
        const solved = solveOne(single);
        if (!solved?.solutions || solved.solutions.length === 0) return null;
        const pairs: Array<Record<string, string>> = [];
        for (const solution of solved.solutions) {
          const value = solution[other];
          if (value === undefined || value === other) return null;
          const at = compileNode(simplify(value), 'complex')({});
          if (!at || Math.abs(at.im) > 1e-12) return null;
          const back = simplify(substitute(isolated, other, simplify(value)));
          if (freeSymbols(back).length > 0) return null;
          const backValue = compileNode(back, 'complex')({});
          if (!backValue || Math.abs(backValue.im) > 1e-12) return null;
          pairs.push({ [names[0]!]: names[0] === other ? value : back.toString(), [names[1]!]: names[1] === other ? value : back.toString() });
        }
        const equals = (n: string, v: string): Relation => ({ lhs: simplify(n), op: '=', rhs: simplify(v) });
        const pieces = pairs.map((pair) => names.map((n) => equals(n, pair[n]!)));
        // Every step shows the isolated unknown beside the equation worked on, so each state is the whole system
        // again and is checked against it (a lone equation in x compared with the system was slow to verify).
        const iso: Relation = { lhs: simplify(name), op: '=', rhs: isolated };
        const withIso = (state: StepDraft['state']): StepDraft['state'] | undefined => {
          if (state.kind === 'relation') return { kind: 'relations', relations: [iso, state.relation], join: 'and' };
          if (state.kind === 'relations' && state.join === 'or') return { kind: 'union', pieces: state.relations.map((r) => [iso, r]) };
          return undefined;
        };
        const inner = solved.steps.flatMap((step) => {
          const state = withIso(step.state);
          return state ? [{ ...step, state }] : [];
        });
        const steps: StepDraft[] = [
          { rule: 'Isolate a variable', explanation: `Solve one equation for ${name}: ${name} = ${isolated.toString()}.`, state: { kind: 'relations', relations: [iso, into], join: 'and' } },
          { rule: 'Substitute', explanation: `Put ${name} = ${isolated.toString()} into the other equation: an equation in ${other} alone.`, state: { kind: 'relations', relations: [iso, reduced], join: 'and' } },
          ...inner,
          { rule: 'Substitute back', explanation: `Put each value of ${other} into ${name} = ${isolated.toString()}.`, state: { kind: 'union', pieces } },
        ];
        const text = pairs.map((pair) => names.map((n) => `${n} = ${pair[n]}`).join(', ')).join(' or ');
        return {
          method: METHOD,
          steps,
          answer: { kind: 'union', pieces },
          solutions: pairs,
          shownAs: { text, latex: text.replace(/\bor\b/gu, '\\text{ or }') },
        };
      }
    }
    return null;
  };
}
