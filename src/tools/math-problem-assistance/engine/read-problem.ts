import type { MathNode } from 'mathjs';
import { ConstantNode } from 'mathjs';
import type { MathTaskRequest } from '../contract';
import { ToolInputError } from '../../../platform/engine';
import { NumberTooLargeError } from './numbers/number-size';
import { sliceWholeCharacters } from '../../../platform/contract-kit/slice-whole-characters';
import { freeSymbols, parseMath, parseMathState, sortVariables } from './math-text';
import type { Domain, MathProblem, MathState, MathTarget, Relation } from './problem';
import { asFunction, asSymbol } from './read/node-kit';
import type { Instructions } from './read/read-instructions';
import { readInstructions } from './read/read-instructions';
import { intervalInDegrees, relationInDegrees } from './trig/degree-angles';

/**
 * Why a problem could not be read: `syntax` (the math itself), `words` (words we do not know as
 * instructions: probably a word problem, for the model path), `unsupported` (read, but not a kind of
 * problem we take, e.g. an equation to factor).
 */
export class ProblemReadError extends ToolInputError {
  constructor(
    message: string,
    readonly reason: 'syntax' | 'words' | 'unsupported',
  ) {
    super(message);
    this.name = 'ProblemReadError';
  }
}

export interface ReadProblemInput {
  problem: string;
  task: MathTaskRequest;
  variable?: string;
}

type Task = MathProblem['task'];

/**
 * Reads a student's problem: plain ASCII (2x+3=7), LaTeX (\frac{3}{4}+\frac{5}{6}, \int_0^1 x^2\,dx),
 * Unicode (√, ², ∫, π, ≤), nerdamer calls (diff(cos(x),x)), and short English around it ("solve for x",
 * "derivative of", "limit of … as x → 0", "what is 15% of 80", systems joined by commas, "and" or lines).
 * With task "auto", a relation is solved, ∫/integrate integrates, d/dx differentiates, lim takes a limit,
 * a number expression is evaluated and anything else simplified. A bare `log` is base 10 (as in school
 * books) except inside nerdamer calls, where it is the natural log.
 * Throws a ProblemReadError (a ToolInputError) saying where reading stopped.
 */
export function readProblem(input: ReadProblemInput): MathProblem {
  const source = input.problem.trim();
  if (source === '') throw new ProblemReadError('The problem is empty: type a problem such as 2x + 3 = 7.', 'syntax');
  const call = readCasCall(source, input);
  if (call) return call;
  const instructions = readInstructions(source);
  if (instructions.math === '') {
    throw new ProblemReadError(`I could not find any math in “${source}”.`, instructions.leftoverWords ? 'words' : 'syntax');
  }
  let math = instructions.math;
  // f(x) = x^2 + 1 defines the expression; f is not a factor.
  const definition = /^\s*([A-Za-z])\s*\(\s*([A-Za-z])\s*\)\s*=\s*([^=<>]+)$/u.exec(math);
  if (definition && definition[1] !== definition[2]) {
    math = definition[3] as string;
    instructions.variable ??= definition[2];
  }
  if (instructions.leftoverWords) throw wordsError(source, instructions.leftoverWords);
  if (instructions.separatePieces) {
    throw new ProblemReadError(`“${shorten(source)}” has several pieces of math with words between them: it reads like a word problem. Write the one equation or expression to work on.`, 'words');
  }
  const definitions = instructions.given === undefined ? [] : functionDefinitions(instructions.given);
  if (definitions.length === 0) refuseFunctionNotation(math, source);
  const functions = definitions.map((definition) => definition.name);
  let state: MathState;
  try {
    state = parseMathState(math, { log: 'base10', functions });
  } catch (error) {
    // A number too large to write out keeps its own 413: the problem was read, it is just too big.
    if (error instanceof NumberTooLargeError) throw error;
    throw new ProblemReadError(error instanceof Error ? error.message : String(error), 'syntax');
  }
  if (instructions.given !== undefined) state = substituteGiven(state, instructions.given, source, definitions);
  const problem = buildProblem(state, instructions, input, source, definition !== null);
  refuseLeftoverDifferential(problem, source);
  return problem;
}

