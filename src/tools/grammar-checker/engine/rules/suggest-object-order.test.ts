import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkSuggestObjectOrder } from './suggest-object-order';

describe('the person after "suggest" and "recommend"', () => {
  it('moves the person after the thing with "to", and leaves longer or timed phrases alone', () => {
    expectFixes(
      checkSuggestObjectOrder,
      [
        ['My tutor recommended me a useful website.', 'My tutor recommended a useful website to me.'],
        ['Can you suggest us a cheap hotel?', 'Can you suggest a cheap hotel to us?'],
      ],
      ['He suggested them a week ago.', 'I suggested them the idea yesterday.', 'She recommended me to the manager.', 'He suggested a good book to me.', 'They recommended us a hotel that was closed.'],
    );
  });
});
