import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkProfessionArticle } from './profession-article';

describe('profession article after "work … as" with a place phrase between (work-as-phrase.ts)', () => {
  it('"works in a hospital as doctor" → "as a doctor"; other uses of "as" stay', () => {
    expectFixes((t) => checkProfessionArticle(t), [
      ['My aunt works at a bank in Leeds as accountant.', 'My aunt works at a bank in Leeds as an accountant.'],
      ['He worked for a small company as programmer and then moved.', 'He worked for a small company as a programmer and then moved.'],
      ['I work as nurse.', 'I work as a nurse.'],
    ], [
      'My aunt works at a bank as an accountant.',
      'She worked in the garden as the sun set.',
      'He spoke as doctor and friend at once.',
      'They work hard as students.',
    ]);
  });
});
