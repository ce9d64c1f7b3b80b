import { FunctionNode, SymbolNode } from 'mathjs';
import type { ResponseLevel } from '../../../domain/plans';
import { ToolInputError } from '../../../platform/engine';
import type { OpenAiCompatibleServer } from '../../../platform/engine-ports';
import { buildGraph } from './build-graph';
import { buildHints } from './build-hints';
import { checkAnswer } from './check-answer';
import type { StageOutcome } from './competition/competition-problem';
import { readCompetitionProblem } from './competition/read-competition-problem';
import { solveCompetitionProblem } from './competition/solve-competition-problem';
import type { MathResult, MathStep, ParsedMathInput } from '../contract';
import { readInstructionQuestion } from './competition/read-instruction-question';
import { rewriteDefinedOperation } from './competition/rewrite-defined-operation';
import { finishNumericAnswer, isUnfinishedConstant } from './finish-value';
import { formatState, parseMath } from './math-text';
import { holdsDivisionByZero, holdsUndefinedTrig } from './methods/algebra/evaluate-expression';
import { noRealValueReason } from './methods/algebra/no-real-value';
import { algebraMethods, alternativeAlgebraMethods } from './methods/algebra/index';
import { alternativeCalculusMethods, calculusMethods } from './methods/calculus/index';
import { alternativeEquationMethods, equationMethods } from './methods/equations/index';
import type { MathMethod, MathProblem, MethodResult, Relation } from './problem';
import { readProblem } from './read-problem';
import { readRequestedFormat } from './format/read-requested-format';
import { solveInRequestedFormat } from './format/solve-in-requested-format';
import { valueOfText } from './methods/equations/check-solution';
import { verifySteps } from './verify-steps';
import { checkFinalAnswer } from './verify/check-final-answer';
import { readAsOf } from './read-as';
import { applyAssumption } from './apply-assumption';
import { asFunction } from './read/node-kit';
import { compileNode } from './verify/evaluate';
import { boundsOf, insideBounds } from './verify/roots-in-domain';
import { statesOf } from './methods/equations/build-node';
import { solveEquationOnARange } from './methods/equations/solve-equation-on-a-range';
import { looksLikeWordProblem, solveWordProblem } from './word-problems/index';
import { readImplicitDerivative } from './implicit/read-implicit-derivative';
import { solveImplicitDerivative } from './implicit/solve-implicit-derivative';
import { solveIdentityRequest } from './trig/read-identity-request';
import { verifyTrigIdentity } from './trig/verify-trig-identity';
import { generalTrigSolution, problemOverOneTurn } from './trig/general-trig-solution';
import { readDerivativeAtAPoint, solveDerivativeAtAPoint } from './derivative-at-a-point';
import { readTangentLine, solveTangentLine } from './tangent-line';
import { withImpliedRunQuestion } from './word-problems/loose/read-loose-consecutive';

export interface SolveOptions {
  responses: ResponseLevel;
  openai?: OpenAiCompatibleServer;
}

type Task = MathProblem['task'];

const METHODS: Record<Task, readonly MathMethod[]> = {
  solve: equationMethods,
  derivative: calculusMethods,
  integral: calculusMethods,
  limit: calculusMethods,
  simplify: algebraMethods,
  factor: algebraMethods,
  expand: algebraMethods,
  evaluate: algebraMethods,
};

const ALTERNATIVES: Record<Task, (problem: MathProblem) => MethodResult[]> = {
  solve: alternativeEquationMethods,
  derivative: alternativeCalculusMethods,
  integral: alternativeCalculusMethods,
  limit: alternativeCalculusMethods,
  simplify: alternativeAlgebraMethods,
  factor: alternativeAlgebraMethods,
  expand: alternativeAlgebraMethods,
  evaluate: alternativeAlgebraMethods,
};

/** The first method that recognises the problem as its kind; null when none does. */
function solveWithMethods(problem: MathProblem): MethodResult | null {
  if (problem.order === 2) return differentiateTwice(problem);
  for (const method of METHODS[problem.task]) {
    const result = method(problem);
    if (result) return keepInsideDomain(problem, askedMethodFirst(problem, result));
  }
  return null;
}

/**
 * "… by completing the square": the method the student named, when it applies to this problem; otherwise the
 * engine's own choice, with a note saying why the named one was not used.
 */
