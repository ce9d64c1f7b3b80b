import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { authClient } from '../../../lib/auth/auth-client';
import { unwrapAuthResult } from '../../../lib/auth/auth-request-error';
import { credentialsSchema } from './credentials-schema';

export const signUpSchema = credentialsSchema.extend({ name: z.string().trim().optional() });
export type SignUpInput = z.infer<typeof signUpSchema>;

/** signed_in: a new account, ready to use. check_email: the address may already have an account; its owner got an e-mail. */
export type SignUpOutcome = 'signed_in' | 'check_email';

/**
 * POST /api/auth/sign-up/email, then sign in with the same details. The server answers sign-up alike
 * for new and taken e-mails (so nobody can test who is registered) and starts no session; signing in
 * right after works for a new account. If it does not, the address was taken: we say to check the inbox.
 * Better Auth requires a name; without one we use the e-mail's local part (the username's default).
 */
export async function signUpEmail({ email, password, name }: SignUpInput): Promise<SignUpOutcome> {
  const trimmed = email.trim();
  unwrapAuthResult(await authClient.signUp.email({ email: trimmed, password, name: name || trimmed.split('@')[0] || trimmed }));
  const signIn = await authClient.signIn.email({ email: trimmed, password });
  if (signIn.error || !signIn.data || 'twoFactorRedirect' in signIn.data) return 'check_email';
  return 'signed_in';
}

export function useSignUpEmail() {
  return useMutation({ mutationFn: signUpEmail });
}
