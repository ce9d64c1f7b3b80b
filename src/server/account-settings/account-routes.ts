import { and, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  deleteAccountInputSchema,
  privacySettingsSchema,
  profileInputSchema,
  type AccountDeleted,
  type AvatarSaved,
  type PrivacySettings,
  type Profile,
  type ProfileSaved,
  type SessionRevoked,
} from '../../contracts/account';
import type { Db } from '../../db/database';
import { describeWait } from '../../domain/describe-wait';
import { profiles, sessions } from '../../db/schema/index';
import type { AppEnv } from '../app-env';
import type { Auth } from '../auth/create-auth';
import { requireSession } from '../auth/require-session';
import { clearSessionCookies } from '../auth/clear-session-cookies';
import { verifyIdentity } from '../auth/verify-identity';
import type { Billing } from '../billing/create-billing';
import { readJsonInput } from '../http/read-json-body';
import { ApiError, sendError } from '../http/api-error';
import { readClientIp } from '../http/client-ip';
import type { RateLimiter } from '../http/rate-limiter';
import { deleteAccount } from './delete-account';
import { exportAccountData } from './export-account-data';
import { keepsHistory, saveKeepHistory } from './privacy-settings';
import { AVATAR_TOO_LARGE_MESSAGE, MAX_AVATAR_BYTES, readAvatar, removeAvatar, storeAvatar } from './store-avatar';
import { updateProfile } from './update-profile';

function requireAccount(c: Context<AppEnv>) {
  const session = requireSession(c);
  if ((session.user as { isAnonymous?: boolean | null }).isAnonymous) {
    throw new ApiError(403, 'account_required', 'Create an account first.');
  }
  return session.user;
}

function toProfileJson(row: typeof profiles.$inferSelect): Profile {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

export interface AccountRoutesDeps {
  db: Db;
  billing: Billing;
  dataDir: string;
  auth: Auth;
  /** Limits password and code guesses on deletion, like the sign-in endpoints. */
  authLimiter: RateLimiter;
  /** Password re-checks per signed-in account (shared with the auth routes' re-checks). */
  passwordCheckLimiter: RateLimiter;
  trustProxy: boolean;
}

/** /api/account: profile, avatar, privacy, data export, session revocation and account deletion. */
export function createAccountRoutes(deps: AccountRoutesDeps) {
  const { db, dataDir } = deps;
  const routes = new Hono<AppEnv>();

  routes.patch('/profile', async (c) => {
    const user = requireAccount(c);
    const row = await updateProfile(db, user.id, await readJsonInput(c, profileInputSchema));
    return c.json({ profile: toProfileJson(row) } satisfies ProfileSaved);
  });

  // Its own body limit (the app's default is smaller): the picture plus a little multipart framing;
  // the exact file size is checked in storeAvatar.
  const avatarBodyLimit = bodyLimit({
    maxSize: MAX_AVATAR_BYTES + 64 * 1024,
    onError: (c) => sendError(c, 413, 'file_too_large', AVATAR_TOO_LARGE_MESSAGE, { limit: MAX_AVATAR_BYTES }),
  });

  routes.post('/avatar', avatarBodyLimit, async (c) => {
    const user = requireAccount(c);
    const form = await c.req.formData().catch(() => {
      throw new ApiError(400, 'invalid_form', 'Send the picture as multipart form data in the field "avatar".');
    });
    const file = form.get('avatar');
    if (!(file instanceof File)) throw new ApiError(400, 'invalid_form', 'Send the picture in the field "avatar".');
    const name = await storeAvatar(dataDir, user.id, file);
    const [previous] = await db.select({ avatarUrl: profiles.avatarUrl }).from(profiles).where(eq(profiles.id, user.id));
    const avatarUrl = `/api/account/avatars/${name}`;
    await db.update(profiles).set({ avatarUrl, updatedAt: new Date() }).where(eq(profiles.id, user.id));
    if (previous?.avatarUrl) await removeAvatar(dataDir, previous.avatarUrl);
    return c.json({ avatarUrl } satisfies AvatarSaved);
  });

  // Public like any profile picture; names are unguessable.
  routes.get('/avatars/:name', async (c) => {
    const avatar = await readAvatar(dataDir, c.req.param('name'));
    if (!avatar) throw new ApiError(404, 'not_found', 'There is no such picture.');
    return c.body(new Uint8Array(avatar.bytes), 200, {
      'content-type': avatar.type,
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
  });

  routes.get('/privacy', async (c) => {
    const user = requireAccount(c);
    return c.json({ keepHistory: await keepsHistory(db, user.id) } satisfies PrivacySettings);
  });

  routes.put('/privacy', async (c) => {
    const user = requireAccount(c);
    const { keepHistory } = await readJsonInput(c, privacySettingsSchema);
    await saveKeepHistory(db, user.id, keepHistory);
    return c.json({ keepHistory } satisfies PrivacySettings);
  });

  routes.get('/export', async (c) => {
    const user = requireAccount(c);
    c.header('content-disposition', `attachment; filename="scribewell-data-${new Date().toISOString().slice(0, 10)}.json"`);
    return c.json(await exportAccountData(db, user.id));
  });

  // Sessions are revoked by id: the list the page shows carries no session tokens (auth-routes.ts
  // strips them), since a token in a script's reach is the whole session.
  routes.delete('/sessions/:id', async (c) => {
    const session = requireSession(c);
    const id = c.req.param('id');
    const revoked = await db
      .delete(sessions)
      .where(and(eq(sessions.id, id), eq(sessions.userId, session.user.id)))
      .returning({ id: sessions.id });
    // Another account's session answers exactly like a missing one.
    if (revoked.length === 0) throw new ApiError(404, 'not_found', 'That session does not exist, or has already ended.');
    if (id === session.session.id) clearSessionCookies(c);
    return c.json({ revoked: true, id } satisfies SessionRevoked);
  });

  routes.delete('/', async (c) => {
    const user = requireAccount(c);
    const { confirm, password, code } = await readJsonInput(c, deleteAccountInputSchema);
    if (confirm.trim().toLowerCase() !== user.email.toLowerCase()) {
      throw new ApiError(400, 'confirmation_mismatch', 'Type your e-mail address exactly to confirm.');
    }
    // Per address, and per account like every other password re-check, so guesses spread over many
    // addresses still add up.
    const perAddress = await deps.authLimiter.consume(`delete-account:${readClientIp(c, deps.trustProxy)}`);
    if (!perAddress.allowed) throw refuseForNow(c, perAddress.retryAfterSeconds, 'Too many attempts.');
    const perAccount = await deps.passwordCheckLimiter.consume(user.id);
    if (!perAccount.allowed) throw refuseForNow(c, perAccount.retryAfterSeconds, 'Too many password checks on this account.');
    await verifyIdentity(deps.auth, c.req.raw.headers, { password, code });
    await deleteAccount(deps, user.id);
    // The signed session cookies would otherwise outlive the deleted session until they expire.
    clearSessionCookies(c);
    return c.json({ deleted: true } satisfies AccountDeleted);
  });

  return routes;
}

/** A 429 with Retry-After, in the words the sign-in limits use. */
function refuseForNow(c: Context<AppEnv>, retryAfterSeconds: number, reason: string): ApiError {
  c.header('Retry-After', String(retryAfterSeconds));
  return new ApiError(429, 'rate_limited', `${reason} Try again in ${describeWait(retryAfterSeconds)}.`, { retryAfter: retryAfterSeconds });
}
