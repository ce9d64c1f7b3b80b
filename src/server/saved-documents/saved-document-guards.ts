import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { requireSession } from '../auth/require-session';
import { ApiError } from '../http/api-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the account keeps, as the error messages name it: "bibliography" / "bibliographies". */
export interface SavedDocumentNouns {
  singular: string;
  plural: string;
}

/**
 * The checks every route over an account's saved documents (bibliographies, resumes) makes:
 * an account, not a guest, and an id that names one of the caller's own rows.
 */
export function createSavedDocumentGuards({ singular, plural }: SavedDocumentNouns) {
  // Another user's document answers exactly like a missing one, so ids reveal nothing.
  const notFound = () => new ApiError(404, 'not_found', `That ${singular} does not exist.`);

  /** Guests have no account to keep documents in: their work would vanish with the guest session. */
  function requireAccount(c: Context<AppEnv>) {
    const session = requireSession(c);
    if ((session.user as { isAnonymous?: boolean | null }).isAnonymous) {
      throw new ApiError(403, 'account_required', `Sign in or create a free account to keep ${plural}.`);
    }
    return session.user;
  }

  function readId(c: Context<AppEnv>): string {
    const id = c.req.param('id') ?? '';
    if (!UUID.test(id)) throw notFound();
    return id;
  }

  return { requireAccount, readId, notFound };
}
