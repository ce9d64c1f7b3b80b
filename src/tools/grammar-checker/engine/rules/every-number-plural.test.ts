import { describe, expect, it } from 'vitest';
import { acceptAll } from './apply-rule.test-helper';
import { checkNumberAgreement } from './number-agreement';

// Issue 33, session 47 (batch 70): "every" before a number counts intervals, so the noun is plural.
describe('plural after "every" + number (number-agreement)', () => {
  const fix = (text: string) => acceptAll(checkNumberAgreement, text);
  it('pluralises the counted noun', () => {
    expect(fix('The temperature was measured every five minute.')).toBe('The temperature was measured every five minutes.');
    expect(fix('We change the filter every 3 month.')).toBe('We change the filter every 3 months.');
  });
  it('leaves the right forms and modifiers alone', () => {
    for (const text of ['We meet every two weeks.', 'Every two week period starts on Monday.', 'Every one counts.', 'Every day I walk.']) expect(fix(text)).toBe(text);
  });
});
