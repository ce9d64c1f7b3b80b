import { describe, expect, it } from 'vitest';
import { type HarperLint } from '../workers/engine-workers';
import { isBeAfterPossessive } from './possessive-before-be';

function singleBe(text: string, be: string): HarperLint {
  const start = text.lastIndexOf(` ${be} `);
  return { rule: 'SingleBe', kind: 'Grammar', start, end: start + be.length + 1, message: '', suggestions: [{ kind: 1, text: '' }] };
}

describe('a "be" after a noun\'s "\'s"', () => {
  it('keeps the verb after a possessive standing for its noun or a stray apostrophe', () => {
    expect(isBeAfterPossessive('Of the three quotes, the family firm\'s was the cheapest by far.', singleBe('Of the three quotes, the family firm\'s was the cheapest by far.', 'was'))).toBe(true);
    expect(isBeAfterPossessive('Fresh bagel\'s are available every morning.', singleBe('Fresh bagel\'s are available every morning.', 'are'))).toBe(true);
    expect(isBeAfterPossessive('My car is old but Anna\'s is new.', singleBe('My car is old but Anna\'s is new.', 'is'))).toBe(true);
  });

  it('still drops a doubled "be" after a pronoun or "there/that/what\'s"', () => {
    expect(isBeAfterPossessive('He\'s is coming later.', singleBe('He\'s is coming later.', 'is'))).toBe(false);
    expect(isBeAfterPossessive('There\'s is a problem.', singleBe('There\'s is a problem.', 'is'))).toBe(false);
    expect(isBeAfterPossessive('That\'s was the plan.', singleBe('That\'s was the plan.', 'was'))).toBe(false);
  });

  it('leaves other harper rules to the rest', () => {
    const text = 'The firm\'s was cheap.';
    expect(isBeAfterPossessive(text, { ...singleBe(text, 'was'), rule: 'SpellCheck' })).toBe(false);
  });
});
