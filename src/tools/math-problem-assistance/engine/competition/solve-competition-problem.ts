import type { MathNode } from 'mathjs';
import { ConstantNode, OperatorNode, ParenthesisNode } from 'mathjs';
import { checkAnswer } from '../check-answer';
import type { MathResult, MathStep } from '../../contract';
import { formatNode, formatRelation, formatState, freeSymbols, parseMath } from '../math-text';
import type { MathProblem, Relation } from '../problem';
import { asSymbol } from '../read/node-kit';
import type { CompetitionProblem, RunStage, StageOutcome } from './competition-problem';
import { numericValue, sameNumber } from './numeric-value';
import { substituteDefinitions } from './substitute-definitions';

type Solution = Record<string, MathNode>;

interface Picked {
  /** The values to work out, one per asked expression (two for a point). */
  nodes: MathNode[];
  /** The step that leads from the solutions to them. */
  step: MathStep;
}

/**
 * Solves a competition question in two verified stages: the conditions with the engine's equation
 * methods (their steps checked as for any equation or system), then the asked expression with the
 * values put in (its steps checked as for any evaluation). The step between them, putting the values
 * in, is checked by putting them into every condition. Returns null whenever a stage has no method,
 * the solutions are not plain real numbers, or they do not give one answer: no answer rather than a guess.
 */
export function solveCompetitionProblem(problem: CompetitionProblem, runStage: RunStage, studentAnswer?: string): MathResult | null {
  const expanded = substituteDefinitions(problem.conditions, problem.asked);
  if (!expanded) return null;
  const equations = expanded.conditions.filter((r) => r.op === '=');
  const filters = expanded.conditions.filter((r) => r.op !== '=');
  const unknowns = freeSymbols(...equations.flatMap((r) => [r.lhs, r.rhs]));
  const asked = expanded.asked;
  if (freeSymbols(...asked, ...filters.flatMap((r) => [r.lhs, r.rhs])).some((name) => !unknowns.includes(name))) return null;
  if ((problem.combine === 'sum' || problem.combine === 'product' || problem.combine === 'difference') && equations.length !== 1) return null;

  if (equations.length !== unknowns.length) return null;
  // Given values (x = 25) go into the other equations first, so what is left is smaller to solve.
  const given = givenValues(equations);
  const rest = equations.filter((r) => !isGivenValue(r)).map((r) => ({ ...r, lhs: putIn(r.lhs, given), rhs: putIn(r.rhs, given) }));
  const restUnknowns = freeSymbols(...rest.flatMap((r) => [r.lhs, r.rhs]));
  if (rest.length !== restUnknowns.length) return null;
  let solutions: Solution[] = [given];
  let solving: StageOutcome | null = null;
  let setAside = 0;
  const givenStep: MathStep[] = [];
  if (Object.keys(given).length > 0 && rest.length > 0) {
    givenStep.push({ rule: 'Put the given values in', explanation: `Put ${describe(given)} into the other equations.`, expression: formatState(rest.length === 1 ? { kind: 'relation', relation: rest[0] as Relation } : { kind: 'relations', relations: rest, join: 'and' }), verified: false });
  }
  if (rest.length > 0) {
    const stage: MathProblem = {
      task: 'solve',
      variable: restUnknowns[0] as string,
      variables: restUnknowns,
      target: rest.length === 1 ? { kind: 'relation', relation: rest[0] as Relation } : { kind: 'system', relations: rest },
      source: problem.source,
    };
    solving = runStage(stage);
    const read = solving && readSolutions(solving, restUnknowns, problem.combine === 'only');
    if (!read) return null;
    solutions = read.solutions.map((solution) => ({ ...given, ...solution }));
    setAside = read.complexSetAside;
  }
  solutions = solutions.filter((solution) => filters.every((filter) => holds(filter, solution)));
  // Putting values in is checked the way a student would: the solutions must satisfy every original equation.
  for (const step of givenStep) step.verified = solutions.length > 0 && solutions.every((solution) => equations.every((equation) => holds(equation, solution)));
  if (solutions.length === 0) return null;
  const picked = pickValues(problem, asked, solutions, equations);
  if (!picked) return null;

  const finals: Array<{ node: MathNode; outcome: StageOutcome | null; problem: MathProblem }> = [];
  for (const node of picked.nodes) {
    const value = numericValue(node);
    if (value === null) return null;
    const evaluation = evaluateStage(node, problem.source, runStage);
    const finalNode = evaluation ? finalExpression(evaluation.outcome) : node;
    if (!finalNode || freeSymbols(finalNode).length > 0 || !sameNumber(numericValue(finalNode), value)) return null;
    if (!evaluation && !isPlainNumber(node)) return null;
    finals.push({ node: finalNode, outcome: evaluation?.outcome ?? null, problem: evaluation?.problem ?? expressionProblem('evaluate', node, problem.source) });
  }

  // The reader's independent check of the answer against the problem as typed: a failure withholds it.
  if (problem.check && !problem.check(finals.map((f) => numericValue(f.node) ?? Number.NaN))) return null;
  const explained: MathStep[] = problem.explain ? [{ ...problem.explain, expression: picked.step.expression, verified: true }] : [];
  const steps: MathStep[] = [...givenStep, ...(solving?.steps ?? []), ...explained, picked.step, ...finals.flatMap((f) => f.outcome?.steps ?? [])];
  const note = problem.inverse && setAside > 0 ? inverseNote(problem.inverse, solutions) : solving?.result.note;
  return buildResult(problem, finals, steps, solving, studentAnswer, note);
}

