import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseWorkRates', () => {
  it('adds the rates of workers together, a drain taking its share away', () => {
    expect(answer('Tap A fills a tub in 12 minutes and tap B fills it in 6 minutes. With both taps on, how many seconds does it take to fill the tub?')).toBe('240');
    expect(answer('A pump can fill a tank in 4 hours, but a leak empties it in 12 hours. If the pump is on and the leak is open, how many hours does it take to fill the tank?')).toBe('6');
    expect(answer('Ann can mow a field in 2 hours, Bo can mow it in 3 hours and Cy can mow it in 6 hours. If all three work together, how long does it take in hours?')).toBe('1');
  });

  it('lets one worker start alone and asks the time after the others join', () => {
    expect(answer('Kai can paint a fence in 6 hours and Lea can paint it in 3 hours. Kai works alone for 2 hours, then Lea joins him. How many more hours do they need to finish?')).toBe('4/3');
  });

  it('refuses a head start with no "more" asked, a drain that wins, and a time with no role', () => {
    expect(answer('Kai can paint a fence in 6 hours and Lea can paint it in 3 hours. Kai works alone for 2 hours, then Lea joins him. How many hours does the job take?')).toBeNull();
    expect(answer('A pump can fill a tank in 12 hours, but a leak empties it in 4 hours. If the pump is on and the leak is open, how many hours does it take to fill the tank?')).toBeNull();
    expect(answer('Tap A fills a tub in 12 minutes and tap B fills it in 6 minutes. Both taps are on for 3 minutes. How many minutes does it take to fill the tub?')).toBeNull();
    expect(answer('A hose fills a pool in 3 hours and a second hose fills it in 6 hours. How long with both hoses to fill three pools?')).toBeNull();
  });
});

describe('readLooseWorkRates: wordings of session 43', () => {
  it('reads a drain left open, a list of times with one unit, a second worker "opened too", and pumps that empty', () => {
    expect(answer('A tap fills a sink in 6 minutes and the drain empties it in 10 minutes. If the tap is on while the drain is left open, how many minutes until the sink is full?')).toBe('15');
    expect(answer('Three painters can each paint a house alone in 6, 12 and 12 days. How many days will it take if all three work together?')).toBe('3');
    expect(answer('Hose A can fill a tank in 6 hours and hose B can fill it in 3 hours. Hose A is opened alone for 3 hours, and then hose B is opened too. How many more hours will it take to fill the tank?')).toBe('1');
    expect(answer('A big pump can empty a pond in 4 hours and a small pump can empty it in 12 hours. The big pump runs by itself for 1 hour, and then the small pump is turned on too. How many more hours until the pond is empty?')).toBe('2.25');
  });

  it('refuses a list whose count is not the workers, and a head start with the whole time asked', () => {
    expect(answer('Four workers can each finish a job alone in 4, 6 and 12 days. How many days will it take if they work together?')).toBeNull();
    expect(answer('Hose A can fill a tank in 6 hours and hose B can fill it in 3 hours. Hose A is opened alone for 3 hours, and then hose B is opened too. How many hours does filling the tank take?')).toBeNull();
  });
});
