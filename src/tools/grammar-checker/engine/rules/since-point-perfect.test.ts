import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkSincePointPerfect } from './since-point-perfect';

describe('checkSincePointPerfect', () => {
  it('a present verb with "since" + a start takes the present perfect', () => {
    expectFixes((t) => checkSincePointPerfect(t), [
      ['My sister lives in Berlin since 2015.', 'My sister has lived in Berlin since 2015.'],
      ['Our family owns this house since 1985.', 'Our family has owned this house since 1985.'],
      ['I am a teacher since 2010.', 'I have been a teacher since 2010.'],
      ['He is ill since Monday.', 'He has been ill since Monday.'],
      ["I don't see her since the wedding.", "I haven't seen her since the wedding."],
      ['The twins play in the school band since last year.', 'The twins have played in the school band since last year.'],
      ['Anna works at the bakery since March.', 'Anna has worked at the bakery since March.'],
    ], [
      'I have lived here since 2019.',
      'Since 2019 is a year I will never forget, I wrote a book about it.',
      'He works here since he needs the money.',
      'She is the best player on the team since she trains hardest.',
      'Since Monday is a holiday, the shop will be closed.',
      'It is two years since 2019.',
      'My sister lived in Berlin since 2015 until she moved.',
      'The shop opens at nine since the new manager came.',
      'She has known him since they were children.',
    ]);
  });
});
