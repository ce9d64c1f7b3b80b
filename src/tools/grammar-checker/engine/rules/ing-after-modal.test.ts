import { describe, expect, it } from 'vitest';
import { acceptAll } from './apply-rule.test-helper';
import { checkIngAfterModal } from './ing-after-modal';

describe('checkIngAfterModal', () => {
  const fix = (text: string) => acceptAll((t) => checkIngAfterModal(t), text);
  it('puts the bare verb after a modal', () => {
    expect(fix('We must leaving before six.')).toBe('We must leave before six.');
    expect(fix('I will not going to the party.')).toBe('I will not go to the party.');
  });
  it('leaves "be" + -ing and -ing nouns', () => {
    for (const text of ['We must be leaving soon.', 'I will be going home.', 'His will was clear.', 'You can do the shopping.']) expect(fix(text)).toBe(text);
  });
});
