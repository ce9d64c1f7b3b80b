import type { AuthSession } from '../../../server/auth/create-auth';

/**
 * Who may import the reference corpus from the page: the accounts whose e-mail the operator lists in
 * ADMIN_EMAILS (comma-separated). Nobody when unset, so the page offers no upload on a default
 * install. Sign-up does not verify e-mail addresses, so an operator lists an address only once its
 * account exists (otherwise anyone could register it first).
 */
export function readCorpusAdmins(value: string | undefined = process.env.ADMIN_EMAILS): ReadonlySet<string> {
  return new Set(
    (value ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  );
}

export function isCorpusAdmin(session: AuthSession | null | undefined, admins: ReadonlySet<string>): boolean {
  if (!session || (session.user as { isAnonymous?: boolean | null }).isAnonymous) return false;
  return admins.has(session.user.email.trim().toLowerCase());
}
