import type { ResponseLevel } from '../../../domain/plans';
import { ToolInputError } from '../../../platform/engine';
import type { OpenAiCompatibleServer } from '../../../platform/engine-ports';
import { createMathEngine } from '../../math-problem-assistance/index';
import { solveCalculation, type SolveMath } from './calculation/solve-calculation';
import { answerClosedBook } from './closed-book/answer-closed-book';
import type { ParsedQuizInput, QuizResult } from '../contract';
import { answerFromMaterial } from './open-book/answer-from-material';
import { readQuestion } from './read/read-question';
import { buildCalculationResult } from './results/calculation-result';
import { buildClosedBookResult } from './results/closed-book-result';
import { buildOpenBookResult } from './results/open-book-result';
import { buildUnsupportedResult } from './results/unsupported-result';

export interface AnswerQuizOptions {
  responses: ResponseLevel;
  /** The configured OpenAI-compatible server: answers questions that come without material. */
  openai?: OpenAiCompatibleServer;
  signal?: AbortSignal;
  /** The math tool's engine (its worker, within its time budget); the engine lends one, tests a fake. */
  solveMath?: SolveMath;
  /** How long the model may take (tests). */
  modelTimeoutMs?: number;
}

const ONE_OPTION = 'A multiple-choice question needs at least two options: add the others, or leave the options out for a short-answer question.';

let defaultSolveMath: SolveMath | undefined;

/** The math tool's own engine, made once: it starts one worker thread, shared with the math tool. */
export function solveWithMathEngine(openai?: OpenAiCompatibleServer): SolveMath {
  const engine = createMathEngine(openai ? { openai } : {});
  return (problem, context) => engine.run({ problem, task: 'auto' }, context);
}

/**
 * Answers one quiz question. A calculation goes to the math engine; a question with material to the
 * open-book engine; without material, to the configured model; with neither, the result says what
 * the tool needs and still helps read the question — it never guesses.
 */
export async function answerQuizQuestion(input: ParsedQuizInput, options: AnswerQuizOptions): Promise<QuizResult> {
  options.signal?.throwIfAborted();
  if (input.options?.length === 1) throw new ToolInputError(ONE_OPTION);
  const asRead = readQuestion(input.question, input.options);
  if (asRead.options.length === 1) throw new ToolInputError(ONE_OPTION);
  const material = input.material?.trim() ? input.material : undefined;
  const context = { responses: options.responses, ...(options.signal ? { signal: options.signal } : {}) };

  // A word problem read as a short answer ("A car travels 120 km in 2 hours. What is its speed?") is
  // tried by the math engine too; only when it cannot read it do the material or the model answer.
  let reading = asRead;
  if (reading.kind === 'calculation' || reading.mathProblem) {
    const solveMath = options.solveMath ?? (defaultSolveMath ??= solveWithMathEngine());
    const outcome = await solveCalculation(reading, solveMath, context);
    if (outcome.solved) return buildCalculationResult({ ...reading, kind: 'calculation' }, outcome.math, outcome.optionIndex, options.responses);
    if (reading.kind === 'calculation' && !material && !options.openai) {
      return buildUnsupportedResult(reading, `${outcome.message} Check that the numbers and what is asked are written out in the question.`);
    }
    // The math engine could not do it: from here on it is an ordinary question about the material.
    if (reading.kind === 'calculation') reading = { ...reading, kind: reading.options.length >= 2 ? 'multiple_choice' : 'short_answer' };
  }
  if (material) return buildOpenBookResult(reading, material, answerFromMaterial(reading, material), options.responses);
  if (options.openai) {
    const outcome = await answerClosedBook(reading, options.openai, {
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.modelTimeoutMs ? { timeoutMs: options.modelTimeoutMs } : {}),
    });
    return buildClosedBookResult(reading, outcome, options.responses);
  }
  return buildUnsupportedResult(reading);
}
