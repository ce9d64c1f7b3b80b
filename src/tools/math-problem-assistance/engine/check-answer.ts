import type { MathNode } from 'mathjs';
import { areEquivalent, haveSameSolutions } from './equivalence';
import { formatState, freeSymbols, parseMath, parseMathState } from './math-text';
import { countIrreducibleFactors } from './methods/algebra/factor-polynomial';
import { asOperator, constantValue, countNodes, numberNode } from './methods/algebra/node-build';
import { isPlainPolynomial } from './methods/algebra/poly';
import * as R from './methods/algebra/rational';
import { isPolyRatio, readRatio } from './methods/algebra/ratio';
import { simplifyNode } from './methods/algebra/simplify-expression';
import type { MathProblem, MathState, MethodResult, Relation } from './problem';
import { gcdInt } from './numbers/whole-numbers';
import { formatNumber, printNode } from './nodes/print-nodes';

export interface AnswerCheck {
  correct: boolean;
  message: string;
}

const NO_SOLUTION = /^(?:no\s+(?:real\s+)?solutions?|none|no\s+answer|∅|\{\s*\}|\[\s*\]|empty(?:\s+set)?)\.?$/iu;

/**
 * Checks a student's own answer against ours, accepting every equivalent form: 0.5 = 1/2 = 2/4;
 * `x = 2` or just `2`; solutions in any order (`x = 3 or x = 2`, `{2, 3}`, `2, 3`); antiderivatives
 * up to a constant. Factoring must also be complete, and simplifying must really simplify. Messages
 * are kind and say what exactly is off, without handing over the answer.
 */
export function checkAnswer(problem: MathProblem, result: MethodResult, studentAnswer: string): AnswerCheck {
  const text = studentAnswer.trim();
  if (!text) return { correct: false, message: 'There is no answer to check yet: type your answer and try again.' };
  try {
    if (problem.target.kind === 'relation' || problem.target.kind === 'system' || result.solutions) return checkSolutions(problem, result, text);
    return checkExpression(problem, result, text);
  } catch (error) {
    const why = error instanceof Error ? error.message : '';
    return { correct: false, message: `I could not read your answer${why ? ` (${why.replace(/\.$/u, '')})` : ''}. Write it like 2x + 1, x = 3 or (x - 1)(x + 2).` };
  }
}

// ───────────── equations, inequalities, systems ─────────────

type Assignment = Record<string, MathNode>;

function numeric(node: MathNode, scope: Record<string, number> = {}): number | null {
  try {
    const value: unknown = node.evaluate(scope);
    if (typeof value === 'number') return value;
    if (value && typeof value === 'object' && 're' in value && 'im' in value) {
      const c = value as { re: number; im: number };
      return Math.abs(c.im) < 1e-12 ? c.re : null;
    }
    return null;
  } catch {
    return null;
  }
}

function close(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
}

/** The student's solutions as assignments: `x = 2 or x = 3`, `{2, 3}`, `2, 3`, `x = 1, y = 2`, `(1, 2)`. */
function readAssignments(text: string, problem: MathProblem): Assignment[] {
  const unknowns = problem.target.kind === 'system' ? problem.variables : [problem.variable];
  const bare = text.replace(/^\s*[{[]\s*|\s*[}\]]\s*$/gu, '').trim();
  const tuple = /^\(\s*([^()]+(?:,[^()]+)+)\)$/u.exec(bare);
  if (tuple && unknowns.length > 1) {
    const values = (tuple[1] as string).split(',').map((part) => parseMath(part));
    return [Object.fromEntries(unknowns.map((name, i) => [name, values[i] as MathNode]))];
  }
  if (!bare.includes('=') && !/[<>≤≥]/u.test(bare)) {
    const parts = bare.split(/\s*(?:,|;|\bor\b|\band\b)\s*/u).filter(Boolean);
    if (unknowns.length === 1) return parts.map((part) => ({ [problem.variable]: parseMath(part) }));
    return [Object.fromEntries(unknowns.map((name, i) => [name, parseMath(parts[i] ?? 'NaN')]))];
  }
  const state = parseMathState(bare);
  const relations = state.kind === 'relation' ? [state.relation] : state.kind === 'relations' ? state.relations : [];
  const pairs = relations.map((r) => ({ name: r.lhs.type === 'SymbolNode' ? (r.lhs as unknown as { name: string }).name : '', value: r.rhs }));
  // "x = 2, x = 3" lists alternatives for one unknown; "x = 1, y = 2" is one solution of a system.
  if (state.kind === 'relations' && state.join === 'and' && new Set(pairs.map((p) => p.name)).size === pairs.length) return [Object.fromEntries(pairs.map((p) => [p.name, p.value]))];
  return pairs.map((p) => ({ [p.name]: p.value }));
}

