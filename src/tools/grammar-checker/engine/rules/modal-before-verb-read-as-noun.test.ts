import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkModalBeforeVerbReadAsNoun } from './modal-before-verb-read-as-noun';

describe('checkModalBeforeVerbReadAsNoun', () => {
  it('mends an -s verb the tagger read as a noun after a modal', () => {
    expectFixes((t) => checkModalBeforeVerbReadAsNoun(t), [
      ['My sister can types faster than me.', 'My sister can type faster than me.'],
      ['Our coach can rows very fast.', 'Our coach can row very fast.'],
    ], [
      'My brother can cook better than our mother.',
      'She will find the files on the desk.',
      'Recycling bins and paint cans must be emptied.',
      'Will prices rise next year?',
      'You can pick up your keys at reception.',
      'The tin can lids are in the drawer.',
      'The paint can lids in the garage are rusty.',
    ]);
  });
});
