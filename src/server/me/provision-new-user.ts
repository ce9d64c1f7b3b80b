import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { profiles, subscriptions } from '../../db/schema/index';
import { FREE_RENEWAL_DAYS, findPlan } from '../../domain/plans';
import { createAllowance } from '../usage/create-allowance';

export interface NewUser {
  id: string;
  email: string;
  name?: string | null;
  image?: string | null;
  isAnonymous?: boolean | null;
}

const FREE = findPlan('Free');

/**
 * Everything a new account needs, in one transaction (docs/domain-rules.md, "Accounts"): profile, Free subscription
 * renewing in 360 days, and Free counters unless a row exists. Idempotent, so it can also repair an
 * account whose first attempt failed. Guests get counters only: their profile and subscription would
 * be thrown away when they sign up.
 */
export async function provisionNewUser(db: Db, user: NewUser): Promise<void> {
  if (user.isAnonymous) {
    await createAllowance(db, user.id, FREE);
    return;
  }
  await db.transaction(async (tx) => {
    await createProfile(tx as unknown as Db, user);
    const [existing] = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.id))
      .limit(1);
    if (!existing) {
      await tx.insert(subscriptions).values({
        userId: user.id,
        isActive: true,
        package: FREE.name,
        nextRenewal: sql`now() + make_interval(days => ${FREE_RENEWAL_DAYS})`,
      });
    }
    await createAllowance(tx as unknown as Db, user.id, FREE);
  });
}

const MAX_USERNAME_ATTEMPTS = 50;

async function createProfile(db: Db, user: NewUser): Promise<void> {
  const [existing] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, user.id)).limit(1);
  if (existing) return;
  const base = deriveUsername(user);
  for (let attempt = 1; attempt <= MAX_USERNAME_ATTEMPTS; attempt += 1) {
    const username = attempt === 1 ? base : `${base}${attempt}`;
    const inserted = await db
      .insert(profiles)
      .values({
        id: user.id,
        username,
        displayName: user.name?.trim() || username,
        avatarUrl: user.image ?? '',
      })
      // A taken username must not abort the transaction: skip the row and try the next suffix.
      .onConflictDoNothing()
      .returning({ id: profiles.id });
    if (inserted.length > 0) return;
    // The conflict may be on the id: a concurrent provisioning of the same user already made the profile.
    const [created] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, user.id)).limit(1);
    if (created) return;
  }
  throw new Error(`Could not find a free username for user ${user.id}`);
}

/** The e-mail part before the @, else 'user_' plus the first 8 characters of the id (docs/domain-rules.md). */
export function deriveUsername(user: Pick<NewUser, 'id' | 'email'>): string {
  const localPart = user.email.split('@')[0]?.trim() ?? '';
  return localPart || `user_${user.id.slice(0, 8)}`;
}