function expectedAssignments(result: MethodResult): Assignment[] | null {
  if (!result.solutions) return null;
  return result.solutions.map((solution) => Object.fromEntries(Object.entries(solution).map(([name, value]) => [name, parseMath(value)])));
}

function sameAssignment(a: Assignment, b: Assignment): boolean {
  const names = Object.keys(b);
  return names.every((name) => {
    const x = a[name];
    const y = b[name];
    if (!x || !y) return false;
    const u = numeric(x);
    const v = numeric(y);
    return u !== null && v !== null ? close(u, v) : areEquivalent(x, y);
  });
}

function assignmentText(a: Assignment): string {
  return Object.entries(a)
    .map(([name, value]) => `${name} = ${printNode(value, 'words')}`)
    .join(', ');
}

function relationsOfProblem(problem: MathProblem): Relation[] {
  if (problem.target.kind === 'relation') return [problem.target.relation];
  if (problem.target.kind === 'system') return problem.target.relations;
  return [];
}

/** "2·4 + 3 = 11": the side with the student's values put in, worked out. */
function substituted(node: MathNode, a: Assignment): { text: string; value: number | null } {
  const put = node.transform((child) => {
    if (child.type !== 'SymbolNode') return child;
    const value = a[(child as unknown as { name: string }).name];
    return value ?? child;
  });
  const scope: Record<string, number> = {};
  for (const [name, value] of Object.entries(a)) {
    const v = numeric(value);
    if (v !== null) scope[name] = v;
  }
  return { text: printNode(put, 'words').replace(/ × /gu, '·'), value: numeric(node, scope) };
}

function valueText(value: number): string {
  return formatNumber(Number(value.toPrecision(10)));
}

function whyNot(problem: MathProblem, a: Assignment): string {
  for (const relation of relationsOfProblem(problem)) {
    const left = substituted(relation.lhs, a);
    const right = substituted(relation.rhs, a);
    if (left.value === null || right.value === null) continue;
    if (relation.op === '=' && close(left.value, right.value)) continue;
    const shown = `${printNode(relation.lhs, 'words')} ${relation.op} ${printNode(relation.rhs, 'words')}`;
    const rightIsNumber = constantValue(relation.rhs) !== null || (asOperator(relation.rhs)?.fn === 'unaryMinus' && constantValue(asOperator(relation.rhs)?.args[0] as MathNode) !== null);
    const since = rightIsNumber
      ? `since ${left.text} = ${valueText(left.value)}, not ${valueText(right.value)}`
      : `since the left side is ${left.text} = ${valueText(left.value)} but the right side is ${right.text} = ${valueText(right.value)}`;
    return `Not quite: ${assignmentText(a)} does not satisfy ${shown}, ${since}.`;
  }
  return `Not quite: ${assignmentText(a)} is not a solution. Put it back into the equation to see that the two sides differ.`;
}

