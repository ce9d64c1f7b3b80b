import { describe, expect, it } from 'vitest';
import { checkWordSteps } from './check-word-steps';
import { findAskedRounding } from './honour-rounding';
import { solveWordProblem } from './solve-word-problem';

const solved = async (text: string) => {
  const outcome = await solveWordProblem(text);
  return outcome.status === 'solved' ? outcome : null;
};

describe('findAskedRounding', () => {
  it('reads the place however the question says it', () => {
    expect(findAskedRounding('What is it worth after 3 years, to the nearest dollar?')).toEqual({ places: 0 });
    expect(findAskedRounding('How long does it take? Round to the nearest tenth of an hour.')).toEqual({ places: 1 });
    expect(findAskedRounding('What is the balance, to the nearest cent?')).toEqual({ places: 2 });
    expect(findAskedRounding('Give your answer to 3 decimal places.')).toEqual({ places: 3 });
    expect(findAskedRounding('What will the population be? Round to the nearest whole person.')).toEqual({ places: 0 });
    expect(findAskedRounding('How many people live there now?')).toBeNull();
    // "the nearest town" is a place on the map, not a rounding.
    expect(findAskedRounding('Ben drives 40 miles to the nearest town at 50 mph. How long does it take?')).toBe('unread');
  });

  it('leaves a rounding it cannot follow unread', () => {
    expect(findAskedRounding('How tall is the ramp, to the nearest inch?')).toBe('unread');
    expect(findAskedRounding('Round your answer to the nearest ten.')).toBe('unread');
    expect(findAskedRounding('What is the price in cents per ounce, to the nearest cent?')).toBe('unread');
    expect(findAskedRounding('Give it to the nearest tenth, then to 2 decimal places.')).toBe('unread');
  });
});

describe('a rounding the question asks binds every reader', () => {
  it('rounds a yearly loss said "to the nearest dollar", the exact value kept in a step of its own', async () => {
    const outcome = await solved('A used car is worth $9,000 and loses 12% of its value every year. What will it be worth after 3 years, to the nearest dollar?');
    expect(outcome?.answer).toBe('6133');
    expect(outcome?.steps.at(-1)?.explanation).toMatch(/6133\.248 rounds to 6133/);
    expect(checkWordSteps(outcome!.steps).every(Boolean)).toBe(true);
  });

  it('refuses rather than show an answer unrounded in a unit it cannot place', async () => {
    expect(await solved('A used car is worth $9,000 and loses 12% of its value every year. What will it be worth after 3 years, to the nearest hundred dollars?')).toBeNull();
  });

  it('leaves an answer with no rounding asked exact', async () => {
    expect((await solved('A used car is worth $9,000 and loses 12% of its value every year. What will it be worth after 3 years?'))?.answer).toBe('6133.248');
  });
});