function askedMethodFirst(problem: MathProblem, result: MethodResult): MethodResult {
  const asked = problem.askedMethod;
  if (!asked || result.method === asked) return result;
  const other = ALTERNATIVES[problem.task](problem).find((candidate) => candidate.method === asked);
  if (other) return other;
  const note = `The ${asked} method does not apply to this problem as written, so I used the ${result.method} method instead.`;
  return { ...result, note: result.note ? `${result.note} ${note}` : note };
}

/**
 * "x^2 = 4 for 0 ≤ x ≤ 5": a method that solves over every real number lists -2 too; the solutions
 * outside the interval asked for are dropped in a step of their own (checked like any step).
 */
function keepInsideDomain(problem: MathProblem, result: MethodResult): MethodResult {
  const bounds = problem.domain && boundsOf(problem.domain);
  if (!bounds || !result.solutions) return result;
  const v = problem.variable;
  const inside = result.solutions.filter((solution) => {
    const value = compileNode(parseMath(solution[v] ?? 'NaN'), 'real')({});
    return value !== undefined && insideBounds(value.re, bounds);
  });
  if (inside.length === result.solutions.length) return result;
  const answer = statesOf(inside.map((solution) => ({ lhs: new SymbolNode(v), op: '=' as const, rhs: parseMath(solution[v] as string) })), 'or');
  const dropped = result.solutions.filter((solution) => !inside.includes(solution)).map((solution) => `${v} = ${solution[v]}`);
  const step = { rule: 'Keep the solutions in the interval', explanation: `${dropped.join(' and ')} ${dropped.length === 1 ? 'lies' : 'lie'} outside the interval asked for.`, state: answer };
  return { ...result, steps: [...result.steps, step], answer, solutions: inside };
}

/**
 * d²/dx² f: the first derivative's steps, then the second's. The second half's states are derivatives of
 * f′, so they are checked against the problem d/dx f′ (see verifyResultSteps).
 */
function differentiateTwice(problem: MathProblem): MethodResult | null {
  const { order: _order, ...firstProblem } = problem;
  void _order;
  const first = solveWithMethods(firstProblem);
  if (!first || first.answer.kind !== 'expression') return null;
  const secondProblem: MathProblem = { ...firstProblem, target: { kind: 'expression', node: first.answer.node } };
  const second = solveWithMethods(secondProblem);
  if (!second) return null;
  const pending = new FunctionNode(new SymbolNode('derivative'), [first.answer.node, new SymbolNode(problem.variable)]);
  const restart = { rule: 'Differentiate again', explanation: 'The second derivative is the derivative of the first derivative.', state: { kind: 'expression' as const, node: pending } };
  const note = first.note ?? second.note;
  return {
    method: second.method,
    steps: [...first.steps, restart, ...second.steps],
    answer: second.answer,
    secondOrderFrom: { firstSteps: first.steps.length, firstDerivative: secondProblem },
    ...(note ? { note } : {}),
  };
}

/** Every step checked against what it works on: for a second derivative, each half against its own problem. */
function verifyResultSteps(problem: MathProblem, result: MethodResult): MathStep[] {
  // Steps that work on another problem (the radian form of an equation asked in degrees) are checked against it.
  const other = result.stepsOf;
  if (other) return [...verifySteps(other.problem, result.steps.slice(0, other.steps)), ...verifySteps(problem, result.steps.slice(other.steps))];
  const split = result.secondOrderFrom;
  if (!split) return verifySteps(problem, result.steps);
  const { order: _order, ...firstProblem } = problem;
  void _order;
  return [...verifySteps(firstProblem, result.steps.slice(0, split.firstSteps)), ...verifySteps(split.firstDerivative, result.steps.slice(split.firstSteps))];
}

/** A trig equation with no interval that holds for every x (sin²x + cos²x = 1): that is its answer; null otherwise. */
function identityAnswer(problem: MathProblem): MathResult | null {
  if (problem.task !== 'solve' || problem.target.kind !== 'relation' || problem.domain) return null;
  const identity = verifyTrigIdentity(problem.target.relation, problem.variable, readAsOf(problem));
  return identity && identity.status === 'solved' ? identity : null;
}

/** n! after a number, a bracket or a lone letter (not "!=" and not "Wow!"). */
const FACTORIAL = /(?:\d|\)|(?<![A-Za-z])[A-Za-z])\s*!(?!=)/u;

/**
 * The reader takes "!" for sentence punctuation, which would turn 5! into 5: a wrong answer shown as
 * sure. Until factorials have a method, such problems are refused with a way round.
 */
function refuseFactorials(problem: string): void {
  if (FACTORIAL.test(problem)) {
    throw new ToolInputError('Factorials (n!) are not supported yet: write the product out instead, e.g. 5*4*3*2*1 for 5!.');
  }
}

