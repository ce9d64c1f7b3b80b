import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkCollocationPatterns } from './collocation-patterns';
import { checkComparativeForms } from './comparative-forms';
import { checkPastTimeTense } from './past-time-tense';
import { checkTheNumberOfAgreement } from './the-number-of-agreement';

// Issue 33, session 18: batch 25's misses (measured once, then dev), each as a general rule.
describe('tenth-round rules', () => {
  it('agrees "the number of …" with a singular verb across a participle phrase, but not "a number of" or a clause of its own', () => {
    expectFixes(
      checkTheNumberOfAgreement,
      [
        ['The number of students applying to medical school have increased sharply this year.', 'The number of students applying to medical school has increased sharply this year.'],
        ['The number of people living alone are rising.', 'The number of people living alone is rising.'],
      ],
      ['A number of students have applied.', 'The number of students who have applied is high.', 'The number of visitors, they say, has doubled.'],
    );
  });

  it('reads "the most fast" as "the fastest" and "the worse day of my life" as "the worst"', () => {
    expectFixes(checkComparativeForms, [['This is the most fast way to get there.', 'This is the fastest way to get there.']], ['This is the fast way.', 'Most fast food is cheap.']);
    expectFixes(
      checkCollocationPatterns,
      [['It was the worse day of my entire life.', 'It was the worst day of my entire life.']],
      ['It was the worse of the two options.', 'Things got worse of late.', 'The weather was worse than the year before.'],
    );
  });

  it('reads "I\'m living here since 2019" as the perfect, keeping the contraction', () => {
    expectFixes(
      checkPastTimeTense,
      [
        ["I'm living in Madrid since 2019 and I love the food here.", "I've been living in Madrid since 2019 and I love the food here."],
        ["She's working at the bank since March.", "She's been working at the bank since March."],
      ],
      ["I've been living in Madrid since 2019.", "I'm living in Madrid now.", "She's working late since you asked."],
    );
  });
});

