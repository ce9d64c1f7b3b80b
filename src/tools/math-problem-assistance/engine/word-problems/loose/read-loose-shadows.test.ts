import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseProblem: shadows at the same time', () => {
  it('reads a height or a shadow from a pair said together', () => {
    expect(answer('A 6-foot man casts a 4-foot shadow. At the same time, how long is the shadow of a 15-foot tree?')).toBe('10');
    expect(answer('A fence post 2 m tall casts a shadow 3 m long. At the same moment a tower casts a shadow of 45 m. How tall is the tower?')).toBe('30');
    expect(answer('A 12 ft lamp post casts a 9 ft shadow. A nearby tree casts a 21 ft shadow at the same time. What is the height of the tree?')).toBe('28');
  });

  it('refuses two units, a fourth length and a question about neither', () => {
    expect(answer('A 6-foot man casts a 4-foot shadow. How long is the shadow of a 180 cm boy?')).toBeNull();
    expect(answer('A 6 foot man casts a 4 foot shadow at 3 pm. A tree casts a 10 foot shadow at 4 pm. How tall is the tree?')).toBeNull();
    expect(answer('A 6 foot man casts a 4 foot shadow. A tree casts a 10 foot shadow. How far apart are they?')).toBeNull();
  });
});
