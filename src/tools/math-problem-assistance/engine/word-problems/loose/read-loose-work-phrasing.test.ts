import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('the work readers: a time asked in other words, a rounding said with its unit, a drain "going"', () => {
  it('reads them', () => {
    expect(answer('Hose A alone fills a pond in 6 hours or hose B alone in 12 hours. With both running at the same time, find the filling time in hours.')).toBe('4');
    expect(answer('Jo can rake the lawn in 3 hours. Her dad takes 4 hours to rake it. Working together, how long will it take them? Give your answer in hours to the nearest tenth.')).toBe('1.7');
    expect(answer('A tap fills a sink in 6 minutes. A drain would empty the full sink in 10 minutes. Starting empty, with the tap open and the drain going, how many minutes until the sink is full?')).toBe('15');
  });

  it('refuses a drain that is not said to be open, and a time asked that is not the job’s', () => {
    expect(answer('A tap fills a sink in 6 minutes. A drain would empty the full sink in 10 minutes. Starting empty, how many minutes until the sink is full?')).toBeNull();
    expect(answer('Hose A alone fills a pond in 6 hours or hose B alone in 12 hours. With both running at the same time, find the starting time.')).toBeNull();
  });
});
