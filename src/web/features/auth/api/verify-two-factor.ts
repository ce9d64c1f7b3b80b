import { useMutation } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth/auth-client';
import { unwrapAuthResult } from '../../../lib/auth/auth-request-error';

/** Second sign-in step: a code from the authenticator app, or one of the recovery codes. */
export async function verifyTwoFactor({ code, recovery }: { code: string; recovery: boolean }) {
  const trimmed = code.replace(/\s/g, '');
  return unwrapAuthResult(
    recovery
      ? await authClient.twoFactor.verifyBackupCode({ code: trimmed })
      : await authClient.twoFactor.verifyTotp({ code: trimmed }),
  );
}

export function useVerifyTwoFactor() {
  return useMutation({ mutationFn: verifyTwoFactor });
}

/** Sign-in answers `{twoFactorRedirect: true}` instead of a session when two-factor is on. */
export function needsSecondFactor(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { twoFactorRedirect?: unknown }).twoFactorRedirect === true;
}