/**
 * The equation method's note says some roots are complex; the question asked for a real inverse
 * value, so the student is told which solution f⁻¹ takes instead.
 */
function inverseNote(inverse: NonNullable<CompetitionProblem['inverse']>, solutions: Solution[]): string {
  const value = formatNode(inverse.value).text;
  const real = solutions.map((solution) => solution[inverse.unknown]).filter((node): node is MathNode => node !== undefined);
  const taken = real.map((node) => `${inverse.unknown} = ${formatNode(node).text}`).join(' or ');
  return `${inverse.name}⁻¹(${value}) is a real number, so it takes the real solution of ${inverse.name}(${inverse.unknown}) = ${value}, ${taken}; the complex solutions are set aside.`;
}

function isGivenValue(relation: Relation): boolean {
  return asSymbol(relation.lhs) !== undefined && freeSymbols(relation.rhs).length === 0 && numericValue(relation.rhs) !== null;
}

/** `x = 25`, `z = 24`: conditions that already give a value. */
function givenValues(equations: Relation[]): Solution {
  const values: Solution = {};
  for (const relation of equations) {
    const name = asSymbol(relation.lhs)?.name;
    if (name && isGivenValue(relation) && !(name in values)) values[name] = relation.rhs;
  }
  return values;
}

/** An inverse function's value is real: with `realOnly`, complex roots of f(t) = a are set aside (and counted). */
function readSolutions(outcome: StageOutcome, unknowns: string[], realOnly: boolean): { solutions: Solution[]; complexSetAside: number } | null {
  const list = outcome.result.solutions;
  if (!list || list.length === 0) return null;
  const solutions: Solution[] = [];
  let complexSetAside = 0;
  for (const entry of list) {
    const solution: Solution = {};
    for (const name of unknowns) {
      const text = entry[name];
      if (text === undefined) return null;
      const node = parseMath(text);
      // "Every real number" (x = x) or a value still in letters is not a value to work with.
      if (freeSymbols(node).length > 0) return null;
      if (numericValue(node) === null) {
        if (!realOnly || !isComplexNumber(node)) return null;
        solution[name] = new ConstantNode(Number.NaN);
        continue;
      }
      solution[name] = node;
    }
    if (Object.values(solution).some((node) => node instanceof ConstantNode && Number.isNaN(node.value))) {
      complexSetAside += 1;
      continue;
    }
    solutions.push(solution);
  }
  return { solutions, complexSetAside };
}

