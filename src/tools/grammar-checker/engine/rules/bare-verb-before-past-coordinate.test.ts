import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkBareVerbBeforePastCoordinate } from './bare-verb-before-past-coordinate';

describe('checkBareVerbBeforePastCoordinate', () => {
  it('a bare verb joined by "and" to a past verb of the same subject is past', () => {
    expectFixes((t) => checkBareVerbBeforePastCoordinate(t), [
      ['After lunch my sister wash the dishes and dried them.', 'After lunch my sister washed the dishes and dried them.'],
      ['We book a table and then walked to the restaurant.', 'We booked a table and then walked to the restaurant.'],
      ['My aunt call us and asked about the trip.', 'My aunt called us and asked about the trip.'],
      ['Yesterday, Tom clean his room and then went out.', 'Yesterday, Tom cleaned his room and then went out.'],
    ], [
      'I saw the kids play and then went home.',
      'She loves jazz and learned the sax at school.',
      'We book a table and walk to the restaurant.',
      'They wash the car and dry it every Sunday.',
      'My sister washed the dishes and dried them.',
      'I watched him fix the fence and then painted the shed.',
      'We live in Leeds and moved here in 2019.',
    ]);
  });
});
