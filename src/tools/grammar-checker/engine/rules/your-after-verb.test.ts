import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkYourAfterVerb } from './your-after-verb';

describe('"you\'re" for "your" after a verb', () => {
  it('asks for "your" before a thing given, and leaves "you are" alone', () => {
    expectFixes(
      checkYourAfterVerb,
      [
        ["We loved you're presentation on volcanoes.", 'We loved your presentation on volcanoes.'],
        ["Thanks for you're quick reply.", 'Thanks for your quick reply.'],
      ],
      ["I like that you're kind to everyone.", "I'm glad you're kind.", "Thank you for your help."],
    );
  });
});
