import { useMutation } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth/auth-client';
import { unwrapAuthResult } from '../../../lib/auth/auth-request-error';

/** POST /api/auth/reset-password with the token from the e-mailed link. */
export async function resetPassword({ token, newPassword }: { token: string; newPassword: string }) {
  return unwrapAuthResult(await authClient.resetPassword({ token, newPassword }));
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
