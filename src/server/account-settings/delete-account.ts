import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { profiles, users } from '../../db/schema/index';
import { readBillingAccount } from '../billing/billing-store';
import type { Billing } from '../billing/create-billing';
import { removeAvatar } from './store-avatar';

/**
 * Cancels an active paid plan at the provider first (so nobody is charged for a deleted account),
 * then deletes the user: profile, history, subscriptions, payments, settings and sessions go with it
 * (every table references users with ON DELETE CASCADE).
 */
export async function deleteAccount(deps: { db: Db; billing: Billing; dataDir: string }, userId: string): Promise<void> {
  const { db, billing } = deps;
  const account = await readBillingAccount(db, userId);
  if (account && account.status !== 'canceled' && account.subscriptionId) {
    await billing.provider.cancelImmediately(userId, account);
  }
  const [profile] = await db.select({ avatarUrl: profiles.avatarUrl }).from(profiles).where(eq(profiles.id, userId));
  await db.delete(users).where(eq(users.id, userId));
  if (profile?.avatarUrl) await removeAvatar(deps.dataDir, profile.avatarUrl);
}
