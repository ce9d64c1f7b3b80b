import { describe, expect, it } from 'vitest';
import type { MathResult } from '../../../math-problem-assistance/contract';
import { readQuestion } from '../read/read-question';
import { solveCalculation, type SolveMath } from './solve-calculation';

/** A stand-in math engine that only reads the problem the way the real word-problem reader needs it. */
function fakeMath(reads: string): { solve: SolveMath; seen: string[] } {
  const seen: string[] = [];
  const solve: SolveMath = (problem) => {
    seen.push(problem);
    const solved = problem === reads;
    return Promise.resolve((solved ? { status: 'solved', answer: { text: '60', latex: '60' }, steps: [], hints: [] } : { status: 'unsupported', steps: [], hints: [], message: 'cannot read' }) as unknown as MathResult);
  };
  return { solve, seen };
}

describe('solveCalculation', () => {
  it('spells out "2.5 h" and makes the ask its own sentence for the word-problem reader', async () => {
    const math = fakeMath('A car travels 150 km in 2.5 hours. What is its average speed?');
    const outcome = await solveCalculation(readQuestion('A car travels 150 km in 2.5 h, what is its average speed?'), math.solve, { responses: 'basic' });
    expect(outcome.solved).toBe(true);
  });

  it('says it could not when no wording is read', async () => {
    const math = fakeMath('something else');
    const outcome = await solveCalculation(readQuestion('A car travels 150 km in 2.5 h, what is its average speed?'), math.solve, { responses: 'basic' });
    expect(outcome).toMatchObject({ solved: false });
    expect(math.seen.length).toBeGreaterThan(1);
  });
});
