import type { MathNode } from 'mathjs';
import { freeSymbols, parseMath } from '../../math-text';
import type { MathProblem, MethodResult, Relation } from '../../problem';
import { asOperator } from '../../read/node-kit';
import { compileNode } from '../../verify/evaluate';
import { formatNumber, printNode } from '../../nodes/print-nodes';
import { answerState, type Boundary, intervalText, joinIntervals, sortBoundaries, testPoints } from './solve-inequality-by-sign-chart';

const METHOD = 'testing intervals';

/**
 * An equation that holds on a whole interval, not at single values: √(x²) = x for every x ≥ 0, |x| = x
 * likewise. A method found only the boundary (x = 0); the final check saw the equation hold at many
 * other points. The candidates the method found split the number line; one test point in each interval
 * and each candidate itself say where the equation holds. Null when that is not one ray, one chain or
 * two rays, or when a denominator could hide a hole.
 */
export function solveEquationOnARange(problem: MathProblem, found: MethodResult): MethodResult | null {
  const { target } = problem;
  if (problem.task !== 'solve' || target.kind !== 'relation' || target.relation.op !== '=' || problem.domain || !found.solutions) return null;
  const equation = target.relation;
  const v = problem.variable;
  if (freeSymbols(equation.lhs, equation.rhs).some((name) => name !== v) || hasVariableDenominator(equation)) return null;
  const boundaries = candidatesOf(found, v);
  if (!boundaries || boundaries.length === 0) return null;
  const holds = holdsFunction(equation, v);
  const tests = testPoints(boundaries);
  const regions = tests.map(holds);
  const intervals = joinIntervals(boundaries, regions, boundaries.map((b) => holds(b.value)));
  const answer = answerState(intervals, v);
  if (!answer || answer.kind === 'relation' && answer.relation.op === '=') return null;
  const tested = tests.map((t, k) => `${v} = ${formatNumber(t, 'approximate')} gives ${regions[k] ? 'true' : 'false'}`).join('; ');
  const explanation = `The equation holds for more than single values, so find where: the values ${boundaries.map((b) => `${v} = ${printNode(b.node, 'mathjs-juxtaposed')}`).join(', ')} split the number line; test one point in each part (${tested}) and the split points themselves.`;
  return { method: METHOD, steps: [{ rule: 'Where the equation holds', explanation, state: answer }], answer, note: `The equation holds on a whole interval: ${intervals.map(intervalText).join(' ∪ ')}.` };
}

function hasVariableDenominator(equation: Relation): boolean {
  return [equation.lhs, equation.rhs].some(
    (side) =>
      side.filter((node) => {
        const op = asOperator(node);
        return (op?.fn === 'divide' && freeSymbols(op.args[1] as MathNode).length > 0) || (op?.fn === 'pow' && freeSymbols(op.args[1] as MathNode).length > 0);
      }).length > 0,
  );
}

function candidatesOf(found: MethodResult, v: string): Boundary[] | undefined {
  const list: Boundary[] = [];
  for (const solution of found.solutions ?? []) {
    const text = solution[v];
    if (text === undefined) return undefined;
    const node = parseMath(text);
    const value = compileNode(node, 'real')({});
    if (!value || freeSymbols(node).length > 0) return undefined;
    list.push({ node, value: value.re, hole: false });
  }
  return sortBoundaries(list);
}

function holdsFunction(equation: Relation, v: string): (x: number) => boolean {
  const lhs = compileNode(equation.lhs, 'real');
  const rhs = compileNode(equation.rhs, 'real');
  return (x) => {
    const a = lhs({ [v]: x });
    const b = rhs({ [v]: x });
    return a !== undefined && b !== undefined && Math.abs(a.re - b.re) <= 1e-9 * (1 + Math.abs(a.re) + Math.abs(b.re));
  };
}
