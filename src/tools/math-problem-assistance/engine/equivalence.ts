import type { MathNode } from 'mathjs';
import { OperatorNode, simplify } from 'mathjs';
import { freeSymbols } from './math-text';
import type { MathState, Relation } from './problem';
import { constantValue } from './read/node-kit';
import { compareAtPoints } from './verify/compare-numerically';
import type { Scope } from './verify/evaluate';
import { compileNode, sampleParameters } from './verify/evaluate';
import { sameLinearSolutions } from './verify/linear-systems';
import { proportional } from './verify/proportional';
import { sameTruthValues } from './verify/same-truth-values';
import type { SolutionSet } from './verify/solve-one-variable';
import { realValues, sameValues, solveEquation } from './verify/solve-one-variable';
import { sameTuples, solveSystem } from './verify/solve-system';

/**
 * Whether two expressions are the same function, on the real numbers where both are defined.
 *
 * Numbers decide first: a point where both sides are defined and differ is a counterexample, so no
 * symbolic rewrite (mathjs's simplify can be too bold, e.g. with √(x²)) can overrule it. Real mode
 * treats √ and ln of negatives as undefined, as a student's number line does; when too few real points
 * are defined (constants like √-4, x = 2i) complex evaluation decides. When neither gives enough points,
 * a symbolic proof (simplify(a - b) = 0) is the last word; otherwise the answer is false.
 * `variables` are sampled along with every other free symbol of a and b.
 */
export function areEquivalent(a: MathNode, b: MathNode, variables: string[] = []): boolean {
  const symbols = freeSymbols(a, b);
  for (const variable of variables) if (!symbols.includes(variable)) symbols.push(variable);
  const real = compareAtPoints(compileNode(a, 'real'), compileNode(b, 'real'), symbols);
  if (real !== 'unknown') return real === 'equal';
  const complex = compareAtPoints(compileNode(a, 'complex'), compileNode(b, 'complex'), symbols);
  if (complex !== 'unknown') return complex === 'equal';
  return simplifiesToZero(new OperatorNode('-', 'subtract', [a, b]));
}

function simplifiesToZero(node: MathNode): boolean {
  try {
    return constantValue(simplify(node)) === 0;
  } catch {
    return false;
  }
}

/**
 * Whether two states of an equation, inequality or system have the same solutions for `unknowns`
 * (every other symbol is a parameter, tried at several values). Conservative: false when unsure.
 * - one unknown, equations: lhs - rhs of one a nonzero constant multiple of the other's; else equal
 *   solution sets (explicit for `x = 2 or x = 3`, polynomial roots for rational equations, a real
 *   search otherwise). Real solutions decide unless a state lists complex ones.
 * - one unknown, inequalities: the same truth value at sampled points, the boundary points included.
 * - several unknowns: the same affine solution set for linear systems; otherwise equal solution sets
 *   found by substitution.
 */
export function haveSameSolutions(before: MathState, after: MathState, unknowns: string | string[]): boolean {
  if (before.kind === 'expression' || after.kind === 'expression') return false;
  const list = typeof unknowns === 'string' ? [unknowns] : unknowns;
  if (list.length === 0) return false;
  const a = relationsOf(before);
  const b = relationsOf(after);
  const nodes = [...a.relations, ...b.relations].flatMap((r) => [r.lhs, r.rhs]);
  const parameters = freeSymbols(...nodes).filter((name) => !list.includes(name));
  if (sameRelations(a, b, [...list, ...parameters])) return true;
  const scopes: Scope[] = parameters.length === 0 ? [{}] : sampleParameters(parameters, 3);
  const equationsOnly = [...a.relations, ...b.relations].every((r) => r.op === '=');
  if (list.length === 1) {
    const unknown = list[0] as string;
    if (!equationsOnly) return scopes.every((scope) => sameTruthValues(a, b, unknown, scope));
    return scopes.every((scope) => sameOneVariableSets(a, b, unknown, scope));
  }
  if (!equationsOnly || a.join === 'or' || b.join === 'or') return false;
  return scopes.every((scope) => sameSystemSolutions(a.relations, b.relations, list, scope));
}

export interface RelationList {
  relations: Relation[];
  join: 'and' | 'or';
  /** A union state: true where every relation of one of the pieces holds (relations are then all of them, flat). */
  pieces?: Relation[][];
}

function relationsOf(state: Exclude<MathState, { kind: 'expression' }>): RelationList {
  if (state.kind === 'union') return { relations: state.pieces.flat(), join: 'or', pieces: state.pieces };
  return state.kind === 'relation' ? { relations: [state.relation], join: 'and' } : { relations: state.relations, join: state.join };
}

/** The same relations up to order and nonzero factors (a step that only rewrites or rescales). */
function sameRelations(a: RelationList, b: RelationList, symbols: string[]): boolean {
  if (a.pieces || b.pieces) return false;
  if (a.relations.length !== b.relations.length || (a.relations.length > 1 && a.join !== b.join)) return false;
  const unused = [...b.relations];
  for (const relation of a.relations) {
    const index = unused.findIndex((other) => proportional(relation, other, symbols));
    if (index < 0) return false;
    unused.splice(index, 1);
  }
  return true;
}

