import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { anonymous } from 'better-auth/plugins/anonymous';
import { twoFactor } from 'better-auth/plugins/two-factor';
import type { Db } from '../../db/database';
import { accounts, sessions, twoFactors, users, verifications } from '../../db/schema/index';
import { linkGuestAccount } from '../guests/link-guest-account';
import { provisionNewUser } from '../me/provision-new-user';
import type { Config } from '../config/load-config';
import { composeExistingAccountMail } from '../mail/compose-existing-account-mail';
import { composeResetPasswordMail } from '../mail/compose-reset-password-mail';
import type { Mailer } from '../mail/mailer';
import { checkPasswordStrength, describeWeakPassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './password-policy';

export interface AuthDeps {
  db: Db;
  config: Config;
  authSecret: string;
  mailer: Mailer;
  /** Called after a guest's history and counters moved to an account (to notify open tabs). */
  onGuestLinked?: (userId: string) => void;
}

/** Endpoints that set a password, and the body field that carries it. */
const PASSWORD_FIELDS: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
  '/set-password': 'newPassword',
};

export function createAuth({ db, config, authSecret, mailer, onGuestLinked }: AuthDeps) {
  return betterAuth({
    appName: config.brandName,
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    secret: authSecret,
    // The configured origins, and the page's own: a browser on another name for this server
    // (127.0.0.1 when BASE_URL says localhost, a LAN address) sends Origin = the Host it asked, which a
    // cross-site page cannot forge, so same-origin requests pass whatever name reached us (as in checkOrigin).
    trustedOrigins: (request) => {
      const own = request ? requestOwnOrigin(request) : null;
      return own ? [...config.trustedOrigins, own] : config.trustedOrigins;
    },
    database: drizzleAdapter(db, {
      provider: 'pg',
      // Sign-up writes the user, then its password: one transaction, so a crash between the two cannot
      // leave an account that can never sign in (docs/decisions/0018). Hooks that write our own
      // tables (provisionNewUser) run after the commit, and must not await a write inside it: on
      // PGlite, with one connection, that would wait for the transaction forever.
      transaction: true,
      schema: { user: users, session: sessions, account: accounts, verification: verifications, twoFactor: twoFactors },
    }),
    emailAndPassword: {
      enabled: true,
      // Off so that signing up with a registered e-mail answers exactly like a new one (same status,
      // same body, a password hash either way) and its owner gets an e-mail instead. The `after` hook
      // below then starts a session for an account this request really created, so sign-up reaches
      // the dashboard in one request and one password hash (issue 37).
      autoSignIn: false,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, url }) {
        await mailer.sendMail(composeResetPasswordMail({ to: user.email, url, brandName: config.brandName }));
      },
      onExistingUserSignUp({ user }) {
        // Not awaited: this runs inside the sign-up transaction (see `transaction` above), and the
        // outbox write must wait for it to end. A sending failure is logged, never shown to the caller.
        void mailer
          .sendMail(composeExistingAccountMail({ to: user.email, baseUrl: config.baseUrl, brandName: config.brandName }))
          .catch((error: unknown) => console.error('[mail] could not send the existing-account notice:', error));
        return Promise.resolve();
      },
    },
    socialProviders: config.google
      ? { google: { clientId: config.google.clientId, clientSecret: config.google.clientSecret } }
      : {},
    session: {
      // Off: revocation must be immediate; loadSession keeps a 2-second in-process cache instead.
      cookieCache: { enabled: false },
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    // Our own per-IP limiter runs in front of the auth routes (see auth-routes.ts): Better Auth's
    // only sees forwarded headers, so it would not limit direct connections at all.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'scribewell',
      useSecureCookies: config.baseUrl.startsWith('https:'),
    },
    databaseHooks: {
      user: {
        create: {
          async after(user) {
            await provisionNewUser(db, user as typeof user & { isAnonymous?: boolean | null });
          },
        },
      },
    },
    hooks: {
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-up/email') return;
        const returned = ctx.context.returned as { user?: { id?: unknown } } | undefined;
        const id = returned && !(returned instanceof Error) ? returned.user?.id : undefined;
        if (typeof id !== 'string') return;
        // A taken e-mail gets a made-up user whose id is in no row: only a real new account signs in.
        const user = await ctx.context.internalAdapter.findUserById(id);
        if (!user) return;
        const session = await ctx.context.internalAdapter.createSession(user.id);
        await setSessionCookie(ctx, { session, user });
      }),
      before: createAuthMiddleware(async (ctx) => {
        const field = PASSWORD_FIELDS[ctx.path];
        const password: unknown = field ? (ctx.body as Record<string, unknown> | undefined)?.[field] : undefined;
        if (typeof password !== 'string') return;
        const body = ctx.body as Record<string, unknown>;
        const userInputs = [body.email, body.name].filter((value): value is string => typeof value === 'string');
        const verdict = checkPasswordStrength(password, userInputs);
        if (!verdict.ok) {
          throw new APIError('BAD_REQUEST', {
            code: 'WEAK_PASSWORD',
            message: describeWeakPassword(verdict.reasons),
            reasons: verdict.reasons,
          });
        }
      }),
    },
    plugins: [
      // Authenticator-app codes (TOTP) and recovery codes, turned on from My Account; sign-in then asks for a code.
      twoFactor({ issuer: config.brandName }),
      anonymous({
        async onLinkAccount({ anonymousUser, newUser }) {
          await linkGuestAccount(db, anonymousUser.user.id, newUser.user.id);
          onGuestLinked?.(newUser.user.id);
        },
      }),
    ],
  });
}

/** `http(s)://host[:port]` of the request as the browser addressed it, when its Origin says the same. */
function requestOwnOrigin(request: Request): string | null {
  const origin = request.headers.get('origin');
  if (!origin) return null;
  try {
    return new URL(request.url).origin === origin ? origin : null;
  } catch {
    return null;
  }
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
