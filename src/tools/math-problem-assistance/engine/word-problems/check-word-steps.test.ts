import { parse } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { checkWordSteps } from './check-word-steps';
import { readMotionProblem } from './read-motion-problem';
import { readPercentProblem } from './read-percent-problem';

describe('checkWordSteps', () => {
  it('catches a calculation step that was written wrongly', () => {
    const reading = readPercentProblem('What is 80 increased by 25%?')!;
    expect(checkWordSteps(reading.steps).every(Boolean)).toBe(true);
    const broken = reading.steps.map((step, i) => (i === 1 ? { ...step, state: { kind: 'expression' as const, node: parse('80 * 1.2') } } : step));
    expect(checkWordSteps(broken)).toEqual([true, false, true]);
  });

  it('catches an equation step that no longer holds', () => {
    const reading = readMotionProblem('A train travels 240 km in 4 hours. What is its average speed?')!;
    const broken = reading.steps.map((step, i) =>
      i === 1 ? { ...step, state: { kind: 'relation' as const, relation: { lhs: parse('s'), op: '=' as const, rhs: parse('240 * 4') } } } : step,
    );
    expect(checkWordSteps(broken)).toEqual([true, false, true]);
  });
});
