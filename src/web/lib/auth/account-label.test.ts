import { describe, expect, it } from 'vitest';
import { accountLabel, greetingName } from './account-label';

describe('accountLabel', () => {
  it('capitalises the part of the e-mail before the @', () => {
    expect(accountLabel('jane.doe@example.com')).toBe('Jane.doe');
    expect(accountLabel('Bob@example.com')).toBe('Bob');
  });
  it('falls back to "Account" when there is nothing before the @', () => {
    expect(accountLabel('@example.com')).toBe('Account');
  });
});

describe('greetingName', () => {
  it('uses the registered name', () => {
    expect(greetingName({ email: 'jane.doe@example.com', name: 'Jane Doe' })).toBe('Jane Doe');
  });
  it('falls back to the e-mail label when the name is empty or only the default from the e-mail', () => {
    expect(greetingName({ email: 'jane.doe@example.com', name: 'jane.doe' })).toBe('Jane.doe');
    expect(greetingName({ email: 'jane.doe@example.com', name: '  ' })).toBe('Jane.doe');
  });
});
