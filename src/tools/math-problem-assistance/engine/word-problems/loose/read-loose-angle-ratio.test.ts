import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseAngleRatio', () => {
  it('shares a triangle’s 180° or a quadrilateral’s 360° in the ratio', () => {
    expect(answer('The three angles of a triangle are in the ratio 1:2:3. What is the largest angle?')).toBe('90');
    expect(answer('the angles of a quadrilateral are in the ratio 3:4:5:6. find the smallest angle in degrees')).toBe('60');
  });

  it('refuses a ratio with too few terms, an ask naming no angle by size, and another number', () => {
    expect(answer('The angles of a quadrilateral are in the ratio 1:2:3. What is the largest angle?')).toBeNull();
    expect(answer('The angles of a triangle are in the ratio 1:2:3. What is the middle angle?')).toBeNull();
    expect(answer('The angles of a triangle are in the ratio 1:2:3 and one side is 5 cm. What is the largest angle?')).toBeNull();
  });
});
