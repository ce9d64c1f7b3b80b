import { fraction, SymbolNode, type Fraction } from 'mathjs';
import { formatState, freeSymbols, parseMath } from '../math-text';
import type { MathProblem, MethodResult } from '../problem';
import { asFunction } from '../read/node-kit';
import { compileNode } from '../verify/evaluate';
import { difference } from '../verify/solve-one-variable';

/**
 * A trig equation typed with no interval ("sin x = 1/2", "2cos(2x) + 1 = 0") asks for every solution. The
 * methods find the solutions in one turn, [0, 2π), and check them there; this file turns that list into the
 * families x = a + p·k (k any integer) a textbook gives, and checks the families on the equation itself.
 */

const ONE_TURN = 2 * Math.PI;
const TRIG = /^(sin|cos|tan|sec|csc|cot)$/u;

/** The equation over one turn, [0, 2π): the interval the methods then solve on. Null when it is not a plain trig equation in radians. */
export function problemOverOneTurn(problem: MathProblem): MathProblem | null {
  const target = problem.target;
  if (problem.task !== 'solve' || problem.domain || problem.angleUnit || target.kind !== 'relation' || target.relation.op !== '=') return null;
  // Asked in degrees ("in degrees", 30°) with no interval: answered in radians it would not be what was asked.
  if (/°|\bdeg(?:ree)?s?\b/iu.test(problem.source)) return null;
  const sides = [target.relation.lhs, target.relation.rhs];
  const hasTrig = sides.some((side) => side.filter((node) => TRIG.test(asFunction(node)?.fn.name ?? '') && freeSymbols(node).includes(problem.variable)).length > 0);
  if (!hasTrig || !repeatsEveryTurn(problem)) return null;
  return { ...problem, domain: { lower: parseMath('0'), upper: parseMath('2*pi'), closedLower: true, closedUpper: false } };
}

export interface GeneralSolution {
  /** x = pi/6 + 2*pi*k or x = 5*pi/6 + 2*pi*k, for the answer line. */
  text: string;
  latex: string;
}

/**
 * Every solution from those in [0, 2π): the shortest shift 2π/m that maps the list onto itself is the period of
 * the solution set; each solution below it starts one family. Null when the list is empty or any family member
 * fails the equation (then the general form is not shown as sure).
 */
export function generalTrigSolution(problem: MathProblem, result: MethodResult): GeneralSolution | null {
  const v = problem.variable;
  const found = (result.solutions ?? []).map((solution) => solution[v]).filter((text): text is string => text !== undefined);
  const values = found.map((text) => ({ text, value: numberOf(text) }));
  if (values.length === 0 || values.some((s) => s.value === null)) return null;
  const sorted = (values as Array<{ text: string; value: number }>).sort((a, b) => a.value - b.value);
  const parts = shortestRepeat(sorted.map((s) => s.value));
  const step: Fraction = fraction(2, parts);
  const starts = sorted.filter((s) => s.value < ONE_TURN / parts - 1e-9);
  if (!starts.every((s) => familyHolds(problem, s.value, ONE_TURN / parts))) return null;
  const periodText = piMultiple(step);
  const families = starts.map((s) => (Math.abs(s.value) < 1e-12 ? `${periodText}*k` : `${s.text} + ${periodText}*k`));
  const relations = families.map((family) => ({ lhs: new SymbolNode(v), op: '=' as const, rhs: parseMath(family) }));
  const text = formatState({ kind: 'relations', join: 'or', relations }).text;
  // One family per line, as textbooks print them: on one line two families already overflow a phone.
  const lines = relations.map((relation, index) => `${index > 0 ? '\\text{or } ' : ''}${formatState({ kind: 'relation', relation }).latex}`);
  return { text: `${text}, k any integer`, latex: `\\begin{gathered} ${[...lines, 'k \\in \\mathbb{Z}'].join(' \\\\ ')} \\end{gathered}` };
}

/** The equation's two sides take the same values a whole turn later (checked at a few points). */
function repeatsEveryTurn(problem: MathProblem): boolean {
  const target = problem.target;
  if (target.kind !== 'relation') return false;
  const g = compileNode(difference(target.relation), 'real');
  let compared = 0;
  for (const x of [0.3, 1.1, 2.05, 3.7, 5.3]) {
    const here = g({ [problem.variable]: x })?.re;
    const later = g({ [problem.variable]: x + ONE_TURN })?.re;
    if (here === undefined || later === undefined) continue;
    if (Math.abs(here - later) > 1e-7 * (1 + Math.abs(here))) return false;
    compared += 1;
  }
  return compared >= 3;
}

/** The most parts m (2π/m the shift) such that shifting the solutions by 2π/m, modulo 2π, gives the same list. */
function shortestRepeat(values: number[]): number {
  const near = (a: number, b: number) => Math.abs(a - b) < 1e-7 || Math.abs(Math.abs(a - b) - ONE_TURN) < 1e-7;
  for (let parts = Math.min(values.length, 12); parts > 1; parts -= 1) {
    if (values.length % parts !== 0) continue;
    const shift = ONE_TURN / parts;
    if (values.every((value) => values.some((other) => near(other, (value + shift) % ONE_TURN)))) return parts;
  }
  return 1;
}

/** x0 + p·k solves the equation for k = -3…3 (a family, not one lucky value). */
function familyHolds(problem: MathProblem, start: number, period: number): boolean {
  const target = problem.target;
  if (target.kind !== 'relation') return false;
  const g = compileNode(difference(target.relation), 'real');
  for (let k = -3; k <= 3; k += 1) {
    const value = g({ [problem.variable]: start + period * k })?.re;
    if (value === undefined || Math.abs(value) > 1e-7) return false;
  }
  return true;
}

function numberOf(text: string): number | null {
  try {
    const value = compileNode(parseMath(text), 'real')({})?.re;
    return value === undefined || !Number.isFinite(value) ? null : value;
  } catch {
    return null;
  }
}

/** r·π as text: pi, 2*pi, pi/3, 2*pi/3. */
function piMultiple(r: Fraction): string {
  const top = r.n === 1n ? 'pi' : `${r.n}*pi`;
  return r.d === 1n ? top : `${top}/${r.d}`;
}
