import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { accountSettings } from '../../db/schema/index';

/** Whether tool runs are written to the user's history (on unless they turned it off). */
export async function keepsHistory(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ keepHistory: accountSettings.keepHistory }).from(accountSettings).where(eq(accountSettings.userId, userId)).limit(1);
  return row?.keepHistory ?? true;
}

export async function saveKeepHistory(db: Db, userId: string, keepHistory: boolean): Promise<void> {
  await db
    .insert(accountSettings)
    .values({ userId, keepHistory })
    .onConflictDoUpdate({ target: accountSettings.userId, set: { keepHistory, updatedAt: new Date() } });
}
