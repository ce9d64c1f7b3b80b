import { APIError } from 'better-auth/api';
import { ApiError } from '../http/api-error';
import type { Auth } from './create-auth';

export interface IdentityProof {
  password?: string;
  code?: string;
}

/**
 * Re-checks who is at the keyboard before something that cannot be undone (deleting the account,
 * turning two-factor off): the password when the account has one, and an authenticator code when
 * two-factor is on. A stolen session cookie alone is then not enough. Both checks are Better Auth's own.
 */
export async function verifyIdentity(auth: Auth, headers: Headers, proof: IdentityProof): Promise<void> {
  // Bypasses the signed cookie cache, which may predate turning two-factor on.
  const session = await auth.api.getSession({ headers, query: { disableCookieCache: true } });
  if (!session) throw new ApiError(401, 'unauthorized', 'You are not signed in.');
  const accounts = await auth.api.listUserAccounts({ headers });
  if (accounts.some((account) => account.providerId === 'credential')) {
    if (!proof.password) throw new ApiError(401, 'password_required', 'Enter your password to confirm.');
    const passwordOk = await auth.api.verifyPassword({ body: { password: proof.password }, headers }).then(
      () => true,
      (error: unknown) => (error instanceof APIError ? false : Promise.reject(error)),
    );
    if (!passwordOk) throw new ApiError(401, 'invalid_password', 'That password is not right.');
  }

  if (!(session.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled) return;
  const code = proof.code?.replace(/\s/g, '') ?? '';
  if (!code) {
    throw new ApiError(403, 'two_factor_required', 'Two-factor authentication is on: enter the 6-digit code from your authenticator app.');
  }
  const codeOk = await auth.api.verifyTOTP({ body: { code }, headers }).then(
    () => true,
    (error: unknown) => (error instanceof APIError ? false : Promise.reject(error)),
  );
  if (!codeOk) {
    throw new ApiError(401, 'invalid_two_factor_code', 'That authenticator code is not right or has expired. Enter the current code from your app.');
  }
}
