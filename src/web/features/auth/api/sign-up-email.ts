import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { authClient } from '../../../lib/auth/auth-client';
import { unwrapAuthResult } from '../../../lib/auth/auth-request-error';
import { fetchSession } from '../../../lib/auth/session-source';
import { credentialsSchema } from './credentials-schema';

export const signUpSchema = credentialsSchema.extend({ name: z.string().trim().optional() });
export type SignUpInput = z.infer<typeof signUpSchema>;

/** signed_in: a new account, ready to use. check_email: the address may already have an account; its owner got an e-mail. */
export type SignUpOutcome = 'signed_in' | 'check_email';

/**
 * POST /api/auth/sign-up/email: one request and one password hash (issue 37). The server answers it
 * alike for new and taken e-mails (so nobody can test who is registered); only a new account also
 * gets its session cookie. The session read that follows (no password work) tells the two apart: no
 * session means the address was taken, and we say to check the inbox.
 * Better Auth requires a name; without one we use the e-mail's local part (the username's default).
 */
export async function signUpEmail({ email, password, name }: SignUpInput): Promise<SignUpOutcome> {
  const trimmed = email.trim();
  unwrapAuthResult(await authClient.signUp.email({ email: trimmed, password, name: name || trimmed.split('@')[0] || trimmed }));
  const session = await fetchSession();
  return session && !session.user.isAnonymous ? 'signed_in' : 'check_email';
}

export function useSignUpEmail() {
  return useMutation({ mutationFn: signUpEmail });
}
