import { describe, expect, it } from 'vitest';
import { expectFixes, wouldApplyHarperFix } from './apply-rule.test-helper';
import { checkAdverbAfterVerb } from './adverb-after-verb';
import { checkConfusableWords } from './confusable-words';
import { checkIndirectQuestionOrder } from './indirect-question-order';
import { checkPastTimeTense } from './past-time-tense';
import { checkPluralPossessive } from './plural-possessive';
import { checkRelativeClauseMainVerb } from './relative-clause-main-verb';
import { checkSubjectVerbAgreement } from './subject-verb-agreement';
import { checkTooBeforeAdjective } from './too-before-adjective';

// The families a separate writer's batch 46 missed or broke, each as a general rule, on our own sentences.
describe('fifteenth-round rules', () => {
  it('keeps grammatical doubles ("had had", "that that" + noun) and a solid prefix compound from harper, but still drops a doubled conjunction', () => {
    expect(wouldApplyHarperFix('By noon the runners had had enough water.', 'had had', 'RepeatedWords', 'had')).toBe(false);
    expect(wouldApplyHarperFix('He admitted that that plan was a mistake.', 'that that', 'RedundantThat', 'that')).toBe(false);
    expect(wouldApplyHarperFix('I know that that is true.', 'that that', 'RedundantThat', 'that')).toBe(false);
    expect(wouldApplyHarperFix('She told us that that we could leave early.', 'that that', 'RedundantThat', 'that')).toBe(true);
    expect(wouldApplyHarperFix('Please sign the the form.', 'the the', 'RepeatedWords', 'the')).toBe(true);
    expect(wouldApplyHarperFix('The council plans to rewild the meadow.', 'rewild', 'SpellCheck', 're-wild', 'Spelling')).toBe(false);
  });
  it('gives "so + adjective + that" after an action verb and its object the adverb', () => {
    expectFixes(
      checkAdverbAfterVerb,
      [
        ['He read the names of the winners so quick that nobody heard them.', 'He read the names of the winners so quickly that nobody heard them.'],
        ['She spoke to the children so gentle that they calmed down.', 'She spoke to the children so gently that they calmed down.'],
      ],
      ['The instructions were so clear that everyone followed them.', 'They made the room so quiet that we slept.', 'He found the test so easy that he finished early.', 'The water looked so clear that we could see the bottom.'],
    );
  });
  it('reads "to" before an adjective after be as "too" when a time word closes the phrase', () => {
    expectFixes(
      checkTooBeforeAdjective,
      [
        ['The tea was to sweet again today.', 'The tea was too sweet again today.'],
        ['The roads are to icy now.', 'The roads are too icy now.'],
      ],
      ['The plan was to open again today.', 'Her job is to clean again tomorrow.', 'The road is too icy now.'],
    );
  });
  it('reads "then" after a degree word or linking verb and an -er comparative as "than"', () => {
    expectFixes(
      checkConfusableWords,
      [
        ['This rope is much thicker then the old one.', 'This rope is much thicker than the old one.'],
        ['The train was cheaper then a taxi.', 'The train was cheaper than a taxi.'],
      ],
      ['The meeting is over then we can go.', 'It was much colder then, in the old house.', 'We ate dinner then the film started.'],
    );
  });
  it('gives a singular subject\'s verb its -s form before a clause it reports and after a frequency adverb', () => {
    expectFixes(
      checkSubjectVerbAgreement,
      [
        ['The manager say the shop opens at nine.', 'The manager says the shop opens at nine.'],
        ['The coach think the team can win.', 'The coach thinks the team can win.'],
        ['My mother always clean the kitchen on Sundays.', 'My mother always cleans the kitchen on Sundays.'],
        ['Our teacher often correct our homework in class.', 'Our teacher often corrects our homework in class.'],
      ],
      ['The managers say the shop opens at nine.', 'My mother always keeps the kitchen clean.', 'The room is always clean.', 'My parents always correct my mistakes.'],
    );
  });
  it('reads past a time or number that labels the subject ("the 7:40 bus") after an opening finished time', () => {
    expectFixes(
      checkPastTimeTense,
      [
        ['Yesterday the 7:40 bus arrive twenty minutes late.', 'Yesterday the 7:40 bus arrived twenty minutes late.'],
        ['Last week the 42 tram break down twice.', 'Last week the 42 tram broke down twice.'],
      ],
      ['Every day the 7:40 bus arrives late.', 'Yesterday the 7:40 bus arrived late.'],
    );
  });
  it('gives "one of the …" a singular be, have or do past a relative or contact clause', () => {
    expectFixes(
      checkRelativeClauseMainVerb,
      [
        ['One of the parcels that came on Monday were opened.', 'One of the parcels that came on Monday was opened.'],
        ['Every one of the chairs we bought last year have a broken leg.', 'Every one of the chairs we bought last year has a broken leg.'],
        ['One of the nurses who work nights have left.', 'One of the nurses who work nights has left.'],
      ],
      ['One of the players who were injured is back.', 'One of the boxes we ordered has gone missing.', 'One of the men who said they were tired has gone home.', 'Most of the parcels that came on Monday were opened.'],
    );
  });
  it('reads a noun with "\'s" as a plural before a place phrase and "are", and after a verb at a clause\'s end', () => {
    expectFixes(
      checkPluralPossessive,
      [
        ["The cat's on the third floor are very noisy.", 'The cats on the third floor are very noisy.'],
        ["Our neighbour's upstairs were shouting.", 'Our neighbours upstairs were shouting.'],
        ["The students are writing essay's.", 'The students are writing essays.'],
        ["We sell candle's, soap and honey.", 'We sell candles, soap and honey.'],
      ],
      ["The cat's on the sofa.", "We had lunch at my grandma's.", "I think dinner's ready.", "We stayed at the dentist's.", "I watched tonight's.", "The cat's on the sofa and the dogs are outside."],
    );
  });
  it('moves "be" after the subject of an embedded question with an -ing verb', () => {
    expectFixes(
      checkIndirectQuestionOrder,
      [
        ['I wonder why is the washing machine leaking.', 'I wonder why the washing machine is leaking.'],
        ['Do you know where are the children playing?', 'Do you know where the children are playing?'],
      ],
      ['I wonder why the washing machine is leaking.', 'Why is the washing machine leaking?', 'Do you know who is playing tonight?'],
    );
  });
});
