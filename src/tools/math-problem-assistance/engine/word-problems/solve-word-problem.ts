import type { MathNode, OperatorNode, ParenthesisNode } from 'mathjs';
import { askModelForSetup, type AskModelOptions, type ModelReply } from './ask-model';
import { readCountProblem } from './read-count-problem';
import { readModelEquation, readModelExpression } from './read-model-math';
import { readMotionProblem } from './read-motion-problem';
import { readPercentProblem } from './read-percent-problem';
import { readPriceProblem } from './read-price-problem';
import { readSchoolProblem } from './read-school-problem';
import { mismatchWithAsk } from './check-asked';
import { honourRounding } from './honour-rounding';
import { readLooseProblem } from './loose/index';
import { hasHiddenQuantity, normalizeText } from './read-text';
import { evaluateCalculation, solveEquations } from './solve-setup';
import { OFFLINE_UNSUPPORTED, SET_UP_ADVICE, type EmbeddedReading, type WordProblemOptions, type WordProblemOutcome } from './word-problem-outcome';

/** Our readers, most specific first; each returns null unless the whole text fits its pattern. */
const EMBEDDED_READERS: Array<(text: string) => EmbeddedReading | null> = [readPercentProblem, readMotionProblem, readPriceProblem, readCountProblem];

function readEmbedded(text: string): EmbeddedReading | null {
  const reading = readByRule(text);
  // Whichever reader read it, the answer must stand for what the question asks (check-asked.ts): a reading of a
  // neighbouring question (the percent right for the percent wrong) passes the verifier's own checks.
  if (!reading || mismatchWithAsk(text, reading) !== null) return null;
  return honourRounding(text, reading);
}

function readByRule(text: string): EmbeddedReading | null {
  // The school kinds first: their templates read "twice as old" and "dimes and quarters" themselves.
  const school = readSchoolProblem(text);
  if (school) return school;
  // "Half as many", "twice", "a dozen": a quantity the fixed patterns do not account for.
  if (!hasHiddenQuantity(text)) {
    for (const read of EMBEDDED_READERS) {
      const reading = read(text);
      if (reading) return reading;
    }
  }
  // Wordings no template was written for: numbers given roles by the words around them (loose/),
  // each reader accounting for every number of the story or reading nothing.
  return readLooseProblem(text);
}

function modelFailure(reason: string): WordProblemOutcome {
  return { status: 'unsupported', engine: 'model', message: `The model could not set this problem up: ${reason} ${SET_UP_ADVICE}` };
}

function describeVariables(reply: Extract<ModelReply, { kind: 'equations' }>): string {
  const meanings = Object.entries(reply.variables ?? {})
    .filter(([name]) => /^[A-Za-z]\w*$/.test(name))
    .map(([name, meaning]) => `${name} = ${meaning.trim()}`);
  return meanings.length ? `Let ${meanings.join(', ')}. ` : '';
}

function isBareValue(node: MathNode): boolean {
  const inner = node.type === 'ParenthesisNode' ? (node as ParenthesisNode).content : node;
  if (inner.type === 'OperatorNode' && (inner as OperatorNode).fn === 'unaryMinus') return isBareValue((inner as OperatorNode).args[0]!);
  return inner.type === 'ConstantNode';
}

function solveModelReply(reply: ModelReply): WordProblemOutcome {
  if (reply.kind === 'unsupported') {
    return modelFailure(reply.reason ? `it says "${reply.reason.trim()}".` : 'it says this is not a problem it can set up.');
  }
  const answerMeaning = reply.answer_is?.trim() || 'the answer';
  if (reply.kind === 'expression') {
    const node = readModelExpression(reply.expression);
    if (!node) return modelFailure(`its calculation "${reply.expression}" is not plain arithmetic.`);
    // A bare number is the model's own answer, which we do not take on trust.
    if (isBareValue(node)) return modelFailure('it gave a number instead of the calculation that leads to it.');
    const solved = evaluateCalculation(node, { rule: 'Write the calculation', explanation: `From the story, ${answerMeaning} is this calculation.` });
    if ('error' in solved) return modelFailure(`${solved.error}.`);
    return {
      status: 'solved',
      engine: 'model',
      setup: { kind: 'expression', expression: node.toString() },
      answerMeaning,
      steps: solved.steps,
      answer: solved.exactText,
    };
  }
  const relations = reply.equations.map(readModelEquation);
  const unreadable = reply.equations.find((_, i) => !relations[i]);
  if (unreadable !== undefined) return modelFailure(`its equation "${unreadable}" could not be read as an equation.`);
  const checked = relations.filter((r) => r !== null);
  if (checked.every((r) => isBareValue(r.rhs) && r.lhs.type === 'SymbolNode')) {
    return modelFailure('it gave the value of the unknown instead of equations that lead to it.');
  }
  const solved = solveEquations(checked, reply.unknown.trim(), {
    ...(reply.positive ? { positive: true } : {}),
    setUp: {
      rule: checked.length === 1 ? 'Set up the equation' : 'Set up the equations',
      explanation: `${describeVariables(reply)}The story says ${checked.length === 1 ? 'this' : 'these'}.`,
    },
  });
  if ('error' in solved) return modelFailure(`${solved.error}.`);
  return {
    status: 'solved',
    engine: 'model',
    setup: { kind: 'equations', equations: checked.map((r) => `${r.lhs.toString()} = ${r.rhs.toString()}`), unknown: reply.unknown.trim() },
    answerMeaning,
    steps: solved.steps,
    answer: solved.exactText,
  };
}

/**
 * A word problem: our own readers first (a few wordings, read with certainty); then, when a model
 * is configured, the model writes the equations and we solve them. Never a guess: anything else is
 * `unsupported`, with how to type the problem as an equation.
 */
export async function solveWordProblem(text: string, options: WordProblemOptions & Pick<AskModelOptions, 'timeoutMs'> = {}): Promise<WordProblemOutcome> {
  const problem = normalizeText(text);
  if (!problem) return { status: 'unsupported', engine: 'embedded', message: `There is no problem to read. ${SET_UP_ADVICE}` };
  const reading = readEmbedded(problem);
  if (reading) return { status: 'solved', engine: 'embedded', ...reading };
  if (!options.openai?.baseUrl) return { status: 'unsupported', engine: 'embedded', message: OFFLINE_UNSUPPORTED };
  const reply = await askModelForSetup(problem, options.openai, {
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });
  if ('error' in reply) return { status: 'unsupported', engine: 'model', message: `${reply.error} ${SET_UP_ADVICE}` };
  return solveModelReply(reply);
}