function checkSolutions(problem: MathProblem, result: MethodResult, text: string): AnswerCheck {
  const expected = expectedAssignments(result);
  if (NO_SOLUTION.test(text)) {
    return expected && expected.length === 0
      ? { correct: true, message: 'Correct: there is no solution.' }
      : { correct: false, message: 'Not quite: this equation does have a solution. Try working through it step by step.' };
  }
  if (!expected) return checkRelationAnswer(problem, result, text);
  if (expected.length === 0) {
    return { correct: false, message: 'Not quite: this equation has no solution, so no value makes both sides equal. Check a value of yours in the original equation.' };
  }
  const given = readAssignments(text, problem);
  const unknown = given.find((a) => Object.keys(a).some((name) => !name || !Object.keys(expected[0] ?? {}).includes(name)));
  if (unknown) return { correct: false, message: `Write your answer for ${Object.keys(expected[0] ?? {}).join(' and ')}, for example ${Object.keys(expected[0] ?? {}).map((name) => `${name} = 2`).join(', ')}.` };
  const wrong = given.find((a) => !expected.some((e) => sameAssignment(a, e)));
  if (wrong) return { correct: false, message: whyNot(problem, wrong) };
  const found = expected.filter((e) => given.some((a) => sameAssignment(a, e)));
  if (found.length < expected.length) {
    const missing = expected.length - found.length;
    return {
      correct: false,
      message: `${given.map(assignmentText).join(' and ')} ${given.length > 1 ? 'are' : 'is'} right, but there ${missing > 1 ? `are ${missing} more solutions` : 'is another solution'}. Look for ${missing > 1 ? 'the other values' : 'one more value'} that make${missing > 1 ? '' : 's'} the equation true.`,
    };
  }
  return {
    correct: true,
    message: expected.length > 1 ? `Correct: all ${expected.length} solutions check out in the original equation.` : `Correct: ${assignmentText(given[0] as Assignment)} makes the equation true.`,
  };
}

/** Inequalities and other relation answers: the same solution set. */
function checkRelationAnswer(problem: MathProblem, result: MethodResult, text: string): AnswerCheck {
  const state = parseMathState(text.replace(/≤/gu, '<=').replace(/≥/gu, '>='));
  if (state.kind === 'expression') return { correct: false, message: `Write your answer as a statement about ${problem.variable}, for example ${problem.variable} > 2.` };
  if (haveSameSolutions(result.answer, state, problem.target.kind === 'system' ? problem.variables : problem.variable)) {
    return { correct: true, message: `Correct: ${formatState(state).text} is the same set of solutions.` };
  }
  const flipped = sameBoundaryOtherDirection(result.answer, state);
  return {
    correct: false,
    message: flipped
      ? 'Close: the boundary is right, but check the direction of the inequality sign (it flips when you multiply or divide by a negative number).'
      : `Not quite: some values that satisfy ${formatState(state).text} do not satisfy the original ${problem.target.kind === 'system' ? 'system' : 'inequality'}. Test a value from your answer in the original.`,
  };
}

function sameBoundaryOtherDirection(a: MathState, b: MathState): boolean {
  if (a.kind !== 'relation' || b.kind !== 'relation') return false;
  const x = numeric(a.relation.rhs);
  const y = numeric(b.relation.rhs);
  return x !== null && y !== null && close(x, y) && a.relation.op !== b.relation.op;
}

// ───────────── expressions ─────────────

function productFactors(node: MathNode): MathNode[] {
  const o = asOperator(node);
  if (o?.fn === 'multiply') return o.args.flatMap(productFactors);
  if (o?.fn === 'unaryMinus') return productFactors(o.args[0] as MathNode);
  if (o?.fn === 'pow' && constantValue(o.args[1] as MathNode) !== null) return productFactors(o.args[0] as MathNode);
  return [node];
}

