import { afterAll, describe, expect, it } from 'vitest';
import { createMathEngine, stopMathWorker } from '../../math-problem-assistance/index';
import { quizContract } from '../contract';
import { createQuizEngine } from './engine';

// The quiz's numeric questions go to the math tool's own engine, through its index (as the server
// lends it), and come back as the math tool answers them: a number, or the math tool's clear refusal.
const math = createMathEngine({ inThread: true });
const quiz = createQuizEngine({ solveMath: (problem, context) => math.run({ problem, task: 'auto' }, { responses: context.responses }) as never });

async function ask(question: string) {
  return quizContract.result.parse(await quiz.run(quizContract.input.parse({ question }), { responses: 'basic' }));
}

describe('quiz numeric questions through the math engine', () => {
  afterAll(async () => {
    await stopMathWorker();
  });

  it('answers a speed word problem and a "how many times more" question', async () => {
    expect((await ask('A car travels 150 km in 2.5 h, what is its average speed?')).answer?.text).toMatch(/^60\b/);
    expect((await ask('The number of telephones grew from 50,000 to 1,350,000. How many times more telephones were there?')).answer?.text).toMatch(/^27\b/);
  }, 60_000);

  it('refuses 9^9^9^9 with the math tool\'s reason (too many digits), not a time-budget or busy message', async () => {
    const result = await ask('What is 9^9^9^9?');
    expect(result.status).toBe('unsupported');
    expect(result.message).toMatch(/too large to write out exactly/);
    expect(result.message).not.toMatch(/time budget|busy/);
  }, 60_000);
});
