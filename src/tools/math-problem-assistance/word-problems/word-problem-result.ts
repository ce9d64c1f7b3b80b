import { parse } from 'mathjs';
import type { MathResult, MathText } from '../contract';
import type { MathState } from '../problem';
import { printLatex } from '../read/print-latex';
import { printText } from '../read/print-text';
import { checkWordSteps } from './check-word-steps';
import type { WordProblemOutcome } from './word-problem-outcome';

// The outcome of a word problem in the tool's wire format: steps with their check, hints that lead
// to the set-up without giving the answer away, and the student's own answer checked.

function formatWordState(state: MathState): MathText {
  if (state.kind === 'expression') return { text: printText(state.node), latex: printLatex(state.node) };
  const relations = state.kind === 'relation' ? [state.relation] : state.relations;
  const join = state.kind === 'relations' ? state.join : 'and';
  return {
    text: relations.map((r) => `${printText(r.lhs)} ${r.op} ${printText(r.rhs)}`).join(` ${join} `),
    latex: relations.map((r) => `${printLatex(r.lhs)} ${r.op === '=' ? '=' : r.op} ${printLatex(r.rhs)}`).join(`\\quad\\text{${join}}\\quad `),
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
  const checks = checkWordSteps(outcome.steps);
  const answerNode = parse(outcome.answer);
  return {
    status: 'solved',
    task: 'word_problem',
    method: outcome.setup.kind === 'expression' ? 'arithmetic' : outcome.setup.equations.length > 1 ? 'system of equations' : 'equation',
    answer: {
      text: outcome.answer,
      latex: printLatex(answerNode),
      ...(outcome.setup.kind === 'equations' ? { solutions: [{ [outcome.setup.unknown]: outcome.answer }] } : {}),
    },
    steps: outcome.steps.map((step, i) => ({ rule: step.rule, explanation: step.explanation, expression: formatWordState(step.state), verified: checks[i]! })),
    hints: hintsFor(outcome),
    ...(studentAnswer ? { check: checkStudentAnswer(studentAnswer, outcome.answer) } : {}),
    engine: outcome.engine,
    message: `The answer is ${outcome.answerMeaning}.`,
  };
}
