import { describe, expect, it } from 'vitest';
import { expectFixes, wouldApplyHarperFix } from './apply-rule.test-helper';
import { checkAdverbAfterVerb } from './adverb-after-verb';
import { checkBePlusVerb } from './be-plus-verb';
import { checkCompoundSubject } from './compound-subject';
import { checkIndefiniteSubjectAgreement } from './indefinite-subject-agreement';
import { checkIndirectQuestionOrder } from './indirect-question-order';
import { checkLinkingVerbAdjective } from './linking-verb-adjective';
import { checkPhrasePatterns } from './phrase-patterns';
import { checkPronounAfterPreposition } from './pronoun-after-preposition';
import { checkResumptivePronoun } from './resumptive-pronoun';
import { checkSubjectVerbAgreement } from './subject-verb-agreement';
import { checkThereIsAgreement } from './there-is-agreement';

// The families a separate writer's batch 47 missed or broke, each as a general rule, on our own sentences.
describe('sixteenth-round rules', () => {
  it('keeps a known word with a regular ending the dictionary lacks, and the second half of a hyphenated compound, from harper', () => {
    expect(wouldApplyHarperFix('We spent the afternoon bouldering at the quarry.', 'bouldering', 'SpellCheck', 'mouldering', 'Spelling')).toBe(false);
    expect(wouldApplyHarperFix('The gardeners were composting all the leaves.', 'composting', 'SpellCheck', 'posting', 'Spelling')).toBe(false);
    // A slip that keeps its first letter is still mended.
    expect(wouldApplyHarperFix('Sorry, I am runing ten minutes behind.', 'runing', 'SpellCheck', 'running', 'Spelling')).toBe(true);
    expect(wouldApplyHarperFix('The hotel has a self-checkin kiosk.', 'checkin', 'PhrasalVerbAsCompoundNoun', 'check in', 'Style')).toBe(false);
  });
  it('reads a hyphenated compound inside the subject, so its head still agrees with the verb', () => {
    expectFixes(
      checkSubjectVerbAgreement,
      [
        ['The self-service kiosk in the lobby don\'t print receipts.', 'The self-service kiosk in the lobby doesn\'t print receipts.'],
        ['The part-time cooks has asked for a new rota.', 'The part-time cooks have asked for a new rota.'],
      ],
      ['The self-service kiosks in the lobby don\'t print receipts.', 'The part-time cook has asked for a new rota.'],
    );
  });
  it('reads "the X\'s noun" as one subject before "and"', () => {
    expectFixes(
      checkCompoundSubject,
      [
        ['The club\'s treasurer and the secretary was both re-elected.', 'The club\'s treasurer and the secretary were both re-elected.'],
        ['The shop\'s owner and her son runs the stall on Saturdays.', 'The shop\'s owner and her son run the stall on Saturdays.'],
      ],
      ['The team\'s captain and top scorer is Amira.', 'The club\'s treasurer and the secretary were both re-elected.'],
    );
  });
  it('gives "one of them" / "each of us" a singular verb', () => {
    expectFixes(
      checkIndefiniteSubjectAgreement,
      [
        ['I have three cousins, and one of them play the cello.', 'I have three cousins, and one of them plays the cello.'],
        ['Each of us have a locker by the door.', 'Each of us has a locker by the door.'],
      ],
      ['I asked one of them to help.', 'One of them plays the cello.', 'One of these work shirts is torn.'],
    );
  });
  it('gives an uncountable noun after "not enough"/"not much" a singular "there was"', () => {
    expectFixes(
      checkThereIsAgreement,
      [
        ['We stayed indoors because there were not enough sunshine.', 'We stayed indoors because there was not enough sunshine.'],
        ['There are not much interest in the evening class.', 'There is not much interest in the evening class.'],
      ],
      ['There were not enough chairs for the guests.', 'There are not enough light switches in the hall.', 'There was not enough fuel.'],
    );
  });
  it('gives a negated passive of an arrangement or a rule its participle', () => {
    expectFixes(
      checkBePlusVerb,
      [
        ['Towels are not include in the room rate.', 'Towels are not included in the room rate.'],
        ['The parking fee was not charge on Sundays.', 'The parking fee was not charged on Sundays.'],
      ],
      ['The problem is not require of us.', 'The towels are not included in the room rate.'],
    );
  });
  it('gives "badly" after a sense verb its adjective only when the clause ends on it', () => {
    expectFixes(
      checkLinkingVerbAdjective,
      [['The milk in the staff fridge smelt badly.', 'The milk in the staff fridge smelt bad.']],
      ['The choir sounded badly out of tune.', 'The soup smells strongly of garlic.'],
    );
  });
  it('gives the adverb after a phrasal verb with its pronoun object', () => {
    expectFixes(
      checkAdverbAfterVerb,
      [
        ['When the alarm went off, we shut it down immediate.', 'When the alarm went off, we shut it down immediately.'],
        ['Please put them away careful.', 'Please put them away carefully.'],
      ],
      ['Turn it up loud.', 'Cut it up small.', 'We switched it off immediately.'],
    );
  });
  it('puts a passive in an embedded question into statement order', () => {
    expectFixes(
      checkIndirectQuestionOrder,
      [
        ['Nobody could tell us how were the prizes chosen.', 'Nobody could tell us how the prizes were chosen.'],
        ['I wonder why were the windows painted shut.', 'I wonder why the windows were painted shut.'],
      ],
      ['I know what was the problem discussed.', 'I wonder why the windows were painted shut.'],
    );
  });
  it('gives "and I" before a wh-clause after show, tell or ask the object form', () => {
    expectFixes(
      checkPronounAfterPreposition,
      [
        ['The ranger told my brother and I where the path began.', 'The ranger told my brother and me where the path began.'],
        ['She taught Omar and I how to splice a rope.', 'She taught Omar and me how to splice a rope.'],
      ],
      ['We told Tom and I think he agreed.', 'My brother and I know where the path begins.'],
    );
  });
  it('makes "at all time" plural', () => {
    expectFixes(
      checkPhrasePatterns,
      [['Keep the gate closed at all time, please.', 'Keep the gate closed at all times, please.']],
      ['House prices are at all time highs.', 'Keep the gate closed at all times.'],
    );
  });
  it('drops a pronoun that repeats the relative pronoun as the object', () => {
    expectFixes(
      checkResumptivePronoun,
      [
        ['The jacket that I ordered it last week has not arrived.', 'The jacket that I ordered last week has not arrived.'],
        ['The nurse who we thanked her yesterday works nights.', 'The nurse who we thanked yesterday works nights.'],
      ],
      [
        'The drawer that I keep it in is stuck.',
        'I told the manager that I sent it yesterday.',
        'The book that I lent them last week was new.',
        'The idea that we sold it was absurd.',
        'It was such a mess that I cleaned it today.',
        'The day that I met them was sunny.',
      ],
    );
  });
});
