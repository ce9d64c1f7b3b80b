import { useMutation } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth/auth-client';
import { unwrapAuthResult } from '../../../lib/auth/auth-request-error';

/** POST /api/auth/request-password-reset; the e-mailed link lands on /reset-password?token=… */
export async function requestPasswordReset(email: string) {
  return unwrapAuthResult(
    await authClient.requestPasswordReset({ email: email.trim(), redirectTo: `${window.location.origin}/reset-password` }),
  );
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
