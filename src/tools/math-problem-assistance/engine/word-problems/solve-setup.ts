import { ConstantNode, OperatorNode, parse, ParenthesisNode, rationalize, SymbolNode, type Fraction, type MathNode } from 'mathjs';
import { primaryEquationResult } from '../methods/equations/index';
import type { MathState, Relation, StepDraft } from '../problem';
import { formatNumber } from '../nodes/print-nodes';
import { variablesOf } from './read-model-math';
import { exact, fractionNode, fractionText, workOutArithmetic } from './work-out-arithmetic';

// Our side of a model's set-up: the model only writes the equations; the numbers come from here.
// Linear equations (one or a system) are solved exactly with fractions; one equation in one unknown
// that is quadratic is solved by the formula. Anything else, or no single answer, is refused.

const MAX_VARIABLES = 8;

export interface SolvedSetup {
  steps: StepDraft[];
  value: number;
  exactText: string;
}

export type SetupSolution = SolvedSetup | { error: string };

function difference(relation: Relation): MathNode {
  return new OperatorNode('-', 'subtract', [new ParenthesisNode(relation.lhs), new ParenthesisNode(relation.rhs)]);
}

function evaluateAt(node: MathNode, scope: Record<string, Fraction>): Fraction | null {
  try {
    const value: unknown = exact.evaluate(node.toString({ notation: 'fixed' }), { ...scope });
    return typeof value === 'object' && value !== null && 'n' in value && 'd' in value ? (value as Fraction) : null;
  } catch {
    return null;
  }
}

/** Coefficients [c0, c1…] with f = c0 + Σ cj·vj, checked exactly at two more points; null if f is not linear. */
function linearCoefficients(f: MathNode, variables: string[]): Fraction[] | null {
  const at = (values: Fraction[]) => evaluateAt(f, Object.fromEntries(variables.map((name, j) => [name, values[j]!])));
  const zero = variables.map(() => exact.fraction(0));
  const c0 = at(zero);
  if (!c0) return null;
  const coefficients = [c0];
  for (let j = 0; j < variables.length; j++) {
    const value = at(zero.map((z, k) => (k === j ? exact.fraction(1) : z)));
    if (!value) return null;
    coefficients.push(value.sub(c0));
  }
  const probes = [variables.map((_, j) => exact.fraction(j + 2)), variables.map((_, j) => exact.fraction(1, j + 3))];
  for (const probe of probes) {
    const value = at(probe);
    const predicted = probe.reduce((sum, v, j) => sum.add(coefficients[j + 1]!.mul(v)), c0);
    if (!value || !value.equals(predicted)) return null;
  }
  return coefficients;
}

/** Gaussian elimination over fractions; null unless every variable has exactly one value. */
function solveLinearSystem(rows: Fraction[][], count: number): Fraction[] | null {
  // Each row: [c0, c1..cn] meaning c0 + Σ cj·vj = 0, rewritten as Σ cj·vj = -c0.
  const matrix = rows.map((row) => [...row.slice(1), row[0]!.neg()]);
  let rank = 0;
  for (let column = 0; column < count && rank < matrix.length; column++) {
    const pivot = matrix.findIndex((row, i) => i >= rank && !row[column]!.equals(0));
    if (pivot < 0) continue;
    [matrix[rank], matrix[pivot]] = [matrix[pivot]!, matrix[rank]!];
    const lead = matrix[rank]![column]!;
    matrix[rank] = matrix[rank]!.map((v) => v.div(lead));
    for (let i = 0; i < matrix.length; i++) {
      if (i === rank || matrix[i]![column]!.equals(0)) continue;
      const factor = matrix[i]![column]!;
      matrix[i] = matrix[i]!.map((v, k) => v.sub(factor.mul(matrix[rank]![k]!)));
    }
    rank++;
  }
  // A row 0 = c with c ≠ 0: the equations contradict each other.
  if (matrix.some((row) => row.slice(0, count).every((v) => v.equals(0)) && !row[count]!.equals(0))) return null;
  if (rank < count) return null;
  return matrix.slice(0, count).map((row) => row[count]!);
}

function relationState(relations: Relation[]): MathState {
  return relations.length === 1 ? { kind: 'relation', relation: relations[0]! } : { kind: 'relations', relations, join: 'and' };
}

function valueRelation(name: string, value: MathNode): Relation {
  return { lhs: new SymbolNode(name), op: '=', rhs: value };
}

/** One equation in one unknown that is quadratic (or linear once fractions are cleared): the real roots. */
function polynomialRoots(f: MathNode, variable: string): number[] | null {
  let coefficients: number[];
  try {
    const result = rationalize(f, {}, true) as unknown as { coefficients: unknown[]; variables: string[] };
    if (result.variables.length !== 1 || result.variables[0] !== variable) return null;
    coefficients = result.coefficients.map(Number);
  } catch {
    return null;
  }
  if (coefficients.some((c) => !Number.isFinite(c)) || coefficients.length > 3) return null;
  const [c = 0, b = 0, a = 0] = coefficients;
  let roots: number[];
  if (a === 0) roots = b === 0 ? [] : [-c / b];
  else {
    const discriminant = b * b - 4 * a * c;
    if (discriminant < 0) roots = [];
    else roots = [...new Set([(-b + Math.sqrt(discriminant)) / (2 * a), (-b - Math.sqrt(discriminant)) / (2 * a)])];
  }
  // Clearing fractions can add roots that make a denominator zero: keep those that satisfy f itself.
  return roots.filter((root) => {
    try {
      const value = Number(f.evaluate({ [variable]: root }));
      return Number.isFinite(value) && Math.abs(value) <= 1e-9 * Math.max(1, Math.abs(root));
    } catch {
      return false;
    }
  });
}

