import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseRightAngleWalk', () => {
  it('finds the straight-line distance from the start after two legs at right angles', () => {
    expect(answer('A boat sails 24 km west and then 7 km south. How far is it from its starting point?')).toBe('25');
    expect(answer('kim rode 6 miles east, then 8 miles north. whats the straight line distance from home')).toBe('10');
  });

  it('refuses legs along one line, a third leg, and a distance that is not from the start', () => {
    expect(answer('A boat sails 24 km west and then 7 km east. How far is it from its starting point?')).toBeNull();
    expect(answer('A boat sails 24 km west, 7 km south and 3 km east. How far is it from its starting point?')).toBeNull();
    expect(answer('A boat sails 24 km west and then 7 km south. How far did it sail in all?')).toBeNull();
  });
});
