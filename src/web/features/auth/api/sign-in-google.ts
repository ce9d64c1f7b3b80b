import { useMutation } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth/auth-client';
import { unwrapAuthResult } from '../../../lib/auth/auth-request-error';

/** Where a Google sign-in that created the account lands: the dashboard then says "Welcome", not "Welcome back". */
export const NEW_ACCOUNT_DASHBOARD = '/dashboard?welcome=new';

/** Starts Google OAuth; the browser leaves the site and comes back to /dashboard (a new account to NEW_ACCOUNT_DASHBOARD). */
export async function signInGoogle() {
  // Remembered so the app knows how the current session was created once the redirect returns.
  localStorage.setItem('authProvider', 'google');
  return unwrapAuthResult(
    await authClient.signIn.social({
      provider: 'google',
      callbackURL: `${window.location.origin}/dashboard`,
      newUserCallbackURL: `${window.location.origin}${NEW_ACCOUNT_DASHBOARD}`,
    }),
  );
}

export function useSignInGoogle() {
  return useMutation({ mutationFn: signInGoogle });
}
