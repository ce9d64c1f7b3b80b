import { useMutation } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth/auth-client';
import { unwrapAuthResult } from '../../../lib/auth/auth-request-error';

/** Starts Google OAuth; the browser leaves the site and comes back to /dashboard. */
export async function signInGoogle() {
  // Remembered so the app knows how the current session was created once the redirect returns.
  localStorage.setItem('authProvider', 'google');
  return unwrapAuthResult(
    await authClient.signIn.social({ provider: 'google', callbackURL: `${window.location.origin}/dashboard` }),
  );
}

export function useSignInGoogle() {
  return useMutation({ mutationFn: signInGoogle });
}
