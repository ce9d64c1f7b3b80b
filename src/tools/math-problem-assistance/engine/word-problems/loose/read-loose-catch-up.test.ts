import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseCatchUp', () => {
  it('reads a second mover who leaves later on the same road, faster', () => {
    expect(answer('A truck leaves a depot at 40 mph. A car leaves the same depot 2 hours later on the same road at 60 mph. How long will it take the car to catch up?')).toBe('4');
    expect(answer('A cyclist leaves a park at 12 km/h. Her friend leaves the same park 30 minutes later on the same path at 18 km/h. How many minutes after she leaves will she catch up?')).toBe('60');
    expect(answer('Ty left home at 7 AM jogging 6 mph. His dad left the same house half an hour later on the same trail, biking 10 mph. How many hours after he leaves will he catch up?')).toBe('0.75');
  });

  it('refuses a clock time or a distance asked, and a slower second mover', () => {
    expect(answer('Ty left home at 7 AM jogging 6 mph. His dad left the same house an hour later on the same trail, biking 10 mph. At what time will he catch up?')).toBeNull();
    expect(answer('A truck leaves a depot at 40 mph. A car leaves the same depot 2 hours later on the same road at 60 mph. How far from the depot will the car catch up?')).toBeNull();
    expect(answer('A truck leaves a depot at 60 mph. A car leaves the same depot 2 hours later on the same road at 40 mph. How long will it take the car to catch up?')).toBeNull();
  });
});

describe('the second mover named by its order in the question (session 44)', () => {
  it('reads "how long after the second car leaves will it catch up"', () => {
    expect(answer('A car leaves town at 45 mph. Two hours later a second car leaves from the same place going 60 mph in the same direction. How long after the second car leaves will it catch up?')).toBe('6');
  });

  it('refuses the time counted from the first car', () => {
    expect(answer('A car leaves town at 45 mph. Two hours later a second car leaves from the same place going 60 mph in the same direction. How long after the first car leaves will it catch up?')).toBeNull();
  });
});
