import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseInterestInYear', () => {
  it('takes the rate of the balance at the start of the year asked', () => {
    // Year 3 starts with 2000 × 1.05² = 2205 and earns 5% of it.
    expect(answer('A bank pays 5% interest compounded annually. Tom deposits $2,000. What is the interest earned in the third year?')).toBe('110.25');
    expect(answer('an account pays 4% interest, compounded yearly. i put in $500. how much interest do i earn during the 2nd year')).toBe('20.8');
  });

  it('refuses other compounding, simple interest, and a number with no role', () => {
    expect(answer('A bank pays 5% interest compounded quarterly. Tom deposits $2,000. How much interest does he earn in the third year?')).toBeNull();
    expect(answer('A bank pays 5% simple interest. Tom deposits $2,000. How much interest does he earn in the third year?')).toBeNull();
    expect(answer('A bank pays 5% interest compounded annually. Tom deposits $2,000 and $300. How much interest does he earn in the third year?')).toBeNull();
  });
});
