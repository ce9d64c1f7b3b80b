import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkAdverbAfterVerb } from './adverb-after-verb';
import { checkCollocationPatterns } from './collocation-patterns';
import { checkCompoundSubject } from './compound-subject';
import { checkQuestionWordOrder } from './question-word-order';
import { checkPronounAfterPreposition } from './pronoun-after-preposition';
import { checkTheyreTheir } from './theyre-their';

// Session 29: existing rules widened for the kinds English batch 53 missed, on our own sentences.
describe('twentieth-round rules', () => {
  it('reads "for/without/by" before a gerund as a preposition after an "X and I" object', () => {
    expectFixes(
      checkPronounAfterPreposition,
      [
        ['The manager praised Leo and I for fixing the leak so fast.', 'The manager praised Leo and me for fixing the leak so fast.'],
        ['She blamed my brother and I for breaking the vase.', 'She blamed my brother and me for breaking the vase.'],
      ],
      ['My brother and I for years shared a room.', 'Leo and I, for example, walk to work.', 'They thanked Leo and me for cooking.'],
    );
  });

  it('reads "loose" after a subject as "lose" before any determiner', () => {
    expectFixes(
      checkCollocationPatterns,
      [
        ['If they loose this match, the season is over.', 'If they lose this match, the season is over.'],
        ["I hope we don't loose these photos.", "I hope we don't lose these photos."],
      ],
      ['The dog got loose this morning.', 'Keep the knot loose that way.', 'We cut the boat loose that night.'],
    );
  });

  it('reads "there" + a plural noun closing the object of a verb as "their"', () => {
    expectFixes(
      checkTheyreTheir,
      [
        ['They parked there cars on the grass again.', 'They parked their cars on the grass again.'],
        ['The kids forgot there new boots in the hall.', 'The kids forgot their new boots in the hall.'],
      ],
      ['We lived there years ago.', 'They left there early.', 'We met there friends of ours.', 'I think there cars are too expensive.', 'They stayed there weeks at a time.', 'She put there boxes of books.', 'Did you leave there, or stay?'],
    );
  });

  it('reads a third-person verb the tagger took for a noun before "so/very" + a manner adjective', () => {
    expectFixes(
      checkAdverbAfterVerb,
      [
        ['My uncle drives so careful that we always arrive late.', 'My uncle drives so carefully that we always arrive late.'],
        ['Our teacher speaks very quiet in the mornings.', 'Our teacher speaks very quietly in the mornings.'],
      ],
      ['My uncle seems so careful that nothing goes wrong.', 'The roads get very quiet at night.', 'My uncle drives so carefully that we arrive late.', 'The team needs more careful planning.'],
    );
  });

  it('gives a reflexive pronoun in a compound subject its subject form', () => {
    expectFixes(
      checkCompoundSubject,
      [
        ['My sister and myself painted the whole flat in a weekend.', 'My sister and I painted the whole flat in a weekend.'],
        ['Myself and the other volunteers cleaned the beach.', 'The other volunteers and I cleaned the beach.'],
        ['Tom and himself have already left.', 'Tom and he have already left.'],
      ],
      ['I painted the flat myself and it took a weekend.', 'She hurt Tom and herself badly.', 'The team and I organised it ourselves.', 'We did it by ourselves and nobody helped.'],
    );
  });

  it('inverts a direct question that opens after a short address ending in a comma', () => {
    expectFixes(
      checkQuestionWordOrder,
      [
        ['Sorry, why you are leaving so early?', 'Sorry, why are you leaving so early?'],
        ['Excuse me, how I can get to the station?', 'Excuse me, how can I get to the station?'],
      ],
      ['I wonder, where can I buy one?', 'She asked me, why you are late?', 'Excuse me, where can I buy a ticket?', 'Sorry, where I live there is no bus.', 'Honestly, what I can do is limited.'],
    );
  });
});
