import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkResumptivePronoun } from './resumptive-pronoun';

describe('checkResumptivePronoun', () => {
  it('drops a pronoun repeating the relative, also after "have" and "do" as main verbs (session 33)', () => {
    expectFixes((t) => checkResumptivePronoun(t), [
      ['The book that I bought it yesterday is about Cairo.', 'The book that I bought yesterday is about Cairo.'],
      ['The party that we had it last week was great.', 'The party that we had last week was great.'],
      ['The homework that they did it yesterday was easy.', 'The homework that they did yesterday was easy.'],
    ], [
      'The party that we had last week was great.',
      'The idea that we had it all was wrong.',
      'The car that I have is old.',
    ]);
  });
});