/**
 * A d left as a variable where the source writes d/dx, ∫ or dx: the calculus notation was not read
 * (d/dx |x| once became d/(d·x·|x|)). Better a 400 than an answer to another problem.
 */
function refuseLeftoverDifferential(problem: MathProblem, source: string): void {
  if (!problem.variables.includes('d') || !/\bd\s*\/\s*d|∫|\\int|\bd\s*[a-zθ]\b|\{\s*d\s*\}|\{\s*d\s*\^|\bd\s*\\/u.test(source)) return;
  throw new ProblemReadError(
    `I could not read the calculus notation in “${shorten(source)}”: a “d” was left over as a letter. Write it as “derivative of …” or “integral of … dx”.`,
    'syntax',
  );
}

function shorten(source: string): string {
  return source.length > 80 ? `${sliceWholeCharacters(source, 0, 77)}…` : source;
}

/**
 * f(x) = … used again as f(2), f(f(1)) or f^{-1}(x): function notation, which we do not evaluate. (A single
 * definition, f(x) = x^2, is read as its expression; x(x + 1) is a product.)
 */
function refuseFunctionNotation(math: string, source: string): void {
  const defined = new Set([...math.matchAll(/(?:^|[^A-Za-z])([A-Za-z])\s*\(\s*[A-Za-z]\s*\)\s*=/gu)].map((m) => m[1] as string));
  const calls = [...math.matchAll(/(?:^|[^A-Za-z])([A-Za-z])\s*\(/gu)].map((m) => m[1] as string);
  const reused = [...defined].some((name) => calls.filter((call) => call === name).length > 1);
  if (reused || /(?:^|[^A-Za-z])[A-Za-z]\s*\^\s*[({]?\s*-\s*1\s*[)}]?\s*\(/u.test(math)) {
    throw new ProblemReadError(`“${shorten(source)}” uses function notation (f(2), f⁻¹), which I do not work with yet. Write the expression itself, e.g. “evaluate 2^2 + 3”.`, 'unsupported');
  }
}

interface Definition {
  name: string;
  parameter: string;
  body: string;
}

/** The parts of a condition ("f(x) = 5x + 3 and g(x) = x^2", "a = 1, b = 3, and c = 5"), split at top level. */
function conditionParts(given: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (let i = 0; i < given.length; i += 1) {
    const ch = given[i] as string;
    if ('([{'.includes(ch)) depth += 1;
    if (')]}'.includes(ch)) depth -= 1;
    const and = depth === 0 && /^\s+and\s+/iu.exec(given.slice(i));
    if (depth === 0 && (ch === ',' || ch === ';' || and)) {
      parts.push(current);
      current = '';
      if (and) i += and[0].length - 1;
      continue;
    }
    current += ch;
  }
  parts.push(current);
  return parts.map((part) => part.replace(/^\s*and\s+/iu, '').trim()).filter((part) => part !== '');
}

function functionDefinitions(given: string): Definition[] {
  const found: Definition[] = [];
  for (const part of conditionParts(given)) {
    const definition = /^([A-Za-z])\s*\(\s*([A-Za-z])\s*\)\s*=\s*(.+)$/su.exec(part);
    if (definition && definition[1] !== definition[2]) found.push({ name: definition[1] as string, parameter: definition[2] as string, body: definition[3] as string });
  }
  return found;
}

/**
 * "If n = 11, what is …", "Let f(x) = 5x + 3 and g(x) = x^2. What is g(f(-1))?": every given must be a
 * value (`letter = number`) or a function's definition; values and definitions go into the expression.
 */
function substituteGiven(state: MathState, given: string, source: string, definitions: Definition[]): MathState {
  const unsupported = () =>
    new ProblemReadError(`In “${shorten(source)}” I can only put plain values and function definitions into the expression (such as “if x = 2”), not solve for them first.`, 'unsupported');
  if (state.kind !== 'expression') throw unsupported();
  const functions = definitions.map((definition) => definition.name);
  const values = new Map<string, MathNode>();
  const bodies = new Map<string, { parameter: string; body: MathNode }>();
  for (const part of conditionParts(given)) {
    // Only f(x) = … itself is a definition; f(-3) = 2 is a condition on it, which is not supported.
    const definition = definitions.find((d) => new RegExp(`^${d.name}\\s*\\(\\s*${d.parameter}\\s*\\)\\s*=`, 'u').test(part));
    try {
      if (definition) {
        bodies.set(definition.name, { parameter: definition.parameter, body: parseMath(definition.body, { log: 'base10', functions }) });
        continue;
      }
      const condition = parseMathState(part, { log: 'base10' });
      if (condition.kind !== 'relation' || condition.relation.op !== '=') throw unsupported();
      const name = asSymbol(condition.relation.lhs)?.name;
      if (!name || freeSymbols(condition.relation.rhs).length > 0) throw unsupported();
      values.set(name, condition.relation.rhs);
    } catch (error) {
      if (error instanceof ProblemReadError) throw error;
      throw unsupported();
    }
  }
  let node = state.node;
  // Calls are replaced by their bodies until none is left (f(g(2)) takes two rounds); a definition that
  // calls itself stops at the limit and is refused below.
  for (let round = 0; round < 12 && node.filter((child) => bodies.has(asFunction(child)?.fn.name ?? '')).length > 0; round += 1) {
    node = node.transform((child) => {
      const fn = asFunction(child);
      const definition = fn ? bodies.get(fn.fn.name) : undefined;
      if (!fn || !definition || fn.args.length !== 1) return child;
      const argument = fn.args[0] as MathNode;
      return definition.body.transform((inner) => (asSymbol(inner)?.name === definition.parameter ? argument : inner));
    });
  }
  node = node.transform((child) => {
    const name = asSymbol(child)?.name;
    return name !== undefined && values.has(name) ? (values.get(name) as MathNode) : child;
  });
  const leftover = node.filter((child) => functions.includes(asFunction(child)?.fn.name ?? asSymbol(child)?.name ?? ''));
  if (leftover.length > 0 || (values.size === 0 && bodies.size === 0)) {
    throw new ProblemReadError(`“${shorten(source)}” uses function notation (f(2), f⁻¹) in a way I do not work with yet.`, 'unsupported');
  }
  return { kind: 'expression', node };
}

function wordsError(source: string, words: string[]): ProblemReadError {
  const shown = [...new Set(words)].slice(0, 4).map((word) => `“${word}”`).join(', ');
  return new ProblemReadError(
    `“${shorten(source)}” reads like a word problem (${shown} ${words.length === 1 ? 'is not an instruction' : 'are not instructions'} I know). Write the equation or expression to work on, e.g. “solve 2x + 3 = 7”.`,
    'words',
  );
}

function buildProblem(state: MathState, instructions: Instructions, input: ReadProblemInput, source: string, isDefinition: boolean): MathProblem {
  const explicit = input.task === 'auto' ? undefined : input.task;
  const hint = instructions.task;
  const numberOnly = state.kind === 'expression' && freeSymbols(state.node).length === 0;
  let task: Task;
  if (explicit) task = explicit;
  else if (state.kind !== 'expression' && (hint === undefined || hint === 'solve' || hint === 'simplify' || hint === 'evaluate' || isDefinition)) task = isDefinition ? 'simplify' : 'solve';
  else if (hint === 'evaluate') task = numberOnly ? 'evaluate' : 'simplify';
  else if (hint) task = hint;
  else task = numberOnly ? 'evaluate' : 'simplify';

  // y = f(x) asked to differentiate, integrate, simplify…: the expression is f(x).
  if (task !== 'solve' && state.kind === 'relation' && state.relation.op === '=' && asSymbol(state.relation.lhs) && !freeSymbols(state.relation.rhs).includes(asSymbol(state.relation.lhs)?.name ?? '')) {
    state = { kind: 'expression', node: state.relation.rhs };
  }
  // "the zeros of y = x^2 - 4", "x-intercepts of y = …": where the function's value is 0, so its right side = 0.
  if (task === 'solve' && instructions.zeros && state.kind === 'relation' && state.relation.op === '=') {
    const named = asSymbol(state.relation.lhs)?.name;
    const rest = freeSymbols(state.relation.rhs);
    if (named !== undefined && rest.length > 0 && !rest.includes(named)) state = { kind: 'relation', relation: { lhs: state.relation.rhs, op: '=', rhs: new ConstantNode(0) } };
  }
  // A condition next to an equation ("zeros of P (x > 0)") would restrict the solutions: not read yet, so refused.
  if (instructions.assumption && task === 'solve') {
    throw new ProblemReadError(`In “${shorten(source)}” the condition ${instructions.assumption} would limit the solutions, which I do not do yet: solve without it and keep the solutions that meet it.`, 'unsupported');
  }
  // "solve 2x + 3 =": the equation was cut off after "="; taking the blank as 0 would answer a question not asked.
  if (task === 'solve' && state.kind === 'expression' && instructions.blankAfterEquals && !numberOnly) {
    throw new ProblemReadError(`“${shorten(source)}” stops after “=”: write what the left side equals, e.g. “2x + 3 = 7”, so I know which equation to solve.`, 'unsupported');
  }
  const target = targetFor(task, state, instructions, source);
  const symbols = freeSymbols(...targetNodes(target));
  const variable = chooseVariable(input.variable, instructions.variable ?? instructions.limit?.variable, symbols);
  const unknowns = target.kind === 'system' ? symbols : [];
  const variables = sortVariables([...symbols, variable]);
  const domain = instructions.domain ? readDomain(instructions.domain, target, source) : undefined;
  const chosen = unknowns.length > 0 && !input.variable && !instructions.variable ? (sortVariables(unknowns)[0] as string) : variable;
  const degrees = domain && target.kind === 'relation' && intervalInDegrees(domain, target.relation, chosen, instructions.degrees === true);
  const read: MathTarget = degrees && target.kind === 'relation' ? { kind: 'relation', relation: relationInDegrees(target.relation, chosen) } : target;
  return {
    task,
    variable: chosen,
    variables,
    target: read,
    source,
    ...(task === 'derivative' && instructions.order === 2 ? { order: 2 as const } : {}),
    ...(instructions.method ? { askedMethod: instructions.method } : {}),
    // "3x + 2y = 7 and 5x − 3y = 37, find y": the words name one unknown of the system, the one to answer.
    ...(target.kind === 'system' && instructions.variable && symbols.length > 1 && symbols.includes(instructions.variable) ? { askedUnknown: instructions.variable } : {}),
    ...(domain ? { domain } : {}),
    ...(instructions.assumption ? { assumption: instructions.assumption } : {}),
    ...(degrees ? { angleUnit: 'degree' as const } : {}),
  };
}

/** "for 0 ≤ x < 2π": only an equation in one unknown has solutions to keep inside an interval. */
function readDomain(domain: NonNullable<Instructions['domain']>, target: MathTarget, source: string): Domain {
  if (target.kind !== 'relation' || target.relation.op !== '=') {
    throw new ProblemReadError(`In “${shorten(source)}” the interval can only go with one equation to solve, such as “sin x = 1/2 for 0 ≤ x < 2π”.`, 'unsupported');
  }
  return { lower: readPart(domain.lower, source), upper: readPart(domain.upper, source), closedLower: domain.closedLower, closedUpper: domain.closedUpper };
}

function targetFor(task: Task, state: MathState, instructions: Instructions, source: string): MathTarget {
  const expression = (): MathNode => {
    if (state.kind === 'expression') return state.node;
    throw new ProblemReadError(`To ${TASK_VERBS[task]} I need an expression, and “${source}” is an equation or inequality. Choose “solve” to solve it.`, 'unsupported');
  };
  switch (task) {
    case 'solve':
      if (state.kind === 'expression') return { kind: 'relation', relation: { lhs: state.node, op: '=', rhs: new ConstantNode(0) } };
      if (state.kind === 'relation') return { kind: 'relation', relation: state.relation };
      if (state.kind === 'union' || state.join === 'or') throw new ProblemReadError(`“${source}” already lists its solutions: there is nothing to solve.`, 'unsupported');
      return { kind: 'system', relations: state.relations };
    case 'integral': {
      const node = expression();
      const bounds = instructions.bounds;
      if (!bounds) return { kind: 'integral', node };
      return { kind: 'integral', node, lower: readPart(bounds.lower, source), upper: readPart(bounds.upper, source) };
    }
    case 'limit': {
      const node = expression();
      if (!instructions.limit) throw new ProblemReadError(`Say where the variable goes for the limit, e.g. “limit of ${source} as x → 0”.`, 'unsupported');
      const point = readPart(instructions.limit.point, source);
      return { kind: 'limit', node, point, ...(instructions.limit.direction ? { direction: instructions.limit.direction } : {}) };
    }
    default:
      return { kind: 'expression', node: expression() };
  }
}

const TASK_VERBS: Record<Task, string> = {
  solve: 'solve',
  simplify: 'simplify',
  factor: 'factor',
  expand: 'expand',
  evaluate: 'evaluate',
  derivative: 'differentiate',
  integral: 'integrate',
  limit: 'take a limit',
};

function readPart(text: string, source: string): MathNode {
  try {
    return parseMath(text, { log: 'base10' });
  } catch (error) {
    throw new ProblemReadError(`${error instanceof Error ? error.message : String(error)} (in “${source}”)`, 'syntax');
  }
}

function targetNodes(target: MathTarget): MathNode[] {
  switch (target.kind) {
    case 'expression':
      return [target.node];
    case 'relation':
      return [target.relation.lhs, target.relation.rhs];
    case 'system':
      return target.relations.flatMap((r: Relation) => [r.lhs, r.rhs]);
    case 'integral':
      return [target.node, ...(target.lower ? [target.lower] : []), ...(target.upper ? [target.upper] : [])];
    case 'limit':
      return [target.node];
  }
}

/** Given, else named in the words (for x, d/dx, dx, as x → 0), else x, else the only letter, else the first alphabetically. */
export function chooseVariable(given: string | undefined, named: string | undefined, symbols: string[]): string {
  if (given) return given;
  if (named) return named;
  if (symbols.includes('x')) return 'x';
  if (symbols.length === 1) return symbols[0] as string;
  const single = symbols.filter((s) => !s.includes('_')).sort();
  return single[0] ?? [...symbols].sort()[0] ?? 'x';
}

/** nerdamer's calls: diff(f, x), integrate(f, x), defint(f, a, b, x), limit(f, x, a). Natural log inside. */
function readCasCall(math: string, input: ReadProblemInput): MathProblem | undefined {
  if (!/^\s*(?:diff|integrate|defint|limit)\s*\(/u.test(math)) return undefined;
  let node: MathNode;
  try {
    node = parseMath(math);
  } catch (error) {
    throw new ProblemReadError(error instanceof Error ? error.message : String(error), 'syntax');
  }
  const fn = asFunction(node);
  if (!fn) return undefined;
  const [body, second, third, fourth] = fn.args;
  if (!body) throw new ProblemReadError(`“${math}” has nothing to work on.`, 'syntax');
  const nameOf = (arg: MathNode | undefined) => (arg ? asSymbol(arg)?.name : undefined);
  let target: MathTarget;
  let task: Task;
  let named: string | undefined;
  switch (fn.fn.name) {
    case 'diff':
      task = 'derivative';
      named = nameOf(second);
      target = { kind: 'expression', node: body };
      break;
    case 'integrate':
      task = 'integral';
      named = nameOf(second);
      target = { kind: 'integral', node: body };
      break;
    case 'defint':
      if (!second || !third) throw new ProblemReadError(`defint needs its bounds: defint(f, a, b, x).`, 'syntax');
      task = 'integral';
      named = nameOf(fourth);
      target = { kind: 'integral', node: body, lower: second, upper: third };
      break;
    default:
      if (!third) throw new ProblemReadError(`limit needs its point: limit(f, x, a).`, 'syntax');
      task = 'limit';
      named = nameOf(second);
      target = { kind: 'limit', node: body, point: third };
  }
  if (input.task !== 'auto' && input.task !== task) {
    throw new ProblemReadError(`“${math}” asks to ${TASK_VERBS[task]}, not to ${TASK_VERBS[input.task]}.`, 'unsupported');
  }
  const symbols = freeSymbols(...targetNodes(target));
  const variable = chooseVariable(input.variable, named, symbols);
  return { task, variable, variables: sortVariables([...symbols, variable]), target, source: input.problem.trim() };
}
