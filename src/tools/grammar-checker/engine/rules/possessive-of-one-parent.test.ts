import { describe, it, expect } from 'vitest';
import { applyConfidentFixes } from '../combine/apply-fixes';
import { checkPossessiveOfOneParent } from './possessive-of-one-parent';

const accept = (text: string) => applyConfidentFixes(text, checkPossessiveOfOneParent(text));

describe('a parent\'s thing without its apostrophe', () => {
  it('puts the apostrophe into "my mothers car", and leaves two mothers and two objects alone', () => {
    expect(accept('I borrowed my dads laptop for the exam.')).toBe("I borrowed my dad's laptop for the exam.");
    expect(accept('Her fathers shop is closed on Sundays.')).toBe("Her father's shop is closed on Sundays.");
    for (const text of ['My mothers are both doctors.', "My mother's car is red.", 'I gave my dads money back.', 'My parents house is old.']) {
      expect(accept(text)).toBe(text);
    }
  });
});
