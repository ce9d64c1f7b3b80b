import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkMakePersonBareVerb } from './make-person-bare-verb';

describe('checkMakePersonBareVerb', () => {
  it('"make" + a person + "to" + verb drops "to"', () => {
    expectFixes((t) => checkMakePersonBareVerb(t), [
      ['Our coach makes the players to run ten laps.', 'Our coach makes the players run ten laps.'],
      ['The teacher made all the students to rewrite the essay.', 'The teacher made all the students rewrite the essay.'],
      ['She made Daniel to apologise to everyone.', 'She made Daniel apologise to everyone.'],
      ['The film made everyone to cry.', 'The film made everyone cry.'],
      ['The storm made us both to stay inside.', 'The storm made us both stay inside.'],
    ], [
      'We made the decision to move abroad.',
      'She made a cake to celebrate the win.',
      'She made the team to play in the final.',
      'He made some friends to talk to.',
      'The goal made the players to the final feel proud.',
      'He made an effort to listen.',
      'The players were made to run ten laps.',
    ]);
  });
});
