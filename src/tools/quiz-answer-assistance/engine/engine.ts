import { createToolEngine } from '../../../platform/engine';
import type { OpenAiCompatibleServer } from '../../../platform/engine-ports';
import { answerQuizQuestion, solveWithMathEngine } from './answer-quiz-question';
import type { SolveMath } from './calculation/solve-calculation';
import { quizContract } from '../contract';

export interface QuizEngineOptions {
  /** An OpenAI-compatible server: answers questions without material, and reads word-problem calculations for the math engine. */
  openai?: OpenAiCompatibleServer;
  /** The math tool's engine by default (shared, not copied). */
  solveMath?: SolveMath;
}

/**
 * Quiz answer assistance: hints first, then the answer with its evidence, from the student's own
 * material; calculations through the math tool's engine; closed-book questions through the model
 * server when there is one.
 */
export function createQuizEngine({ openai, solveMath = solveWithMathEngine(openai) }: QuizEngineOptions = {}) {
  return createToolEngine(quizContract, (input, context) =>
    answerQuizQuestion(input, {
      responses: context.responses,
      solveMath,
      ...(openai ? { openai } : {}),
      ...(context.signal ? { signal: context.signal } : {}),
    }),
  );
}
