import { describe, expect, it } from 'vitest';
import { acceptAll } from './apply-rule.test-helper';
import { checkPerfectAfterModal } from './perfect-after-modal';

describe('checkPerfectAfterModal', () => {
  const fix = (text: string) => acceptAll((t) => checkPerfectAfterModal(t), text);
  it('puts the participle after modal + have', () => {
    expect(fix('You should have listen to me.')).toBe('You should have listened to me.');
    expect(fix('We could have call them earlier.')).toBe('We could have called them earlier.');
    expect(fix("She wouldn't have know the answer.")).toBe("She wouldn't have known the answer.");
  });
  it('leaves participles and nouns after have', () => {
    for (const text of ['You should have listened to me.', 'We should have lunch first.', 'You could have fun there.', 'They must have come early.', 'They might have work to do later.'])
      expect(fix(text)).toBe(text);
  });
});