function unsupported(task: MathResult['task'], message: string, readAs?: MathResult['readAs']): MathResult {
  return { status: 'unsupported', task, steps: [], hints: [], engine: 'embedded', message, ...(readAs ? { readAs } : {}) };
}

function readsAsMath(input: ParsedMathInput): boolean {
  try {
    readProblem({ problem: input.problem, task: input.task });
    return true;
  } catch {
    return false;
  }
}

/**
 * 8 ÷ 2(2+2) and 6/2(1+2) are read two ways by people and calculators alike: say which reading was taken,
 * so a student who meant the other sees it at once (the answer itself is right for the reading shown).
 */
function ambiguityNote(source: string, readAs: MathResult['readAs']): string | undefined {
  if (!readAs || !/[/÷]\s*\d+(?:\.\d+)?\s*\(/u.test(source)) return undefined;
  return `“${source.trim()}” can be read two ways; I read it as ${readAs.text}. Add brackets if you meant the other.`;
}

function messageOf(...notes: Array<string | undefined>): Pick<MathResult, 'message'> {
  const message = notes.filter((note): note is string => Boolean(note)).join(' ');
  return message ? { message } : {};
}

function noMethodMessage(problem: MathProblem): string {
  const general = `I can read this ${problem.task === 'solve' ? 'equation' : 'problem'}, but I do not have a method for it yet, so I give no answer rather than guess. Try a simpler form, or split it into steps.`;
  const target = problem.target;
  if (problem.task === 'evaluate' && target.kind === 'expression' && holdsUndefinedTrig(target.node)) {
    return 'This has no value: tan and sec are undefined where the cosine is 0 (90°, 270°, π/2, 3π/2, …), cot and csc where the sine is 0 (0°, 180°, 0, π, …), because the ratio would divide by zero.';
  }
  if (problem.task === 'evaluate' && target.kind === 'expression' && holdsDivisionByZero(target.node)) {
    return 'This has no value: division by zero is undefined. Check the number you divide by.';
  }
  const noRealValue = problem.task === 'evaluate' && target.kind === 'expression' ? noRealValueReason(target.node) : undefined;
  if (noRealValue) return `This has no real value: ${noRealValue}. Check the number inside.`;
  const trig = target.kind === 'relation' && [target.relation.lhs, target.relation.rhs].some((side) => side.filter((node) => /^(sin|cos|tan)$/u.test(asFunction(node)?.fn.name ?? '')).length > 0);
  if (problem.task === 'solve' && trig) return `${general} For a trig equation I find exact angles only: the trig function on its own must equal a value such as 0, ±1/2, ±√2/2, ±√3/2, ±1 or ±√3.`;
  return general;
}

/** A wrong answer shown as sure is the worst thing we can do: an answer that fails its final check is withheld. */
function refusalAfterCheck(why: string): string {
  return `I worked out an answer, but it failed my own check against the problem as read (${why}), so I do not show it. Check that the problem reads as you meant it, or split it into smaller steps.`;
}


/**
 * Every solution complex (x² + 2x + 5 = 0): a school student reads "no real solution", so the answer says that
 * first and labels the pair as complex; the pair stays the solutions (they are right over the complex numbers).
 */
function complexLabel(result: MethodResult): { text: string; latex: string } | undefined {
  const values = (result.solutions ?? []).flatMap((solution) => Object.values(solution));
  if (values.length === 0) return undefined;
  const complexOnly = values.every((text) => {
    const value = valueOfText(text);
    return value !== null && Math.abs(value.im) > 1e-12;
  });
  return complexOnly ? { text: 'no real solution; complex solutions: ', latex: '\\text{no real solution; complex solutions: }' } : undefined;
}

/**
 * No solution ends on a false statement (`0 = 4`, `1 = 2`): shown as the answer, a student reads it as a value the
 * tool found. The steps keep the statement; the answer says what it means.
 */
function isNoSolution(result: MethodResult): boolean {
  return (result.solutions === undefined || result.solutions.length === 0) && /^No solution\b/u.test(result.note ?? '');
}

/**
 * Some roots real, some not (x³ = 8): the real ones first, then the complex ones under their label, so a student in a
 * real-numbers course reads x = 2 and stops there (decision 0086's convention, extended). Undefined otherwise.
 */
function realRootsFirst(result: MethodResult): { text: string; latex: string } | undefined {
  const answer = result.answer;
  if (result.shownAs || answer.kind !== 'relations' || answer.join !== 'or') return undefined;
  const isComplex = (relation: Relation) => {
    const value = valueOfText(formatState({ kind: 'relation', relation }).text.replace(/^.*?=\s*/u, ''));
    return value !== null && Math.abs(value.im) > 1e-12;
  };
  const complex = answer.relations.filter(isComplex);
  const real = answer.relations.filter((relation) => !isComplex(relation));
  if (complex.length === 0 || real.length === 0) return undefined;
  const realText = formatState({ kind: 'relations', join: 'or', relations: real });
  const complexText = formatState({ kind: 'relations', join: 'or', relations: complex });
  return {
    text: `${realText.text}; complex solutions: ${complexText.text}`,
    latex: `\\begin{gathered} ${realText.latex} \\\\ \\text{complex solutions: } ${complexText.latex} \\end{gathered}`,
  };
}

function formatAnswer(result: MethodResult): NonNullable<MathResult['answer']> {
  if (isNoSolution(result)) return { text: 'No solution', latex: '\\text{No solution}', ...(result.solutions ? { solutions: result.solutions } : {}) };
  const formatted = result.shownAs ?? realRootsFirst(result) ?? formatState(result.answer);
  const label = complexLabel(result);
  const text = label ? `${label.text}${formatted.text}` : formatted.text;
  const latex = label ? `${label.latex}${formatted.latex}` : formatted.latex;
  return {
    text: result.plusConstant ? `${text} + C` : text,
    latex: result.plusConstant ? `${latex} + C` : latex,
    ...(result.solutions ? { solutions: result.solutions } : {}),
  };
}

/**
 * The whole tool, as one pure function: read the problem (or the word problem), solve it with the
 * first method that knows its kind, verify every step with the CAS, and add hints, the student's
 * answer check and — for advanced responses — other methods and the graph.
 */
export async function solveMathProblem(input: ParsedMathInput, options: SolveOptions): Promise<MathResult> {
  // Session 47: ", round to the nearest tenth", ", in degrees", ", in interval notation"… typed after the math.
  const requested = input.task === 'auto' ? readRequestedFormat(input.problem) : undefined;
  const formatted = requested && (await solveInRequestedFormat(input, requested, (inner) => solveAsTyped(inner, options), (problem) => readsAsMath({ ...input, problem })));
  if (formatted) return formatted;
  return solveAsTyped(input, options);
}

async function solveAsTyped(input: ParsedMathInput, options: SolveOptions): Promise<MathResult> {
  // "find dy/dx if x^2 + y^2 = 25" has words the word-problem router would take: read before it.
  const implicit = (input.task === 'auto' || input.task === 'derivative') && readImplicitDerivative(input.problem);
  if (implicit) return solveImplicitDerivative(implicit);
  // "verify sin^2 x + cos^2 x = 1": the words would send it to the word-problem router.
  const identity = (input.task === 'auto' || input.task === 'solve') && solveIdentityRequest(input.problem);
  if (identity) return identity;
  // "tangent line to y = x^2 at x = 3": the slope at the point, the point, then point-slope form (session 44).
  const tangent = (input.task === 'auto' || input.task === 'derivative') && readTangentLine(input.problem);
  const tangentSolved = tangent && (await solveTangentLine(tangent, (inner) => solveMathProblem(inner, { ...options, responses: 'basic' })));
  if (tangentSolved) return tangentSolved;
  // "f(x) = x^3 - 2x, find f'(2)", "derivative of … at x = 2": the derivative, then its value at the point.
  const atPoint = (input.task === 'auto' || input.task === 'derivative') && readDerivativeAtAPoint(input.problem);
  const atPointSolved = atPoint && (await solveDerivativeAtAPoint(atPoint, (inner) => solveMathProblem({ ...inner, ...(input.variable ? { variable: input.variable } : {}) }, { ...options, responses: 'basic' })));
  if (atPointSolved) return atPointSolved;
  if (input.task === 'auto') {
    // "a ⋆ b = a + a/b. What is 12 ⋆ 3?": solved as the problem with the definition worked in, which readAs shows.
    const operation = rewriteDefinedOperation(input.problem);
    if (operation) {
      const solved = await solveMathProblem({ ...input, problem: operation.source }, options);
      const note = `I used the definition ${operation.definition} and wrote every use of the symbol out.`;
      return solved.status === 'solved' ? { ...solved, message: solved.message ? `${note} ${solved.message}` : note } : solved;
    }
    // "Expand the product $(9x+2)(4x^2+3)$.": the instruction is the task, the math the problem.
    const instruction = readInstructionQuestion(input.problem);
    if (instruction) return solveMathProblem({ ...input, problem: instruction.problem, task: instruction.task }, options);
    const competition = readCompetitionProblem(input.problem);
    const solved = competition && solveCompetitionProblem(competition, solveStage, input.answer);
    if (solved) return solved;
  }
  // "the sum of three consecutive integers is 72" asks nothing: a student wants the integers.
  if (input.task === 'auto') {
    const asked = withImpliedRunQuestion(input.problem);
    if (asked !== input.problem) return solveMathProblem({ ...input, problem: asked }, options);
  }
  if (input.task === 'auto' && looksLikeWordProblem(input.problem)) {
    const story = await solveWordProblem(input.problem, { openai: options.openai, answer: input.answer });
    // "15% of 240" looks like a story but is plain math: when the story reader gives up, the math reader tries.
    if (story.status === 'solved' || !readsAsMath(input)) return story;
  }
  refuseFactorials(input.problem);
  const typed = readProblem({ problem: input.problem, task: input.task, ...(input.variable ? { variable: input.variable } : {}) });
  let problem = typed;
  let solved = solveWithMethods(problem);
  if (!solved) {
    const identity = identityAnswer(typed);
    if (identity) return identity;
    // "sin x = 1/2" with no interval: solved over one turn, then shown as every solution (x = π/6 + 2πk or …).
    const overOneTurn = problemOverOneTurn(typed);
    solved = overOneTurn && solveWithMethods(overOneTurn);
    if (overOneTurn && solved) problem = overOneTurn;
  }
  let result = solved && finishNumericAnswer(solved);
  if (result && result.answer.kind === 'expression' && isUnfinishedConstant(result.answer.node, input.problem)) {
    return unsupported(problem.task, 'I could not finish working this value out (a power of a number with i, or a radical left in the denominator), so I give no answer rather than give the problem back.', readAsOf(problem));
  }
  if (!result) {
    // Solved but not finished: the identity check above has not run yet.
    const identity = solved ? identityAnswer(problem) : null;
    if (identity) return identity;
    return unsupported(problem.task, noMethodMessage(problem), readAsOf(problem));
  }
  const checked = answerThatPasses(problem, result);
  if ('why' in checked) return unsupported(problem.task, refusalAfterCheck(checked.why), readAsOf(typed));
  if (problem !== typed) {
    const general = generalTrigSolution(problem, checked);
    if (!general) return unsupported(typed.task, noMethodMessage(typed), readAsOf(typed));
    checked.shownAs = general;
    // The interval is ours, not the student's: the steps say so instead of "the interval asked for".
    checked.steps = checked.steps.map((step) => ({ ...step, explanation: step.explanation.replace(/the interval asked for/gu, '[0, 2π)') }));
    checked.note = `${checked.note ? `${checked.note} ` : ''}No interval was given, so this is every solution: the steps find those in [0, 2π), and the others repeat them every period.`;
  }
  const steps = dropRepeatedStates(problem, verifyResultSteps(problem, checked));
  const asked = answerAskedUnknown(problem, checked);
  result = asked?.result ?? checked;
  // "simplify √(x²) if x < 0": the condition decides the sign inside |x|, after the checks that hold everywhere.
  const assumed = applyAssumption(problem, result);
  if (assumed) {
    result = assumed.result;
    steps.push(assumed.step);
  }
  const advanced = options.responses === 'advanced';
  const answer = formatAnswer(result);
  return {
    status: 'solved',
    task: problem.task,
    method: result.method,
    answer,
    steps,
    hints: buildHints(problem, result),
    ...(input.answer ? { check: checkStudentAnswer(problem, result, checked, input.answer) } : {}),
    ...(advanced ? alternativesOf(problem, result) : {}),
    ...(advanced ? graphOf(problem, result) : {}),
    engine: 'embedded',
    readAs: result.reading ? formatState(result.reading) : readAsOf(typed),
    ...(messageOf(result.note, asked?.note, problem.assumption && `I read ${problem.assumption} as a condition on the letters, not part of the expression; the answer holds there.`, ambiguityNote(input.problem, result.reading ? formatState(result.reading) : readAsOf(typed)))),
  };
}

/**
 * The answer after its final check: as found, or — for an equation the check saw hold on a whole interval
 * (√(x²) = x) — where it holds, checked again; else why it failed.
 */
function answerThatPasses(problem: MathProblem, result: MethodResult): MethodResult | { why: string } {
  const verdict = checkFinalAnswer(problem, result);
  if (verdict.kind !== 'failed') return result;
  const range = verdict.range ? solveEquationOnARange(problem, result) : null;
  if (range && checkFinalAnswer(problem, range).kind === 'passed') return range;
  return { why: verdict.why };
}

/**
 * "x + y + z = 6, x − y = 1, y + 2z = 7. what is z": the question is one unknown, so the answer is z = 3; the whole
 * solution stays in the steps (and the note). Only a system with exactly one solution, already checked in full.
 */
function answerAskedUnknown(problem: MathProblem, result: MethodResult): { result: MethodResult; note: string } | null {
  const name = problem.askedUnknown;
  const only = result.solutions?.length === 1 ? result.solutions[0] : undefined;
  const value = name !== undefined ? only?.[name] : undefined;
  if (problem.target.kind !== 'system' || !only || value === undefined || Object.keys(only).length < 2) return null;
  const relation = { lhs: new SymbolNode(name as string), op: '=' as const, rhs: parseMath(value) };
  const whole = Object.entries(only).sort(([a], [b]) => problem.variables.indexOf(a) - problem.variables.indexOf(b)).map(([key, text]) => `${key} = ${text}`).join(', ');
  // The question asked for a value ("what is z"), so the answer is that value, as a word problem's is; the note names it.
  const shownAs = formatState({ kind: 'expression', node: relation.rhs });
  const narrowed: MethodResult = { ...result, answer: { kind: 'relation', relation }, solutions: [{ [name as string]: value }], shownAs };
  return { result: narrowed, note: `${name} = ${shownAs.text}. The system's whole solution is ${whole}.` };
}

/** The student's answer to a system asked for one unknown may give that one (y = -4, or -4) or the whole solution: each is right. */
function checkStudentAnswer(problem: MathProblem, answered: MethodResult, whole: MethodResult, studentAnswer: string): ReturnType<typeof checkAnswer> {
  // "-4" to "find y" is y = -4, as the answer itself is shown.
  const named = answered !== whole && problem.askedUnknown && !/[=<>]/u.test(studentAnswer) ? `${problem.askedUnknown} = ${studentAnswer}` : studentAnswer;
  const check = checkAnswer(problem, answered, named);
  if (check.correct || answered === whole) return check;
  const full = checkAnswer(problem, whole, studentAnswer);
  return full.correct ? full : check;
}

/** One problem through the methods and the verifier: what the competition solver builds on. */
function solveStage(problem: MathProblem): StageOutcome | null {
  const solved = solveWithMethods(problem);
  const result = solved && finishNumericAnswer(solved);
  const checked = result && answerThatPasses(problem, result);
  if (!checked || 'why' in checked) return null;
  return { result: checked, steps: dropRepeatedStates(problem, verifyResultSteps(problem, checked)) };
}

/** The state the problem starts from, as a step would show it; undefined when it has no single form (integral, limit). */
function startingText(problem: MathProblem): string | undefined {
  const { target } = problem;
  if (target.kind === 'expression') return formatState({ kind: 'expression', node: target.node }).text;
  if (target.kind === 'relation') return formatState({ kind: 'relation', relation: target.relation }).text;
  if (target.kind === 'system') return formatState({ kind: 'relations', relations: target.relations, join: 'and' }).text;
  return undefined;
}

/** A step that shows the same thing as the one before ("Simplify" with nothing to simplify) teaches nothing. */
function dropRepeatedStates(problem: MathProblem, steps: MathStep[]): MathStep[] {
  let previous = startingText(problem);
  return steps.filter((step) => {
    const repeated = step.expression.text === previous && steps.length > 1;
    previous = step.expression.text;
    return !repeated;
  });
}

function alternativesOf(problem: MathProblem, primary: MethodResult): Pick<MathResult, 'alternatives'> {
  const alternatives = ALTERNATIVES[problem.task](problem)
    .filter((other) => other.method !== primary.method)
    .map((other) => ({ method: other.method, steps: dropRepeatedStates(problem, verifySteps(problem, other.steps)) }))
    // Another method is shown only when every one of its steps checks out.
    .filter((other) => other.steps.length > 0 && other.steps.every((step) => step.verified));
  return alternatives.length ? { alternatives } : {};
}

function graphOf(problem: MathProblem, result: MethodResult): Pick<MathResult, 'graph'> {
  const graph = buildGraph(problem, result.solutions);
  return graph ? { graph } : {};
}
