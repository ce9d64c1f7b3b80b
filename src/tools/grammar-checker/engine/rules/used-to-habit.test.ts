import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkUsedToHabit } from './used-to-habit';

describe('checkUsedToHabit', () => {
  it('"use to" + a plain verb after the subject opening its clause is the past habit "used to"', () => {
    expectFixes((t) => checkUsedToHabit(t), [
      ['My grandfather use to repair watches in a tiny shop.', 'My grandfather used to repair watches in a tiny shop.'],
      ['When I was a kid, I use to collect stamps.', 'When I was a kid, I used to collect stamps.'],
      ['She use to live in Leeds.', 'She used to live in Leeds.'],
      ['Anna use to sing in a choir.', 'Anna used to sing in a choir.'],
    ], [
      'Someone has stolen the tablet that we use to program the robots.',
      'Have you got an order number that I can use to find your purchase?',
      'This is the pan I use to fry eggs.',
      "I didn't use to like olives.",
      'Did she use to work here?',
      'My grandfather used to repair watches.',
      'We use tools to repair watches.',
    ]);
  });
});
