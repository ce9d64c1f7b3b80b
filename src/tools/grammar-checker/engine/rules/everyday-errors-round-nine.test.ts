import { describe, expect, it } from 'vitest';
import { acceptAll } from './apply-rule.test-helper';
import { checkCollocationPatterns } from './collocation-patterns';
import { checkPastTimeTense } from './past-time-tense';
import { checkPrepositionUsage } from './preposition-usage';
import { checkFutureInTimeClause } from './future-in-time-clause';
import { checkQuestionWordOrder } from './question-word-order';
import { checkTaggedNounNumber } from './tagged-noun-number';

const expectFixes = (check: Parameters<typeof acceptAll>[0], pairs: [string, string][], untouched: string[]) => {
  for (const [wrong, right] of pairs) expect(acceptAll(check, wrong)).toBe(right);
  for (const text of untouched) expect(acceptAll(check, text)).toBe(text);
};

// Issue 33, session 17: batch 20's misses (measured once, then dev), each as a general rule.
describe('ninth-round rules', () => {
  it('asks for "many" before any plural the tagger is sure of, "much" stays before mass nouns and comparatives', () => {
    expectFixes(
      checkTaggedNounNumber,
      [
        ['Much people complained about the noise.', 'Many people complained about the noise.'],
        ['There were so much tourists at the castle.', 'There were so many tourists at the castle.'],
      ],
      ['There is too much news about it.', 'We have much more books now.', 'Much of the students left.', 'There was much discussion of the results.', 'Thanks so much.'],
    );
  });

  it('puts a regular participle with a finished time into the past, and a present verb with "since" into the perfect', () => {
    expectFixes(
      checkPastTimeTense,
      [
        ['We have arrived in Seville yesterday afternoon.', 'We arrived in Seville yesterday afternoon.'],
        ['I live in this neighbourhood since 2018.', 'I have lived in this neighbourhood since 2018.'],
        ['She works here since last year.', 'She has worked here since last year.'],
      ],
      ['I have lived here since 2018.', 'I work harder since you asked.', 'I have been working since Monday.', 'We have arrived in Seville.'],
    );
  });

  it('reads "a so beautiful" as "such a beautiful", a lone "quite" after "was" as "quiet", and "well" before a time or place', () => {
    expectFixes(
      checkCollocationPatterns,
      [
        ['I have never seen a so beautiful sunset.', 'I have never seen such a beautiful sunset.'],
        ['The apartment was quite and clean.', 'The apartment was quiet and clean.'],
        ['The hall was very quite.', 'The hall was very quiet.'],
        ['She speaks Spanish very good after a year in Mexico.', 'She speaks Spanish very well after a year in Mexico.'],
      ],
      ['It was quite good.', 'I am not quite sure.', 'That is quite a lot.', 'It was quite nice and clean.', 'He is a so called expert.', 'It was a so-so movie.'],
    );
  });

  it('congratulates on something', () => {
    expectFixes(checkPrepositionUsage, [['Congratulations for your new job!', 'Congratulations on your new job!']], ['Congratulations on your new job!']);
  });

  // Batch 21's misses (measured once, then dev).
  it('continues a story told in the past after "and he/she/it" in the past, not the present', () => {
    expectFixes(
      checkPastTimeTense,
      [
        ['He was born in 1990 and he grow up in Leeds.', 'He was born in 1990 and he grew up in Leeds.'],
        ['She moved to Paris and she find a job there.', 'She moved to Paris and she found a job there.'],
      ],
      ['He is tall and he plays basketball.', 'He said that he will come and she agrees.', 'She was tired and she went home.'],
    );
  });

  it('moves the auxiliary in a direct question with the question word in the span, so no other fix lands beside it', () => {
    expectFixes(checkQuestionWordOrder, [['Where you are going?', 'Where are you going?'], ['What time you will arrive?', 'What time will you arrive?']], ['Where are you going?', 'Tell me where you are going.']);
  });

  it('puts a time clause that opens the sentence into the present when the main clause is about the future', () => {
    expectFixes(
      checkFutureInTimeClause,
      [
        ['When I will arrive, I will call you.', 'When I arrive, I will call you.'],
        ["When she will finish, we'll leave.", "When she finishes, we'll leave."],
      ],
      ["When I will be ready, I don't know.", 'When will you arrive, and what will you bring?'],
    );
  });
});
