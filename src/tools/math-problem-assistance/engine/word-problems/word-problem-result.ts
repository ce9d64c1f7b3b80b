import { parse } from 'mathjs';
import type { MathResult } from '../../contract';
import { formatState, freeSymbols } from '../math-text';
import type { MathProblem, MathState } from '../problem';
import { verifySteps } from '../verify-steps';
import { checkWordSteps, ROUND_RULE } from './check-word-steps';
import type { WordProblemOutcome } from './word-problem-outcome';
import { printNode } from '../nodes/print-nodes';

// The outcome of a word problem in the tool's wire format: steps with their check, hints that lead
// to the set-up without giving the answer away, and the student's own answer checked.

/**
 * Every step after the set-up is checked by the engine's verifier, as a chain from the set-up (the
 * same value for a calculation, the same solutions for equations). The set-up itself translates the
 * story, which no CAS can check; it is marked verified when the answer satisfies it.
 */
function verifyWordSteps(outcome: Extract<WordProblemOutcome, { status: 'solved' }>): boolean[] {
  const substituted = checkWordSteps(outcome.steps);
  const first = outcome.steps[0];
  if (!first) return [];
  const problem = problemFromSetUp(first.state);
  if (!problem) return substituted;
  // The rounding the story asks for changes the value on purpose: the chain is verified up to it, and
  // the rounding itself by checkWordSteps (the value before it, rounded at the places it shows).
  const rounds = outcome.steps.length > 1 && outcome.steps.at(-1)!.rule === ROUND_RULE;
  const chain = rounds ? outcome.steps.slice(1, -1) : outcome.steps.slice(1);
  try {
    return [substituted[0]!, ...verifySteps(problem, chain).map((step) => step.verified), ...(rounds ? [substituted.at(-1)!] : [])];
  } catch {
    return substituted;
  }
}

function problemFromSetUp(state: MathState): MathProblem | null {
  if (state.kind === 'expression') return { task: 'evaluate', variable: 'x', variables: [], target: { kind: 'expression', node: state.node }, source: '' };
  if (state.kind === 'union' || (state.kind === 'relations' && state.join === 'or')) return null;
  const relations = state.kind === 'relation' ? [state.relation] : state.relations;
  const variables = freeSymbols(...relations.flatMap((r) => [r.lhs, r.rhs]));
  if (variables.length === 0) return null;
  return {
    task: 'solve',
    variable: variables[0]!,
    variables,
    target: relations.length === 1 ? { kind: 'relation', relation: relations[0]! } : { kind: 'system', relations },
    source: '',
  };
}

function answerValue(text: string): number | null {
  try {
    const value = Number(parse(text.replace(/,/g, '').replace(/^\$/, '')).evaluate());
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

function checkStudentAnswer(studentAnswer: string, answer: string): NonNullable<MathResult['check']> {
  const theirs = answerValue(studentAnswer.replace(/^[a-z]\s*=\s*/i, ''));
  const ours = answerValue(answer);
  if (theirs === null || ours === null) return { correct: false, message: `I could not read "${studentAnswer}" as a number.` };
  const correct = Math.abs(theirs - ours) <= 1e-9 * Math.max(1, Math.abs(ours));
  return correct
    ? { correct: true, message: 'Correct: that is the answer.' }
    : { correct: false, message: 'Not quite: compare your working with the steps, starting from how the problem is set up.' };
}

/** "17 and 13", "13, 17": every value asked, in any order, and no other. */
function checkStudentAnswers(studentAnswer: string, answers: string[]): NonNullable<MathResult['check']> {
  const parts = studentAnswer.split(/\s*(?:,|;|\band\b|&)\s*/u).filter((part) => part.trim() !== '');
  const theirs = parts.map((part) => answerValue(part.replace(/^[a-z]\s*=\s*/i, '')));
  const ours = answers.map((answer) => answerValue(answer));
  if (theirs.some((value) => value === null) || ours.some((value) => value === null)) return { correct: false, message: `I could not read "${studentAnswer}" as ${answers.length} numbers.` };
  const near = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));
  const unused = [...(ours as number[])];
  const matched = theirs.length === ours.length && (theirs as number[]).every((value) => {
    const at = unused.findIndex((other) => near(value, other));
    return at >= 0 && unused.splice(at, 1).length === 1;
  });
  return matched
    ? { correct: true, message: 'Correct: those are the answers.' }
    : { correct: false, message: 'Not quite: compare your working with the steps, starting from how the problem is set up.' };
}

function hintsFor(outcome: Extract<WordProblemOutcome, { status: 'solved' }>): string[] {
  const setup = outcome.setup.kind === 'expression' ? outcome.setup.expression : outcome.setup.equations.join(', ');
  return [
    `What does the question ask for? Here it is ${outcome.answerMeaning}.`,
    outcome.setup.kind === 'expression'
      ? 'Which numbers in the story does it depend on, and are they added, taken away, multiplied or divided?'
      : `Give the unknown a letter (${outcome.setup.unknown}) and write what the story says about it as an equation.`,
    `The set-up is ${setup}. Now work it out.`,
  ];
}

export function wordProblemResult(outcome: WordProblemOutcome, studentAnswer?: string): MathResult {
  if (outcome.status === 'unsupported') {
    return { status: 'unsupported', task: 'word_problem', steps: [], hints: [], engine: outcome.engine, message: outcome.message };
  }
  const checks = verifyWordSteps(outcome);
  const answerNode = parse(outcome.answer);
  const others = outcome.setup.kind === 'equations' ? outcome.others ?? [] : [];
  return {
    status: 'solved',
    task: 'word_problem',
    method: outcome.setup.kind === 'expression' ? 'arithmetic' : outcome.setup.equations.length > 1 ? 'system of equations' : 'equation',
    answer: {
      // "Find both numbers": each value asked, in the order the meanings name them.
      text: listInWords([outcome.answer, ...others.map((other) => other.answer)]),
      latex: listInLatex([answerNode, ...others.map((other) => parse(other.answer))].map((node) => printNode(node, 'latex'))),
      ...(outcome.setup.kind === 'equations' ? { solutions: [{ [outcome.setup.unknown]: outcome.answer }, ...others.map((other) => ({ [other.unknown]: other.answer }))] } : {}),
    },
    steps: outcome.steps.map((step, i) => ({ rule: step.rule, explanation: step.explanation, expression: formatState(step.state), verified: checks[i]! })),
    hints: hintsFor(outcome),
    ...(studentAnswer ? { check: others.length ? checkStudentAnswers(studentAnswer, [outcome.answer, ...others.map((other) => other.answer)]) : checkStudentAnswer(studentAnswer, outcome.answer) } : {}),
    engine: outcome.engine,
    message: others.length ? `The answers are ${listInWords([`${outcome.answerMeaning} (${outcome.answer})`, ...others.map((other) => `${other.meaning} (${other.answer})`)])}.` : `The answer is ${outcome.answerMeaning}.`,
  };
}

const LIST_IN_WORDS = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' });

/** "17 and 13", "23, 24, and 25": three answers joined by two "and"s read as a sum. */
function listInWords(items: string[]): string {
  return LIST_IN_WORDS.format(items);
}

function listInLatex(items: string[]): string {
  if (items.length < 3) return items.join(' \\text{ and } ');
  return `${items.slice(0, -1).join(',\\ ')},\\text{ and } ${items.at(-1)}`;
}
