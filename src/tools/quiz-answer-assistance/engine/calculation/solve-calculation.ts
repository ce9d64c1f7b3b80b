import type { ResponseLevel } from '../../../../domain/plans';
import { ToolInputError } from '../../../../platform/engine';
import type { MathResult } from '../../../math-problem-assistance/contract';
import type { QuestionReading } from '../question-reading';
import { pickOptionByValue } from './pick-option';
import { evaluateMathAnswer } from './read-numbers';

/** The math tool's engine, lent to the quiz: a problem in, its verified steps and answer out. */
export type SolveMath = (problem: string, context: { responses: ResponseLevel; signal?: AbortSignal }) => Promise<MathResult>;

export type SolvedMath = MathResult & { status: 'solved'; answer: NonNullable<MathResult['answer']> };

export type CalculationOutcome =
  | {
      solved: true;
      math: SolvedMath;
      /** The numeric values of the answer (one per solution); empty when it is not a number (an expression). */
      values: number[];
      /** The option equal in value to the answer; null without options or when none is. */
      optionIndex: number | null;
    }
  | { solved: false; message: string };

function valuesOf(answer: SolvedMath['answer']): number[] {
  const texts = answer.solutions?.every((solution) => Object.keys(solution).length === 1)
    ? answer.solutions.map((solution) => Object.values(solution)[0]!)
    : [answer.text];
  const values = texts.map(evaluateMathAnswer);
  return values.every((value): value is number => value !== null) ? values : [];
}

function isSolved(result: MathResult): result is SolvedMath {
  return result.status === 'solved' && result.answer !== undefined;
}

const SPEED_UNITS: ReadonlyArray<[RegExp, string]> = [
  [/\bkm\s*\/\s*h\b|\bkph\b|\bkmh\b/gi, 'km per hour'],
  [/\bmph\b/gi, 'miles per hour'],
  [/\bm\s*\/\s*s\b/gi, 'meters per second'],
  // "in 2.5 h", "in 45 min": the word problem reader knows the words, not the symbols.
  [/(\d)\s*h\b/g, '$1 hours'],
  [/(\d)\s*min\b/g, '$1 minutes'],
  [/(\d)\s*s\b(?![\p{L}])/gu, '$1 seconds'],
];

/**
 * "in km/h" as the math tool's word-problem reader reads it ("in km per hour"), and the ask as a
 * sentence of its own ("…in 2.5 h, what is its speed?" → "…in 2.5 hours. What is its speed?"): the
 * reader takes the facts and the question from separate sentences.
 */
function spellOutSpeedUnits(problem: string): string {
  const spelled = SPEED_UNITS.reduce((text, [pattern, words]) => text.replace(pattern, words), problem);
  return spelled.replace(/,\s*(what|how|find)\b/i, (_, ask: string) => `. ${ask[0]!.toUpperCase()}${ask.slice(1)}`);
}

const TOO_LONG = 'The math engine took longer than its time budget to work this calculation out, so no answer is given.';

/**
 * Hands the calculation to the math engine: first the math the reader found ("15/100*80"), then the
 * question as written (the math tool reads word problems too). A problem the math engine refuses
 * (ToolInputError: "factorials are not supported") is a calculation we cannot do, not bad quiz input;
 * so is one past the math engine's time budget (its 413 would say the math request was not counted,
 * but the quiz run still answers: it says what it could not do).
 */
export async function solveCalculation(
  reading: QuestionReading,
  solveMath: SolveMath,
  context: { responses: ResponseLevel; signal?: AbortSignal },
): Promise<CalculationOutcome> {
  const written = [reading.mathProblem, reading.stem].filter((problem): problem is string => Boolean(problem?.trim()));
  const attempts = [...new Set([...written, ...written.map(spellOutSpeedUnits)])];
  let message = 'The math engine could not work this calculation out.';
  for (const problem of attempts) {
    let result: MathResult;
    try {
      result = await solveMath(problem, context);
    } catch (error) {
      if (!(error instanceof ToolInputError)) throw error;
      // A number too large to write out is refused at once with the math tool's own reason ("9^(9^9) … has
      // 369,693,101 digits"); only a run cut off by the time budget gets the time-budget message.
      message = error.code === 'input_too_complex' && error.name !== 'NumberTooLargeError' ? TOO_LONG : error.message;
      continue;
    }
    if (isSolved(result)) {
      const values = valuesOf(result.answer);
      return { solved: true, math: result, values, optionIndex: reading.options.length > 0 ? pickOptionByValue(values, reading.options) : null };
    }
    if (result.message) message = result.message;
  }
  return { solved: false, message };
}
