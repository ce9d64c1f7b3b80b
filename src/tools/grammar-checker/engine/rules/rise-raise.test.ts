import { describe, expect, it } from 'vitest';
import { acceptAll } from './apply-rule.test-helper';
import { checkRiseRaise } from './rise-raise';

describe('checkRiseRaise', () => {
  const fix = (text: string) => acceptAll((t) => checkRiseRaise(t), text);
  it('uses "rise" when nothing is raised', () => {
    expect(fix('The temperature raised steadily during the first hour.')).toBe('The temperature rose steadily during the first hour.');
    expect(fix('Our rent raised again.')).toBe('Our rent rose again.');
  });
  it('leaves "raise" with an object, passives and reduced relatives', () => {
    for (const text of ['The company raised its prices.', 'She raised her hand.', 'He was raised by his aunt.', 'The money raised quickly went to charity.', 'The funds raised were donated.', 'The bake sale raised over £400.'])
      expect(fix(text)).toBe(text);
  });
});
