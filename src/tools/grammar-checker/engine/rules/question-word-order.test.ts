import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkQuestionWordOrder } from './question-word-order';

describe('checkQuestionWordOrder after a linking word', () => {
  it('puts the auxiliary first after "So/And/But" + why/where', () => {
    expectFixes(
      checkQuestionWordOrder,
      [
        ['So where you are moving to?', 'So where are you moving to?'],
        ['And why they are late again?', 'And why are they late again?'],
      ],
      [
        'So where are you moving to?',
        'But when we are in possession of these products are we really living a dream?',
        'So why we are here, is that what you ask?',
        'And where we live now, can we keep a dog?',
        'So what you are saying is that we lose?',
        'So when you are ready, call me.',
        'And why they left is still a mystery.',
        'So When Harry Met Sally is your favourite film?',
      ],
    );
  });
});

describe('checkQuestionWordOrder with a noun subject (session 37)', () => {
  it('puts "be" or a modal before "the/your + noun"', () => {
    expectFixes(
      checkQuestionWordOrder,
      [
        ['Why your brother is laughing so loudly?', 'Why is your brother laughing so loudly?'],
        ['Where the new teacher is living now?', 'Where is the new teacher living now?'],
      ],
      ['Why is your brother laughing so loudly?', 'Why your brother is laughing is a mystery.', 'Where the bus stops, is there a shelter?'],
    );
  });
});