function setOf(list: RelationList, unknown: string, scope: Scope, window: number): SolutionSet | undefined {
  const sets: SolutionSet[] = [];
  for (const relation of list.relations) {
    const set = solveEquation(relation, unknown, scope, window);
    if (!set) return undefined;
    sets.push(set);
  }
  if (list.join === 'or') {
    if (sets.some((set) => set.kind === 'all')) return { kind: 'all' };
    const finite = sets as Array<Extract<SolutionSet, { kind: 'finite' }>>;
    return {
      kind: 'finite',
      values: finite.flatMap((set) => set.values),
      complete: finite.every((set) => set.complete),
      explicit: finite.every((set) => set.explicit),
    };
  }
  // All must hold: keep the values of the first finite set that satisfy every relation.
  const finite = sets.filter((set): set is Extract<SolutionSet, { kind: 'finite' }> => set.kind === 'finite');
  if (finite.length === 0) return { kind: 'all' };
  const first = finite[0] as Extract<SolutionSet, { kind: 'finite' }>;
  const values = first.values.filter((value) => finite.every((set) => set.values.some((other) => sameValues([other], [value]))));
  return { kind: 'finite', values, complete: first.complete, explicit: first.explicit };
}

/** Explicit values bound the window where real solutions are searched, so x = 50 is looked for. */
function windowFor(list: RelationList, unknown: string, scope: Scope): number {
  let window = 20;
  for (const relation of list.relations) {
    const set = relation.op === '=' ? solveEquationIfExplicit(relation, unknown, scope) : undefined;
    for (const value of set ?? []) window = Math.max(window, 2 * Math.abs(value.re) + 1);
  }
  return Math.min(window, 1e6);
}

function solveEquationIfExplicit(relation: Relation, unknown: string, scope: Scope) {
  const set = solveEquation(relation, unknown, scope);
  return set?.kind === 'finite' && set.explicit ? set.values : undefined;
}

function sameOneVariableSets(a: RelationList, b: RelationList, unknown: string, scope: Scope): boolean {
  const window = Math.max(windowFor(a, unknown, scope), windowFor(b, unknown, scope));
  const setA = setOf(a, unknown, scope, window);
  const setB = setOf(b, unknown, scope, window);
  if (!setA || !setB) return false;
  if (setA.kind === 'all' || setB.kind === 'all') return setA.kind === setB.kind;
  if (setA.complete && setB.complete && sameValues(setA.values, setB.values)) return true;
  // Real solutions decide (x³ = 8 → x = 2), unless a state lists a complex solution explicitly.
  const listsComplex = (set: typeof setA) => set.explicit && realValues(set.values).length !== set.values.length;
  if (listsComplex(setA) || listsComplex(setB)) return false;
  return sameValues(realValues(setA.values), realValues(setB.values));
}

/**
 * Whether every solution of `before` solves `after` too (one unknown, equations only): squaring both
 * sides or multiplying by an expression that can be zero keeps every solution and may add some.
 * Conservative: false when a set cannot be found, or when `before` holds everywhere and `after` does not.
 */
export function includesSolutions(before: MathState, after: MathState, unknown: string): boolean {
  if (before.kind === 'expression' || after.kind === 'expression') return false;
  const a = relationsOf(before);
  const b = relationsOf(after);
  if (![...a.relations, ...b.relations].every((r) => r.op === '=')) return false;
  const nodes = [...a.relations, ...b.relations].flatMap((r) => [r.lhs, r.rhs]);
  const parameters = freeSymbols(...nodes).filter((name) => name !== unknown);
  const scopes: Scope[] = parameters.length === 0 ? [{}] : sampleParameters(parameters, 3);
  return scopes.every((scope) => {
    const window = Math.max(windowFor(a, unknown, scope), windowFor(b, unknown, scope));
    const setA = setOf(a, unknown, scope, window);
    const setB = setOf(b, unknown, scope, window);
    if (!setA || !setB) return false;
    if (setB.kind === 'all') return true;
    if (setA.kind === 'all') return false;
    const inB = (value: (typeof setA.values)[number]) => setB.values.some((other) => sameValues([other], [value]));
    const candidates = setA.complete && setB.complete ? setA.values : realValues(setA.values);
    return candidates.every(inB);
  });
}

function sameSystemSolutions(a: Relation[], b: Relation[], unknowns: string[], scope: Scope): boolean {
  const linear = sameLinearSolutions(a, b, unknowns, scope);
  if (linear !== undefined) return linear;
  const solutionsA = solveSystem(a, unknowns, scope);
  const solutionsB = solveSystem(b, unknowns, scope);
  if (!solutionsA || !solutionsB) return false;
  return sameTuples(solutionsA, solutionsB);
}
