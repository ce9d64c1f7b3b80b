import { parse, type MathNode } from 'mathjs';
import nerdamer from 'nerdamer';
import 'nerdamer/Algebra.js';
import 'nerdamer/Calculus.js';
import 'nerdamer/Solve.js';
import type { MathMethod, MethodResult } from '../../problem';
import { printNode } from '../../nodes/print-nodes';
import { satisfies, valueOf } from './check-solution';
import { distinctRoots, rootsState } from './roots-answer';
import { solveRelation } from './solve-linear-equation';

export const STEPS_UNAVAILABLE_NOTE = 'Steps are not available for this kind of equation.';

/**
 * nerdamer answers some equations with rational approximations (x³ = 2 → 170909539/135650991):
 * a long numerator or denominator is a float in disguise, not an exact answer.
 */
function looksApproximate(text: string): boolean {
  return /\d{7,}/.test(text);
}

const isRoot = (node: MathNode) => node.type === 'FunctionNode' && ['sqrt', 'nthRoot', 'cbrt'].includes((node as unknown as { fn: { name: string } }).fn.name);

/** How many radicals hold, inside them, another radical of the variable. */
function nestedRadicalsOf(node: MathNode, variable: string): number {
  return node.filter(
    (outer) =>
      isRoot(outer) &&
      (outer as unknown as { args: MathNode[] }).args.some((arg) => arg.filter((inner) => isRoot(inner) && inner.filter((leaf) => leaf.type === 'SymbolNode' && (leaf as unknown as { name: string }).name === variable).length > 0).length > 0),
  ).length;
}

const PERIODIC = /^(?:sin|cos|tan|sec|csc|cot)$/u;

/** sin, cos, tan… of the variable: nerdamer gives one solution of infinitely many (sin x cos x = 0 → x = 0). */
function hasPeriodicCall(node: MathNode, variable: string): boolean {
  return (
    node.filter((part) => {
      const fn = part.type === 'FunctionNode' ? (part as unknown as { fn: { name: string } }).fn.name : '';
      return PERIODIC.test(fn) && part.filter((leaf) => leaf.type === 'SymbolNode' && (leaf as unknown as { name: string }).name === variable).length > 0;
    }).length > 0
  );
}

/** Checked for several values of the other letters, so a literal equation's answer is checked too. */
const PARAMETER_SAMPLES = [0.37, 1.71, 2.53];

/**
 * Anything else the CAS solves: the answer without steps, with a note. Only exact answers that check
 * out when substituted back are returned; otherwise null (no answer rather than a wrong one).
 */
export const solveWithCas: MathMethod = (problem): MethodResult | null => {
  const rel = solveRelation(problem, false);
  if (!rel) return null;
  const v = problem.variable;
  // Two or more radicals nested in radicals of the variable (√(4 + √(16 + 16a)) + √(1 + √(1 + a)) = 6): nerdamer's
  // solve runs for minutes and finds nothing; the engine's budget would end it after 10 s, so refuse at once.
  if (nestedRadicalsOf(rel.lhs, v) + nestedRadicalsOf(rel.rhs, v) >= 2) return null;
  // With no interval, a list of its roots shown as the answer to a trig equation leaves out all the others (the trig
  // methods find every one, as families); on an interval the answer is checked against every root there.
  if (!problem.domain && (hasPeriodicCall(rel.lhs, v) || hasPeriodicCall(rel.rhs, v))) return null;
  const text = `${printNode(rel.lhs, 'mathjs-fixed')}=${printNode(rel.rhs, 'mathjs-fixed')}`;
  let found: string[];
  try {
    // Solve.js adds `solve` at run time; the package's types do not declare it.
    const solve = (nerdamer as unknown as { solve: (equation: string, variable: string) => unknown }).solve;
    const solved = solve(text, v) as { symbol?: { elements?: Array<{ toString(): string }> } };
    found = (solved.symbol?.elements ?? []).map((e) => e.toString());
  } catch {
    return null;
  }
  if (found.length === 0 || found.some(looksApproximate)) return null;
  const roots: MathNode[] = [];
  for (const f of found) {
    try {
      roots.push(parse(f));
    } catch {
      return null;
    }
  }
  const others = problem.variables.filter((name) => name !== v);
  const checks = others.length === 0 ? [{}] : PARAMETER_SAMPLES.map((s, i) => Object.fromEntries(others.map((o, j) => [o, s + 0.11 * (i + j)])));
  for (const scope of checks) {
    for (const root of roots) {
      const value = root.compile().evaluate({ ...scope }) as unknown;
      const x = typeof value === 'number' ? value : valueOf(parse(String(value)));
      if (x === null || x === undefined || !satisfies(rel, { ...scope, [v]: x as never })) return null;
    }
  }
  const distinct = others.length ? roots : distinctRoots(roots);
  return {
    method: 'computer algebra',
    steps: [],
    answer: rootsState(v, distinct),
    solutions: distinct.map((r) => ({ [v]: printNode(r, 'mathjs-fixed') })),
    note: STEPS_UNAVAILABLE_NOTE,
  };
};
