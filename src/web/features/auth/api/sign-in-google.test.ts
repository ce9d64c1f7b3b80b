// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

const social = vi.fn(async (_options: unknown) => ({ data: { url: 'https://accounts.google.com/o/oauth2' }, error: null }));
vi.mock('../../../lib/auth/auth-client', () => ({ authClient: { signIn: { social } } }));

// One module cache per worker in the unit project: load this module afresh, against the mock.
vi.resetModules();
const { NEW_ACCOUNT_DASHBOARD, signInGoogle } = await import('./sign-in-google');

afterEach(() => social.mockClear());

describe('signInGoogle', () => {
  it('sends a new account to the dashboard that says "Welcome", and a returning one to the usual dashboard', async () => {
    await signInGoogle();
    const options = social.mock.calls[0]![0] as { callbackURL: string; newUserCallbackURL: string };
    expect(options.callbackURL).toBe(`${window.location.origin}/dashboard`);
    expect(options.newUserCallbackURL).toBe(`${window.location.origin}${NEW_ACCOUNT_DASHBOARD}`);
    expect(NEW_ACCOUNT_DASHBOARD).toBe('/dashboard?welcome=new');
  });
});
