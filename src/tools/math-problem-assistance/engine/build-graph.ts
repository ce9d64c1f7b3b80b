import { compile, type MathNode } from 'mathjs';
import type { MathResult } from '../contract';
import type { MathProblem } from './problem';
import { rereadableText } from './read/node-kit';

type Graph = NonNullable<MathResult['graph']>;

const SAMPLES = 241;
const DEFAULT_HALF_WIDTH = 10;

/** Real numbers among the solutions' values for `variable` ("2", "-1/2", "sqrt(13)"; complex ones are left out). */
function realRoots(solutions: Array<Record<string, string>> | undefined, variable: string): number[] {
  const roots: number[] = [];
  for (const solution of solutions ?? []) {
    const text = solution[variable];
    if (text === undefined) continue;
    try {
      const value: unknown = compile(text).evaluate({});
      if (typeof value === 'number' && Number.isFinite(value)) roots.push(value);
    } catch {
      // Not a plain number (a parameter, an interval): nothing to mark.
    }
  }
  return roots;
}

function sample(node: MathNode, variable: string, from: number, to: number): Array<[number, number]> {
  const compiled = compile(rereadableText(node));
  const points: Array<[number, number]> = [];
  for (let i = 0; i < SAMPLES; i++) {
    const x = from + ((to - from) * i) / (SAMPLES - 1);
    try {
      const y: unknown = compiled.evaluate({ [variable]: x });
      if (typeof y === 'number' && Number.isFinite(y)) points.push([round(x), round(y)]);
    } catch {
      // Outside the domain (log of a negative, division by zero): a gap in the curve.
    }
  }
  return points;
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * Points to plot a one-variable problem: the function, or both sides of an equation, over a window
 * that shows every real root with room around it. Undefined for systems and several variables.
 */
export function buildGraph(problem: MathProblem, solutions: Array<Record<string, string>> | undefined): Graph | undefined {
  const { target, variable } = problem;
  // A number has nothing to plot; several variables need more than one axis.
  if (problem.variables.length !== 1) return undefined;
  const roots = realRoots(solutions, variable);
  const low = roots.length ? Math.min(...roots) : 0;
  const high = roots.length ? Math.max(...roots) : 0;
  const margin = Math.max(3, (high - low) * 0.5);
  const from = roots.length ? Math.floor(low - margin) : -DEFAULT_HALF_WIDTH;
  const to = roots.length ? Math.ceil(high + margin) : DEFAULT_HALF_WIDTH;
  let series: Graph['series'];
  if (target.kind === 'expression' || target.kind === 'integral' || target.kind === 'limit') {
    series = [{ label: `y = ${target.node.toString()}`, points: sample(target.node, variable, from, to) }];
  } else if (target.kind === 'relation') {
    const { lhs, rhs } = target.relation;
    series = [
      { label: `y = ${lhs.toString()}`, points: sample(lhs, variable, from, to) },
      { label: `y = ${rhs.toString()}`, points: sample(rhs, variable, from, to) },
    ];
  } else {
    return undefined;
  }
  if (series.every((line) => line.points.length < 2)) return undefined;
  return { variable, series, roots };
}