/**
 * One linear equation in one unknown: the engine's own equation steps (multiply out, collect, divide…),
 * used only when they end at the value we found; otherwise null and the short form is shown.
 */
function stepsFromEquationMethods(relation: Relation, unknown: string, value: Fraction): StepDraft[] | null {
  try {
    const result = primaryEquationResult({ task: 'solve', variable: unknown, variables: [unknown], target: { kind: 'relation', relation }, source: '' });
    const solution = result?.solutions?.length === 1 ? result.solutions[0]![unknown] : undefined;
    if (!result || solution === undefined || result.steps.length === 0) return null;
    const theirs = evaluateAt(parse(solution), {});
    return theirs && theirs.equals(value) ? result.steps : null;
  } catch {
    return null;
  }
}

function roundedText(value: number): string {
  return formatNumber(Number(value.toFixed(10)), 'ten-decimals');
}

export function solveEquations(relations: Relation[], unknown: string, options: { positive?: boolean; setUp: { rule: string; explanation: string } }): SetupSolution {
  const variables = variablesOf(relations.flatMap((r) => [r.lhs, r.rhs]));
  if (!variables.includes(unknown)) return { error: `the unknown ${unknown} does not appear in the equations` };
  if (variables.length > MAX_VARIABLES || relations.length > MAX_VARIABLES) return { error: 'too many equations or unknowns' };
  const setUpStep: StepDraft = { ...options.setUp, state: relationState(relations) };
  const differences = relations.map(difference);
  const rows = differences.map((f) => linearCoefficients(f, variables));
  if (rows.every((row): row is Fraction[] => row !== null)) {
    const values = solveLinearSystem(rows, variables.length);
    if (!values) return { error: 'the equations do not have exactly one solution' };
    const index = variables.indexOf(unknown);
    const detailed = relations.length === 1 && variables.length === 1 ? stepsFromEquationMethods(relations[0]!, unknown, values[0]!) : null;
    if (detailed) return { steps: [setUpStep, ...detailed], value: Number(values[0]!.valueOf()), exactText: fractionText(values[0]!) };
    const solved = variables.map((name, j) => valueRelation(name, fractionNode(values[j]!)));
    const steps: StepDraft[] = [
      setUpStep,
      {
        rule: relations.length === 1 ? `Solve for ${unknown}` : 'Solve the system of equations',
        explanation:
          relations.length === 1
            ? `Undo each operation on ${unknown}, doing the same to both sides, until ${unknown} is on its own.`
            : 'Substitute one equation into the others (or add and subtract them) until each unknown has one value.',
        state: relationState(solved),
      },
    ];
    return { steps, value: Number(values[index]!.valueOf()), exactText: fractionText(values[index]!) };
  }
  if (relations.length !== 1 || variables.length !== 1) return { error: 'the equations are not linear, and only one equation in one unknown can be solved when it is not' };
  const roots = polynomialRoots(differences[0]!, unknown);
  if (roots === null) return { error: 'the equation is neither linear nor quadratic' };
  const kept = options.positive ? roots.filter((root) => root > 0) : roots;
  if (kept.length !== 1) {
    return { error: roots.length === 0 ? 'the equation has no real solution' : 'the equation has more than one solution that fits' };
  }
  const value = kept[0]!;
  const steps: StepDraft[] = [setUpStep];
  const rootNode = (root: number) => (root < 0 ? new OperatorNode('-', 'unaryMinus', [new ConstantNode(Number(roundedText(-root)))]) : new ConstantNode(Number(roundedText(root))));
  if (roots.length > 1) {
    steps.push({
      rule: `Solve for ${unknown}`,
      explanation: 'This equation has a square of the unknown, so it can have two solutions.',
      state: { kind: 'relations', relations: roots.map((root) => valueRelation(unknown, rootNode(root))), join: 'or' },
    });
    steps.push({
      rule: 'Keep the answer that makes sense',
      explanation: `${unknown} stands for an amount that cannot be zero or negative, so only the positive solution fits the story.`,
      state: { kind: 'relation', relation: valueRelation(unknown, rootNode(value)) },
    });
  } else {
    steps.push({ rule: `Solve for ${unknown}`, explanation: `Solve the equation for ${unknown}.`, state: { kind: 'relation', relation: valueRelation(unknown, rootNode(value)) } });
  }
  return { steps, value, exactText: roundedText(value) };
}

/** A calculation with numbers only, worked out by us (exactly when it is rational). */
export function evaluateCalculation(node: MathNode, setUp: { rule: string; explanation: string }): SetupSolution {
  if (variablesOf([node]).length > 0) return { error: 'the calculation has letters in it' };
  const setUpStep: StepDraft = { ...setUp, state: { kind: 'expression', node } };
  const worked = workOutArithmetic(node);
  if (worked) return { steps: [setUpStep, ...worked.steps], value: worked.value, exactText: worked.exactText };
  let value: number;
  try {
    value = Number(node.evaluate());
  } catch {
    return { error: 'the calculation cannot be worked out' };
  }
  if (!Number.isFinite(value)) return { error: 'the calculation has no finite value' };
  const text = roundedText(value);
  return {
    steps: [setUpStep, { rule: 'Work it out', explanation: 'Work out the calculation (rounded to 10 decimal places).', state: { kind: 'expression', node: new ConstantNode(Number(text)) } }],
    value,
    exactText: text,
  };
}
