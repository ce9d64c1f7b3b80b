import { and, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { profiles } from '../../db/schema/index';
import { ApiError } from '../http/api-error';

const optionalText = (max: number, label: string) => z.string().trim().max(max, `${label} can be at most ${max} characters.`);

export const profileInput = z.object({
  displayName: optionalText(80, 'Display name').min(1, 'Enter a display name.').optional(),
  username: z
    .string()
    .trim()
    .min(3, 'Username must be at least 3 characters.')
    .max(30, 'Username can be at most 30 characters.')
    .regex(/^[a-zA-Z0-9_.-]+$/, 'Username can use letters, digits, dots, dashes and underscores only.')
    .optional(),
  bio: optionalText(500, 'Bio').optional(),
  location: optionalText(100, 'Location').optional(),
  website: optionalText(200, 'Website')
    .refine((value) => value === '' || isWebUrl(value), 'Website must be a full address starting with http:// or https://.')
    .optional(),
});
export type ProfileInput = z.infer<typeof profileInput>;

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

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
