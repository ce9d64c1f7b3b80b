import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { accountSettings, billingAccounts, payments, profiles, sessions, subscriptions, toolRuns, userActions, users } from '../../db/schema/index';

/** Everything we hold about the user, as one JSON document (secrets such as tokens and password hashes left out). */
export async function exportAccountData(db: Db, userId: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email, name: users.name, createdAt: users.createdAt, twoFactorEnabled: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, userId));
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
  const [settings] = await db.select().from(accountSettings).where(eq(accountSettings.userId, userId));
  const [allowance] = await db.select().from(userActions).where(eq(userActions.userId, userId));
  const [billing] = await db
    .select({ plan: billingAccounts.plan, status: billingAccounts.status, currentPeriodEnd: billingAccounts.currentPeriodEnd, provider: billingAccounts.provider })
    .from(billingAccounts)
    .where(eq(billingAccounts.userId, userId));
  return {
    exportedAt: new Date().toISOString(),
    user: user ?? null,
    profile: profile ?? null,
    settings: { keepHistory: settings?.keepHistory ?? true },
    subscriptions: await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
    billing: billing ?? null,
    payments: await db.select().from(payments).where(eq(payments.userId, userId)),
    allowance: allowance ?? null,
    history: await db.select().from(toolRuns).where(eq(toolRuns.userId, userId)),
    sessions: await db
      .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, ipAddress: sessions.ipAddress, userAgent: sessions.userAgent })
      .from(sessions)
      .where(eq(sessions.userId, userId)),
  };
}
