import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkTheirForThere } from './their-for-there';

describe('checkTheirForThere', () => {
  it('"their" with no noun after a word of place is "there"', () => {
    expectFixes((t) => checkTheirForThere(t), [
      ['Leave the boxes over their, please.', 'Leave the boxes over there, please.'],
      ['We stayed their for a week.', 'We stayed there for a week.'],
      ['I left my umbrella their yesterday.', 'I left my umbrella there yesterday.'],
      ['She went up their when the bell rang.', 'She went up there when the bell rang.'],
      ['Sit over their and wait for me.', 'Sit over there and wait for me.'],
    ], [
      'They put their coats over their chairs.',
      'The children left their bags in their lockers.',
      'I think they liked their.',
      'It was done in their and our interest.',
      'We stayed in their and my flat.',
      'She lives there because it is quiet.',
      'The decision was their own.',
    ]);
  });
});
