import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseLegsDistance', () => {
  it('adds the legs of a trip, each a time at a speed', () => {
    expect(answer('Maria drove 3 hours at 55 mph and then 2 hours at 65 mph. How far did she drive in all?')).toBe('295');
    expect(answer('he rode at 12 km/h for 45 minutes, then at 9 km/h for 2 hours. how many km did he ride in total')).toBe('27');
  });

  it("refuses speeds in two units, one leg's distance asked, and a number that is no leg's", () => {
    expect(answer('Maria drove 3 hours at 55 mph and then 2 hours at 65 km/h. How far did she drive in all?')).toBeNull();
    expect(answer('Maria drove 3 hours at 55 mph and then 2 hours at 65 mph. How far did she drive in the second part?')).toBeNull();
    expect(answer('Maria drove 3 hours at 55 mph, stopped for 30 minutes, and then drove 2 hours at 65 mph. How far did she drive in all?')).toBeNull();
  });

  // GSM8K dev (gsm8k-test-1008) read as one trip in two legs answered 670, the two trips' sum.
  it('refuses two travellers, and a comparison of their distances', () => {
    expect(answer('Matteo traveled at 55 miles per hour for 4 hours. Shandy traveled at 45 miles per hour for 10 hours. How many miles farther did Shandy drive than Matteo?')).toBeNull();
    expect(answer('Matteo traveled at 55 miles per hour for 4 hours. Shandy traveled at 45 miles per hour for 10 hours. How far did they travel in all?')).toBeNull();
  });
});
