import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../../platform/engine';
import type { MathResult } from '../../math-problem-assistance/contract';
import { answerQuizQuestion } from './answer-quiz-question';
import type { SolveMath } from './calculation/solve-calculation';
import { quizContract } from '../contract';
import { readQuestion } from './read/read-question';

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

  it('answers the quiz question as unsupported, not a failed run, when the math engine runs past its time budget', async () => {
    const timingOut: SolveMath = async () => {
      throw new ToolInputError('This problem took longer than 10 seconds to work out, so no answer is given and this request was not counted.', {
        code: 'input_too_complex',
        status: 413,
      });
    };
    const result = quizContract.result.parse(await answerQuizQuestion({ question: 'What is 5 * 4 * 3 + 2?' }, { responses: 'basic', solveMath: timingOut }));
    expect(result).toMatchObject({ status: 'unsupported', kind: 'calculation' });
    expect(result.message).toMatch(/took longer than its time budget/);
    expect(result.message).not.toMatch(/not counted/);
  });

  it('falls back on the material when the math engine cannot do it', async () => {
    const material = 'The shop sold 12 apples on Monday, which is 15% of its 80 apples.';
    const result = await answerQuizQuestion({ question: 'What is 15% of 80?', material }, { responses: 'basic', solveMath: unsolved });
    expect(result.engine).toBe('embedded');
    expect(result.evidence[0]?.text).toBe(material);
  });
});

describe('answerQuizQuestion for word problems read as short answers', () => {
  // The math tool's reader says "km per hour"; the quiz spells "km/h" out before handing it over.
  const readsSpeedInWords: SolveMath = async (problem) =>
    /120 km in 2 hours.*km per hour/.test(problem) ? solvedAs('60')(problem, { responses: 'basic' }) : unsolved(problem, { responses: 'basic' });

  it('works out "what is its average speed in km/h" through the math engine, without material', async () => {
    const result = await answerQuizQuestion({ question: 'A car travels 120 km in 2 hours. What is its average speed in km/h?' }, { responses: 'basic', solveMath: readsSpeedInWords });
    expect(result).toMatchObject({ status: 'answered', kind: 'calculation', answer: { text: '60' } });
    expect(result.steps).toHaveLength(1);
  });

  it('answers from the material when the math engine cannot read the question', async () => {
    const material = 'The school opened in 1950 with 2 buildings. Today it has 1,200 students and 80 teachers.';
    expect(readQuestion('Besides its 80 teachers in 2 buildings, how many students does the school have?').mathProblem).toBeDefined();
    const result = await answerQuizQuestion({ question: 'Besides its 80 teachers in 2 buildings, how many students does the school have?', material }, { responses: 'basic', solveMath: unsolved });
    expect(result).toMatchObject({ kind: 'short_answer', engine: 'embedded' });
    expect(result.evidence[0]?.text).toContain('1,200 students');
  });
});

describe('answerQuizQuestion for true/false with notes', () => {
  const NOTES =
    'Photosynthesis takes place in the chloroplasts of plant cells. During photosynthesis, plants take in carbon dioxide from the air and water from the soil. ' +
    'Using energy from sunlight, they produce glucose and release oxygen as a by-product.';

  it('answers True from the sentence that states it, even when it says "they" for the plants', async () => {
    const result = await answerQuizQuestion({ question: 'True or false: plants release oxygen during photosynthesis.', material: NOTES }, { responses: 'basic' });
    expect(result).toMatchObject({ status: 'answered', kind: 'true_false', answer: { text: 'True', optionIndex: 0 } });
    expect(result.evidence[0]?.text).toContain('release oxygen');
  });

  it('leans False on an opposite word but does not show it as a confident verdict', async () => {
    const result = await answerQuizQuestion({ question: 'True or false: plants absorb oxygen and glucose using energy from sunlight.', material: NOTES }, { responses: 'advanced' });
    expect(result.status).toBe('hints_only');
    expect(result.evidence[0]?.text).toContain('release oxygen');
  });
});

describe('answerQuizQuestion for short answers the engine is not sure of', () => {
  const notes = 'Photosynthesis takes place in the chloroplasts. The Calvin cycle was discovered by Melvin Calvin in 1950 at the University of California, Berkeley.';

  it('answers a short-answer question the notes state outright, with the name of the sentence', async () => {
    const result = quizContract.result.parse(await answerQuizQuestion({ question: 'Who discovered the Calvin cycle?', material: notes }, { responses: 'basic' }));
    expect(result.status).toBe('answered');
    expect(result.answer?.text).toBe('Melvin Calvin');
  });

  it('answers "In what year…" and "Which president…" from a pasted history section, with the sentence that states it as evidence', async () => {
    const section =
      'Before the 1860s, travelling from the east coast to California took several months. In 1862 President Abraham Lincoln signed the Pacific Railway Act, which gave land and government loans to two companies. The Central Pacific Railroad started in Sacramento, California, and built eastward.';
    for (const [question, answer] of [
      ['In what year was the Pacific Railway Act signed?', '1862'],
      ['Which president signed the Pacific Railway Act?', 'Abraham Lincoln'],
    ] as const) {
      const result = quizContract.result.parse(await answerQuizQuestion({ question, material: section }, { responses: 'basic' }));
      expect(result.status).toBe('answered');
      expect(result.answer?.text).toBe(answer);
      expect(result.evidence[0]?.text).toContain('signed the Pacific Railway Act');
    }
  });

  it('offers the likely span as a lead to check in the last hint, never as the answer, when the sentence names two people', async () => {
    const twoPeople = 'Photosynthesis takes place in the chloroplasts. Melvin Calvin and Andrew Benson worked on the Calvin cycle at the University of California, Berkeley.';
    const result = quizContract.result.parse(await answerQuizQuestion({ question: 'Who discovered the Calvin cycle?', material: twoPeople }, { responses: 'basic' }));
    expect(result.status).toBe('hints_only');
    expect(result.answer).toBeUndefined();
    expect(result.hints[0]).not.toContain('Melvin');
    expect(result.hints.at(-1)).toMatch(/lead to check.*“Melvin Calvin.*”.*not sure/);
  });
});
