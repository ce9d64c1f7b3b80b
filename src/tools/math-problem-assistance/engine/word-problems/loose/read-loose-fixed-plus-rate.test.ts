import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseProblem: a fixed amount plus a rate', () => {
  it('counts the items or periods between a fixed amount and a total', () => {
    expect(answer('A taxi charges $4 plus $2 per mile. The fare was $30. How many miles was the ride?')).toBe('13');
    expect(answer('Maya saves $20 a week. She already has $60. How many weeks until she has $300?')).toBe('12');
    expect(answer('An electrician charges a $45 call-out fee and $30 per hour. Ben paid $165. How many hours did the job take?')).toBe('4');
  });

  it('refuses a count that does not come out whole, a rate of something else, and a second price', () => {
    expect(answer('A taxi charges $4 plus $2 per mile. The fare was $31. How many miles was the ride?')).toBeNull();
    expect(answer('A taxi charges $4 plus $2 per minute. The fare was $30. How many miles was the ride?')).toBeNull();
    expect(answer('Pens cost $2 each and a bag costs $5. How many pens can you buy with $15 and a bag?')).toBeNull();
  });
});
