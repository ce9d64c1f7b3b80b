import { and, eq, ne, sql } from 'drizzle-orm';
import type { ProfileInput } from '../../contracts/account';
import type { Db } from '../../db/database';
import { profiles } from '../../db/schema/index';
import { ApiError } from '../http/api-error';

/** Saves the fields given; a username someone else has (case-insensitively) is a 409. */
export async function updateProfile(db: Db, userId: string, input: ProfileInput) {
  if (input.username) {
    const [taken] = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(sql`lower(${profiles.username}) = lower(${input.username})`, ne(profiles.id, userId)))
      .limit(1);
    if (taken) throw new ApiError(409, 'username_taken', `The username "${input.username}" is already taken. Please choose another.`, { field: 'username' });
  }
  try {
    const [row] = await db.update(profiles).set({ ...input, updatedAt: new Date() }).where(eq(profiles.id, userId)).returning();
    if (!row) throw new ApiError(404, 'not_found', 'This account has no profile yet.');
    return row;
  } catch (error) {
    // Two people claiming the same name at once: the unique index decides.
    if ((error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505') {
      throw new ApiError(409, 'username_taken', `The username "${input.username}" is already taken. Please choose another.`, { field: 'username' });
    }
    throw error;
  }
}
