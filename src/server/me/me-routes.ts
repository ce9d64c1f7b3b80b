import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { MeAnswer } from '../../contracts/me';
import type { Db } from '../../db/database';
import { profiles } from '../../db/schema/index';
import type { AppEnv } from '../app-env';
import { requireSession } from '../auth/require-session';
import { settleAndLoadUsage } from '../usage/settle-and-load-usage';
import { provisionNewUser } from './provision-new-user';

/** Sent by the web app: a signed-out caller gets 200 `{user: null}` instead of 401. */
export const SESSION_OPTIONAL_HEADER = 'x-session-optional';

/** GET /api/me: who the caller is, their plan and what is left this month (guests included). */
export function createMeRoutes({ db }: { db: Db }) {
  const routes = new Hono<AppEnv>();

  routes.get('/', async (c) => {
    // The web app asks on every page, signed in or not: with this header "nobody" is an answer (200,
    // `{user: null}`), not an error a browser logs to the console (issue 37). API clients keep the 401.
    if (!c.get('session') && c.req.header(SESSION_OPTIONAL_HEADER) === '1') return c.json({ user: null });
    const { user } = requireSession(c);
    const isAnonymous = Boolean((user as { isAnonymous?: boolean | null }).isAnonymous);
    // Independent reads: on PostgreSQL they run on two pooled connections at once.
    const [profileRows, usage] = await Promise.all([
      db.select().from(profiles).where(eq(profiles.id, user.id)).limit(1),
      settleAndLoadUsage(db, user.id, { refillExpiredPeriod: true }),
    ]);
    let [profile] = profileRows;
    if (!profile && !isAnonymous) {
      // Provisioning normally runs at sign-up; this repairs an account whose first attempt failed.
      await provisionNewUser(db, { ...user, isAnonymous });
      [profile] = await db.select().from(profiles).where(eq(profiles.id, user.id)).limit(1);
    }
    const { plan, subscription, allowance } = usage;

    const answer: MeAnswer = {
      user: {
        id: user.id,
        email: user.email,
        name: user.name || null,
        image: user.image ?? null,
        emailVerified: user.emailVerified,
        isAnonymous,
        createdAt: user.createdAt.toISOString(),
      },
      profile: profile
        ? {
            id: profile.id,
            username: profile.username,
            displayName: profile.displayName,
            avatarUrl: profile.avatarUrl,
            bio: profile.bio,
            location: profile.location,
            website: profile.website,
            createdAt: profile.createdAt.toISOString(),
            updatedAt: profile.updatedAt.toISOString(),
          }
        : null,
      subscription: {
        package: plan.name,
        isActive: subscription?.isActive ?? false,
        nextRenewal: subscription?.nextRenewal?.toISOString() ?? null,
        createdAt: subscription?.createdAt.toISOString() ?? null,
      },
      remaining: allowance.remaining,
      limits: { requestsPerMonth: plan.requests, wordsPerScan: plan.wordCount, history: plan.history },
      periodStart: allowance.periodStart.toISOString(),
      periodEnd: allowance.periodEnd.toISOString(),
    };
    return c.json(answer);
  });

  return routes;
}
