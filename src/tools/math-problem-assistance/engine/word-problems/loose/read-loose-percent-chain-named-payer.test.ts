import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

// Session 45: "How much does Priyanka pay" asks the end of the chain as "how much do you pay" does.
describe('readLoosePercentChain, the payer named', () => {
  it('reads the price after the changes in turn', () => {
    expect(answer('Hiking boots are marked $125. In a clearance sale the price is cut 30%, and then the store takes an extra 10% off the sale price. Sales tax of 8% is added at the register. How much does Priyanka pay, in dollars?')).toBe('85.05');
  });

  it('still refuses changes whose order the story does not say', () => {
    expect(answer('Hiking boots are marked $125. They are 30% off and there is 8% sales tax. How much does Priyanka save?')).toBeNull();
  });
});
