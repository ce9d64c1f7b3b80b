import { useMutation } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth/auth-client';
import { unwrapAuthResult } from '../../../lib/auth/auth-request-error';
import type { Credentials } from './credentials-schema';

/** POST /api/auth/sign-in/email */
export async function signInEmail({ email, password }: Credentials) {
  return unwrapAuthResult(await authClient.signIn.email({ email: email.trim(), password }));
}

export function useSignInEmail() {
  return useMutation({ mutationFn: signInEmail });
}
