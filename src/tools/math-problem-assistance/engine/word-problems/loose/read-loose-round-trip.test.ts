import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseRoundTrip (session 44)', () => {
  it('finds the one-way distance from two speeds and the whole time', () => {
    expect(answer("Jake drove to his grandma's house at 50 mph and came back at 40 mph. The round trip took 9 hours. How far away does his grandma live?")).toBe('200');
    expect(answer('a cyclist rode to the lake at 12 km/h and returned at 8 km/h. the whole trip took 2 hours 30 minutes. how far is the lake')).toBe('12');
  });

  it('refuses a time that is one leg’s, not the whole trip’s', () => {
    expect(answer("Jake drove to his grandma's house at 50 mph and came back at 40 mph. The trip there took 4 hours. How far away does his grandma live?")).toBeNull();
  });

  it('refuses both ways asked, and a stop on the way', () => {
    expect(answer("Jake drove to his grandma's house at 50 mph and came back at 40 mph. The round trip took 9 hours. How far did he drive in all?")).toBeNull();
    expect(answer("Jake drove to his grandma's house at 50 mph and came back at 40 mph, stopping for 1 hour. The round trip took 9 hours. How far away does his grandma live?")).toBeNull();
  });
});
