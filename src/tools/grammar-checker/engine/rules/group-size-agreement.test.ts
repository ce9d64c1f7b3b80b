import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkGroupSizeAgreement } from './group-size-agreement';

describe('a group and its size', () => {
  it('makes the verb singular before a size, and keeps a plural verb about the members', () => {
    expectFixes(
      checkGroupSizeAgreement,
      [
        ['Our class are quite small this year.', 'Our class is quite small this year.'],
        ['His family were huge, so the wedding was long.', 'His family was huge, so the wedding was long.'],
      ],
      ['My family are all left-handed.', 'My family are very big fans of rugby.', 'The team are small in number but loud.'],
    );
  });
});