/** Why a factored form is not complete, or null when every factor is irreducible with no number left inside. */
function notFullyFactored(node: MathNode): string | null {
  const factors = productFactors(node);
  for (const factor of factors) {
    const r = readRatio(factor);
    if (!r || !isPolyRatio(r) || !isPlainPolynomial(r.num) || r.num.length < 2) continue;
    const integers = r.num.every((t) => R.isInteger(t.coef));
    const content = integers ? r.num.reduce((g, t) => gcdInt(g, R.numerator(t.coef)), 0n) : 1n;
    const shown = printNode(factor, 'words');
    if (content > 1n) return `${shown} still has a common factor, ${content}`;
    const letters = r.num.map((t) => t.factors.map((f) => f.base.key));
    const sharedLetter = letters[0]?.find((key) => letters.every((list) => list.includes(key)));
    if (sharedLetter) return `${shown} still has a common factor, ${sharedLetter.slice(2)}`;
    const count = countIrreducibleFactors(r.num);
    if (count !== null && count > 1) return `${shown} can still be factored`;
  }
  if (factors.length === 1 && factors[0] === node) {
    const r = readRatio(node);
    if (r && isPolyRatio(r) && (countIrreducibleFactors(r.num) ?? 0) > 1) return 'it is still a sum, not a product of factors';
  }
  return null;
}

/** Why an expanded form is not complete, or null. */
function notFullyExpanded(node: MathNode): string | null {
  let bracket = false;
  node.traverse((child) => {
    const o = asOperator(child);
    if (o?.fn === 'multiply' && o.args.some((arg) => ['add', 'subtract'].includes(asOperator(arg)?.fn ?? ''))) bracket = true;
    if (o?.fn === 'pow' && ['add', 'subtract'].includes(asOperator(o.args[0] as MathNode)?.fn ?? '')) bracket = true;
  });
  if (bracket) return 'there are still brackets to multiply out';
  const r = readRatio(node);
  if (r && isPolyRatio(r) && r.num.length < termCount(node)) return 'some like terms can still be combined';
  return null;
}

function termCount(node: MathNode): number {
  const o = asOperator(node);
  if (o?.fn === 'add' || o?.fn === 'subtract') return o.args.reduce((n, arg) => n + termCount(arg), 0);
  return 1;
}

/** Whether the student's form is as simple as ours; else what could still be done. */
function notSimplified(node: MathNode, ours: MathNode): string | null {
  if (countNodes(node) <= countNodes(ours) + 1) return null;
  const again = simplifyNode(node);
  if (!again || again.steps.length === 0 || again.steps[0]?.rule === 'Already in simplest form') return null;
  // Only a reordering, or nothing shorter: that is simplified (1/3 + x/6 is as simple as (x + 2)/6).
  if (again.steps.every((step) => step.rule === 'Write in standard form')) return null;
  if (again.answer.kind === 'expression' && countNodes(again.answer.node) >= countNodes(node)) return null;
  return (again.steps[0]?.rule ?? 'simplify').toLowerCase();
}

/** Rounded decimals for exact answers: 1.58 for 19/12 is right to 2 decimal places. */
function roundedMatch(text: string, exact: number): number | null {
  const match = /^-?\d*\.(\d+)$/u.exec(text.replace(/\s+/gu, ''));
  if (!match) return null;
  const places = (match[1] as string).length;
  const value = Number(text);
  return Math.abs(value - exact) <= 0.5 * 10 ** -places + 1e-12 ? places : null;
}

function withoutConstant(node: MathNode, known: string[]): MathNode {
  // "+ C": a letter the problem and our answer do not have is the constant of integration.
  const extra = freeSymbols(node).filter((name) => !known.includes(name));
  if (extra.length === 0) return node;
  return node.transform((child) => (child.type === 'SymbolNode' && extra.includes((child as unknown as { name: string }).name) ? numberNode(0) : child));
}

function differsByConstant(a: MathNode, b: MathNode, variable: string, others: string[]): boolean {
  const points = [0.37, 0.61, 1.33, 1.71, 2.29];
  const scopeBase: Record<string, number> = Object.fromEntries(others.map((name, i) => [name, 1.1 + 0.3 * i]));
  const diffs: number[] = [];
  for (const x of points) {
    const scope = { ...scopeBase, [variable]: x };
    const u = numeric(a, scope);
    const v = numeric(b, scope);
    if (u === null || v === null) continue;
    diffs.push(u - v);
  }
  return diffs.length >= 3 && diffs.every((d) => close(d, diffs[0] as number) || Math.abs(d - (diffs[0] as number)) < 1e-7);
}