function isComplexNumber(node: MathNode): boolean {
  try {
    const value = node.compile().evaluate({}) as unknown;
    return typeof value === 'object' && value !== null && 'im' in value && Number.isFinite((value as { im: number }).im);
  } catch {
    return false;
  }
}

function putIn(node: MathNode, solution: Solution): MathNode {
  return node.transform((child) => {
    const name = asSymbol(child)?.name;
    const value = name === undefined ? undefined : solution[name];
    return value ? new ParenthesisNode(value) : child;
  });
}

function holds(relation: Relation, solution: Solution): boolean {
  const left = numericValue(putIn(relation.lhs, solution));
  const right = numericValue(putIn(relation.rhs, solution));
  if (left === null || right === null) return false;
  const tolerance = 1e-9 * Math.max(1, Math.abs(left), Math.abs(right));
  switch (relation.op) {
    case '=':
      return Math.abs(left - right) <= tolerance;
    case '<':
      return left < right - tolerance;
    case '<=':
      return left <= right + tolerance;
    case '>':
      return left > right + tolerance;
    default:
      return left >= right - tolerance;
  }
}

function describe(solution: Solution): string {
  return Object.entries(solution)
    .map(([name, value]) => `${name} = ${formatNode(value).text}`)
    .join(', ');
}

function pickValues(problem: CompetitionProblem, asked: MathNode[], solutions: Solution[], equations: Relation[]): Picked | null {
  const checked = solutions.every((solution) => equations.every((equation) => holds(equation, solution)));
  const step = (rule: string, explanation: string, nodes: MathNode[]): Picked => ({
    nodes,
    step: { rule, explanation, expression: nodes.length === 1 ? formatNode(nodes[0] as MathNode) : pointText(nodes), verified: checked },
  });
  const values = solutions.map((solution) => asked.map((node) => numericValue(putIn(node, solution))));
  if (values.some((list) => list.some((value) => value === null))) return null;
  const first = values[0] as number[];
  const askedText = asked.map((node) => formatNode(node).text).join(', ');
  switch (problem.combine) {
    case 'agree':
    case 'only': {
      if (problem.combine === 'only' && solutions.length !== 1) return null;
      if (!values.every((list) => list.every((value, i) => sameNumber(value, first[i] as number)))) return null;
      const solution = solutions[0] as Solution;
      const many = solutions.length > 1 ? ' Every solution gives the same value.' : '';
      return step('Put the values in', `Put ${describe(solution)} into ${askedText}.${many}`, asked.map((node) => putIn(node, solution)));
    }
    case 'sum':
    case 'product': {
      if (asked.length !== 1) return null;
      const terms = solutions.map((solution) => putIn(asked[0] as MathNode, solution));
      const node = terms.slice(1).reduce<MathNode>((all, term) => new OperatorNode(problem.combine === 'sum' ? '+' : '*', problem.combine === 'sum' ? 'add' : 'multiply', [all, term]), terms[0] as MathNode);
      const what = problem.combine === 'sum' ? 'Add' : 'Multiply';
      return step(`${what} the solutions`, `${what} every solution of the equation (${solutions.map(describe).join('; ')}).`, [node]);
    }
    case 'largest':
    case 'smallest': {
      const order = first.length === 1 ? values.map((list) => list[0] as number) : [];
      if (order.length !== solutions.length) return null;
      const best = order.indexOf(problem.combine === 'largest' ? Math.max(...order) : Math.min(...order));
      return step(`Take the ${problem.combine} solution`, `Of ${solutions.map(describe).join('; ')}, take the ${problem.combine}.`, [putIn(asked[0] as MathNode, solutions[best] as Solution)]);
    }
    case 'positive':
    case 'negative': {
      const matching = solutions.filter((_, i) => ((values[i] as number[])[0] as number) * (problem.combine === 'positive' ? 1 : -1) > 0);
      if (matching.length !== 1) return null;
      return step(`Take the ${problem.combine} solution`, `Of ${solutions.map(describe).join('; ')}, only one is ${problem.combine}.`, [putIn(asked[0] as MathNode, matching[0] as Solution)]);
    }
    case 'difference': {
      if (solutions.length !== 2) return null;
      const [a, b] = values.map((list) => list[0] as number) as [number, number];
      const [big, small] = a >= b ? [solutions[0], solutions[1]] : [solutions[1], solutions[0]];
      const node = new OperatorNode('-', 'subtract', [putIn(asked[0] as MathNode, big as Solution), putIn(asked[0] as MathNode, small as Solution)]);
      return step('Subtract the smaller solution from the larger', `The positive difference of ${solutions.map(describe).join(' and ')}.`, [node]);
    }
  }
  return null;
}

