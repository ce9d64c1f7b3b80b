import type { MathResult } from '../../contract';
import { solveWordProblem as workOutWordProblem } from './solve-word-problem';
import type { WordProblemOptions } from './word-problem-outcome';
import { wordProblemResult } from './word-problem-result';

export { looksLikeWordProblem } from './looks-like-word-problem';
export { workOutWordProblem };
export type { WordProblemOutcome, WordProblemOptions, WordProblemSetup } from './word-problem-outcome';

/**
 * The tool's entry for word problems (what solve-problem.ts calls): the outcome of
 * `workOutWordProblem` (solve-word-problem.ts) in the contract's result shape, with every step
 * checked and the student's answer compared.
 */
export async function solveWordProblem(text: string, options: WordProblemOptions & { answer?: string | undefined } = {}): Promise<MathResult> {
  const { answer, ...rest } = options;
  return wordProblemResult(await workOutWordProblem(text, rest), answer);
}
