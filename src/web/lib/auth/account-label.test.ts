import { describe, expect, it } from 'vitest';
import { accountLabel } from './account-label';

describe('accountLabel', () => {
  it('capitalises the part of the e-mail before the @', () => {
    expect(accountLabel('jane.doe@example.com')).toBe('Jane.doe');
    expect(accountLabel('Bob@example.com')).toBe('Bob');
  });
  it('falls back to "Account" when there is nothing before the @', () => {
    expect(accountLabel('@example.com')).toBe('Account');
  });
});
