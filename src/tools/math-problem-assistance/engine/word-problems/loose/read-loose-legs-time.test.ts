import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseLegsTime', () => {
  it('adds the times of the first part and the rest', () => {
    expect(answer('Ari runs a 10 km race. He runs the first 4 km at 12 km/h and the rest of the race at 10 km/h. What is his finishing time in minutes?')).toBe('56');
    expect(answer('a 30 mile bike ride: she rides the first 12 miles at 16 mph and the rest at 12 mph. how long does the ride take in hours')).toBe('2.25');
  });

  it("refuses one part's time asked, a first part longer than the whole, units that differ, and a number with no part", () => {
    expect(answer('Ari runs a 10 km race. He runs the first 4 km at 12 km/h and the rest of the race at 10 km/h. How long does the first part take in minutes?')).toBeNull();
    expect(answer('Ari runs a 10 km race. He runs the first 14 km at 12 km/h and the rest of the race at 10 km/h. What is his finishing time in minutes?')).toBeNull();
    expect(answer('Ari runs a 10 km race. He runs the first 4 km at 12 mph and the rest of the race at 10 mph. What is his finishing time in minutes?')).toBeNull();
    expect(answer('Ari runs a 10 km race. He runs the first 4 km at 12 km/h, rests 5 minutes, and runs the rest of the race at 10 km/h. What is his finishing time in minutes?')).toBeNull();
  });
});
