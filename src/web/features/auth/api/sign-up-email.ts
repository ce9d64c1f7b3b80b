import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { authClient } from '../../../lib/auth/auth-client';
import { unwrapAuthResult } from '../../../lib/auth/auth-request-error';
import { credentialsSchema } from './credentials-schema';

export const signUpSchema = credentialsSchema.extend({ name: z.string().trim().optional() });
export type SignUpInput = z.infer<typeof signUpSchema>;

/**
 * POST /api/auth/sign-up/email. Better Auth requires a name; without one we use the e-mail's local
 * part, which is also what the profile's username defaults to.
 */
export async function signUpEmail({ email, password, name }: SignUpInput) {
  const trimmed = email.trim();
  return unwrapAuthResult(
    await authClient.signUp.email({ email: trimmed, password, name: name || trimmed.split('@')[0] || trimmed }),
  );
}

export function useSignUpEmail() {
  return useMutation({ mutationFn: signUpEmail });
}
