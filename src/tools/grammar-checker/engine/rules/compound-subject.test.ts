import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkCompoundSubject } from './compound-subject';

describe('checkCompoundSubject: a verb the tagger read as a noun (session 28)', () => {
  it('reads a dictionary verb after "Her and her brother" as the verb, so the pronoun takes the subject case', () => {
    expectFixes(
      checkCompoundSubject,
      [
        ['Him and his sister cycle to school.', 'He and his sister cycle to school.'],
        ['Her and her cousin volunteer at the library on Saturdays.', 'She and her cousin volunteer at the library on Saturdays.'],
      ],
      [
        'He and his sister cycle to school.',
        'I saw her and her cousin at the library.',
        'Between him and his sister there was no secret.',
      ],
    );
  });
});

describe('checkCompoundSubject: a name after the pronoun keeps its capital (batch 67)', () => {
  it('writes "He and Jenny", not "He and jenny"', () => {
    expectFixes(
      checkCompoundSubject,
      [
        ['Him and Jenny won the pairs prize at the quilt show.', 'He and Jenny won the pairs prize at the quilt show.'],
        ['Me and Jenny won the pairs prize.', 'Jenny and I won the pairs prize.'],
        ['My sister and me won the pairs prize.', 'My sister and I won the pairs prize.'],
      ],
      ['He and Jenny won the pairs prize at the quilt show.', 'The judges gave him and Jenny the pairs prize.'],
    );
  });
});
