import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../engine';
import type { MathResult } from '../math-problem-assistance/contract';
import { answerQuizQuestion } from './answer-quiz-question';
import type { SolveMath } from './calculation/solve-calculation';
import { quizContract } from './contract';

function solvedAs(text: string, verified = true): SolveMath {
  return async () => ({
    status: 'solved',
    task: 'evaluate',
    answer: { text, latex: text },
    steps: [{ rule: 'Multiply', explanation: 'Multiply the numbers.', expression: { text, latex: text }, verified }],
    hints: ['Multiply the two numbers.'],
    engine: 'embedded',
  });
}

const refusing: SolveMath = async () => {
  throw new ToolInputError('Factorials (n!) are not supported yet.');
};
const unsolved: SolveMath = async (): Promise<MathResult> => ({ status: 'unsupported', task: 'word_problem', steps: [], hints: [], engine: 'embedded', message: 'I could not read this word problem safely.' });

describe('answerQuizQuestion for calculations', () => {
  it('shows the steps but no verdict when no option equals the value the math gives', async () => {
    const result = quizContract.result.parse(
      await answerQuizQuestion({ question: 'What is 15% of 80?', options: ['10', '14', '20'] }, { responses: 'advanced', solveMath: solvedAs('12') }),
    );
    expect(result).toMatchObject({ status: 'hints_only', kind: 'calculation', message: expect.stringContaining('none of the options is equal to it') });
    expect(result.answer).toBeUndefined();
    expect(result.options).toBeUndefined();
    expect(result.steps).toHaveLength(1);
  });

  it('gives no verdict when a step could not be checked', async () => {
    const result = await answerQuizQuestion({ question: 'What is 15% of 80?' }, { responses: 'basic', solveMath: solvedAs('12', false) });
    expect(result.status).toBe('hints_only');
    expect(result.hints.join(' ')).not.toContain('The answer is');
  });

  it('says why when the math engine cannot do it and there is nothing else to answer from', async () => {
    for (const solveMath of [refusing, unsolved]) {
      const result = quizContract.result.parse(await answerQuizQuestion({ question: 'What is 5 * 4 * 3 + 2?' }, { responses: 'basic', solveMath }));
      expect(result).toMatchObject({ status: 'unsupported', kind: 'calculation', evidence: [] });
      expect(result.message).toMatch(/not supported yet|could not read/);
    }
  });

  it('falls back on the material when the math engine cannot do it', async () => {
    const material = 'The shop sold 12 apples on Monday, which is 15% of its 80 apples.';
    const result = await answerQuizQuestion({ question: 'What is 15% of 80?', material }, { responses: 'basic', solveMath: unsolved });
    expect(result.engine).toBe('embedded');
    expect(result.evidence[0]?.text).toBe(material);
  });
});