function checkExpression(problem: MathProblem, result: MethodResult, text: string): AnswerCheck {
  if (result.answer.kind !== 'expression') return { correct: false, message: 'This answer is not an expression, so I cannot compare it.' };
  const ours = result.answer.node;
  let node = parseMath(text);
  const known = [...new Set([...problem.variables, ...freeSymbols(ours)])];
  if (result.plusConstant) {
    const hadConstant = freeSymbols(node).some((name) => !known.includes(name));
    node = withoutConstant(node, known);
    if (differsByConstant(node, ours, problem.variable, known.filter((name) => name !== problem.variable))) {
      return {
        correct: true,
        message: hadConstant ? 'Correct: your antiderivative differentiates back to the integrand.' : 'Correct, up to the constant: add + C, since every antiderivative differs by a constant.',
      };
    }
    return { correct: false, message: `Not quite: differentiate your answer with respect to ${problem.variable}; it does not give back the function inside the integral.` };
  }
  if (!areEquivalent(node, ours, problem.variables)) {
    const exact = numeric(ours);
    if (exact !== null && problem.task !== 'factor' && problem.task !== 'expand') {
      const places = roundedMatch(text, exact);
      if (places !== null) return { correct: true, message: `Correct to ${places} decimal place${places > 1 ? 's' : ''}. The exact value is ${printNode(ours, 'words')}.` };
    }
    return { correct: false, message: mismatchMessage(problem, node, ours) };
  }
  switch (problem.task) {
    case 'factor': {
      const why = notFullyFactored(node);
      return why
        ? { correct: false, message: `Your answer is equivalent but not fully factored: ${why}.` }
        : { correct: true, message: 'Correct, and fully factored.' };
    }
    case 'expand': {
      const why = notFullyExpanded(node);
      return why ? { correct: false, message: `Your answer is equal to the expression, but not fully expanded: ${why}.` } : { correct: true, message: 'Correct: fully expanded.' };
    }
    case 'simplify': {
      const why = notSimplified(node, ours);
      return why
        ? { correct: false, message: `Good start: your answer is equal to the original, but it can be simplified further (${why}).` }
        : { correct: true, message: 'Correct: that is the simplest form.' };
    }
    case 'evaluate': {
      const reducible = /^\s*-?\d+\s*\/\s*\d+\s*$/u.test(text) && unreduced(text);
      return { correct: true, message: reducible ? `Correct. You can also simplify the fraction to ${printNode(ours, 'words')}.` : 'Correct!' };
    }
    default:
      return { correct: true, message: 'Correct!' };
  }
}

function unreduced(text: string): boolean {
  const [a, b] = text.split('/').map((part) => BigInt(part.trim()));
  return a !== undefined && b !== undefined && gcdInt(a, b) > 1n;
}

/** A point where the two differ, so the student can see it for themselves. */
function mismatchMessage(problem: MathProblem, node: MathNode, ours: MathNode): string {
  const names = freeSymbols(node, ours);
  const what = problem.task === 'evaluate' ? 'the value' : problem.task === 'derivative' ? 'the derivative' : 'the original expression';
  if (names.length === 0) {
    const yours = numeric(node);
    return yours === null ? 'Not quite: check your working step by step.' : `Not quite: your answer is ${valueText(yours)}, which is not ${what}. Check your working step by step.`;
  }
  const scope = Object.fromEntries(names.map((name, i) => [name, 2 + i]));
  const yours = numeric(node, scope);
  const right = problem.target.kind === 'expression' && problem.task !== 'derivative' ? numeric(problem.target.node, scope) : numeric(ours, scope);
  if (yours === null || right === null) return 'Not quite: your answer is not equal to the expression. Check your working step by step.';
  const at = names.map((name) => `${name} = ${scope[name]}`).join(', ');
  return `Not quite: your answer is not equal to ${what}. For example, at ${at} yours gives ${valueText(yours)} but it should give ${valueText(right)}.`;
}
