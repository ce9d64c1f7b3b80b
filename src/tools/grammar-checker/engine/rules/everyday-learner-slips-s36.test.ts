import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkEverydayLearnerSlips } from './everyday-learner-slips';

// Session 36: families English batch 60 (a separate writer's) missed, each as a general rule, on sentences of our own.
describe('everyday learner slips, session 36', () => {
  it('mends "terrible in doing", "describes about", "it\'s" before a plural noun and its verb, and "-ed" for a thing', () => {
    expectFixes(
      checkEverydayLearnerSlips,
      [
        ['My sister is terrible in remembering names.', 'My sister is terrible at remembering names.'],
        ['He was very good in cooking pasta.', 'He was very good at cooking pasta.'],
        ['The report describes about the new process.', 'The report describes the new process.'],
        ["The firm said that it's sales had doubled.", 'The firm said that its sales had doubled.'],
        ['The film about old trains was fascinated, and we stayed to the end.', 'The film about old trains was fascinating, and we stayed to the end.'],
        ['This lecture was so bored.', 'This lecture was so boring.'],
        ['We slept at Tomas house last night.', "We slept at Tomas's house last night."],
        ['My father says that the life was much harder in the village.', 'My father says that life was much harder in the village.'],
        ['We stayed at Maria house for a week.', "We stayed at Maria's house for a week."],
      ],
      [
        'She is good in many ways.',
        'He is interested in cooking.',
        'The book describes how it works.',
        "It's friends who matter most.",
        "It's days like these that count.",
        'The film about people who were bored, and it showed.',
        'The film was interesting.',
        'My sister was bored, and she left.',
        'The team was excited, and so were we.',
        'We met at Clarence House in London.',
        'She lives at Rose house now.',
        'House prices fell from London house prices last year.',
        'The lecture was interested in nothing.',
        'They stayed at the house.',
        'The life of a nurse was hard.',
        'The life he led was hard.',
        'She said that the life was too short for the battery to last.',
        'The battery is fine, but the life was much shorter than promised.',
      ],
    );
  });
  it('second round: "keen in", "included in a price", "enter in the room", "on the strike", generic "the happiness comes"', () => {
    expectFixes(
      checkEverydayLearnerSlips,
      [
        ['Our cousin is very keen in learning to sail.', 'Our cousin is very keen on learning to sail.'],
        ['Parking is included in a price of the ticket.', 'Parking is included in the price of the ticket.'],
        ['You may enter in the building after nine.', 'You may enter the building after nine.'],
        ['The train drivers were on the strike again.', 'The train drivers were on strike again.'],
        ['My teacher says that the happiness comes from good friends.', 'My teacher says that happiness comes from good friends.'],
      ],
      [
        'She has a keen interest in sailing.',
        'He is keen in some ways.',
        'Please enter in the form your full name.',
        'Enter in the box below.',
        'The report on the strike was long.',
        'They were on the strike committee.',
        'We commented on the strike.',
        'The article was on the strike.',
        'The happiness of the children comes first.',
        'The happiness she felt comes back to her.',
        'Breakfast is included in the price.',
      ],
    );
  });
});