function pointText(nodes: MathNode[]): { text: string; latex: string } {
  const parts = nodes.map((node) => formatNode(node));
  return { text: `(${parts.map((p) => p.text).join(', ')})`, latex: `\\left(${parts.map((p) => p.latex).join(', ')}\\right)` };
}

function expressionProblem(task: 'evaluate' | 'simplify', node: MathNode, source: string): MathProblem {
  return { task, variable: 'x', variables: [], target: { kind: 'expression', node }, source };
}

function isPlainNumber(node: MathNode): boolean {
  let inner = node;
  while (inner instanceof ParenthesisNode) inner = inner.content;
  if (inner instanceof ConstantNode) return true;
  return inner instanceof OperatorNode && inner.fn === 'unaryMinus' && inner.args[0] instanceof ConstantNode;
}

/** Works the value out with the evaluate methods (order of operations), else by simplifying it. */
function evaluateStage(node: MathNode, source: string, runStage: RunStage): { outcome: StageOutcome; problem: MathProblem } | null {
  if (isPlainNumber(node)) return null;
  // The source is not passed on: a percent sign in the story would change how the value is shown.
  for (const task of ['evaluate', 'simplify'] as const) {
    const stage = expressionProblem(task, node, 'competition value');
    const outcome = runStage(stage);
    if (outcome && finalExpression(outcome)) return { outcome, problem: { ...stage, source } };
  }
  return null;
}

function finalExpression(outcome: StageOutcome): MathNode | null {
  return outcome.result.answer.kind === 'expression' ? outcome.result.answer.node : null;
}

function buildResult(
  problem: CompetitionProblem,
  finals: Array<{ node: MathNode; outcome: StageOutcome | null; problem: MathProblem }>,
  steps: MathStep[],
  solving: StageOutcome | null,
  studentAnswer: string | undefined,
  note: string | undefined,
): MathResult {
  const parts = finals.map((f) => formatNode(f.node));
  const point = finals.length > 1;
  const names = problem.asked.map((node, i) => asSymbol(node)?.name ?? ['x', 'y', 'z'][i] ?? `v${i}`);
  const answer = point
    ? { text: `(${parts.map((p) => p.text).join(', ')})`, latex: `\\left(${parts.map((p) => p.latex).join(', ')}\\right)`, solutions: [Object.fromEntries(parts.map((p, i) => [names[i] as string, p.text]))] }
    : { text: (parts[0] as { text: string }).text, latex: (parts[0] as { latex: string }).latex };
  const only = finals[0] as (typeof finals)[number];
  const hints = [
    solving
      ? `Work in two parts: first find every solution of ${problem.conditions.map((r) => formatRelation(r).text).join(' and ')}, then use them for what is asked.`
      : 'Work the value out step by step, by the order of operations.',
    ...(solving ? [`Start here — ${solving.result.method}.`] : []),
    'Then put the values into the expression the question asks about, and work it out.',
    'Check: put your values back into every condition; each must hold.',
  ];
  const check = studentAnswer && !point ? checkAnswer(only.problem, { method: 'value', steps: [], answer: { kind: 'expression', node: only.node } }, studentAnswer) : undefined;
  return {
    status: 'solved',
    task: 'evaluate',
    method: solving ? `${solving.result.method}, then substitution` : 'formula',
    answer,
    steps,
    hints,
    ...(check ? { check } : {}),
    engine: 'embedded',
    ...(note ? { message: note } : {}),
  };
}

